/**
 * A connection that sends no complete request is closed on time, whatever bytes it trickles: a new
 * one within IDLE_CONNECTION_TIMEOUT_MS (answered 408 请求超时), an idle keep-alive one within
 * KEEP_ALIVE_TIMEOUT_MS of its last response. A request that has arrived is never cut by either: a
 * slow answer still reaches the client. The headers timeout here is far longer, so it is not what
 * closes them.
 */
import { connect, type AddressInfo, type Socket } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config';
import { BOOT_TIMEOUT, fileHarness } from './helpers';

const IDLE = 600;
const KEEP_ALIVE = 1500;
const SLOW_ANSWER = 2500;

let port: number;
const { h, token } = await fileHarness(
  { token: 'H21010200001' },
  {
    config: {
      idleConnectionTimeoutMs: IDLE,
      keepAliveTimeoutMs: KEEP_ALIVE,
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 30_000,
      connectionTimeoutMs: 30_000,
      sumRecDelayMs: SLOW_ANSWER,
    },
  },
);
beforeAll(async () => {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
}, BOOT_TIMEOUT);

/** A raw connection: what it received and when it was closed (ms after opening; at most 15 s). */
function rawClient(): { socket: Socket; closed: Promise<{ ms: number; received: string }> } {
  const socket = connect(port, '127.0.0.1');
  const start = Date.now();
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<{ ms: number; received: string }>((resolve) => {
    const giveUp = setTimeout(() => socket.destroy(), 15_000);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ ms: Date.now() - start, received });
    });
  });
  return { socket, closed };
}

/** Writes `text` one character every `ms` (cycling), until the connection closes. */
function trickle(socket: Socket, text: string, ms: number): void {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.writable) socket.write(text[i++ % text.length]!);
  }, ms);
  socket.on('close', () => clearInterval(timer));
}

const REQUEST = 'GET /commondeal/api/auth/publicKey HTTP/1.1\r\nHost: x\r\n\r\n';
const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);

describe('IDLE_CONNECTION_TIMEOUT_MS: a new connection must send a request in time', () => {
  it('is 10 s unless set', () => {
    expect(configFromEnv({}).idleConnectionTimeoutMs).toBe(10_000);
    expect(configFromEnv({ IDLE_CONNECTION_TIMEOUT_MS: '3000' }).idleConnectionTimeoutMs).toBe(3000);
  });

  it('a connection that sends nothing is answered 408 and closed', async () => {
    const { ms, received } = await rawClient().closed;
    expect(ms).toBeGreaterThanOrEqual(IDLE - 50);
    expect(ms).toBeLessThan(IDLE + 1000);
    expect(statusOf(received)).toBe(408);
  });

  it('a connection trickling a header byte at a time is closed just the same', async () => {
    const { socket, closed } = rawClient();
    trickle(
      socket,
      `GET /commondeal/api/auth/publicKey HTTP/1.1\r\nHost: x\r\nX-Slow: ${'a'.repeat(200)}`,
      100,
    );
    const { ms, received } = await closed;
    expect(ms).toBeLessThan(IDLE + 1000);
    expect(statusOf(received)).toBe(408);
  });

  it('a request sent in time is answered as usual', async () => {
    const { socket, closed } = rawClient();
    socket.write(REQUEST.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'));
    const { received } = await closed;
    expect(statusOf(received)).toBe(200);
  });
});

describe('a request that has arrived is not limited by the idle deadlines', () => {
  it(`an answer that takes ${SLOW_ANSWER} ms still reaches the client`, async () => {
    const { socket, closed } = rawClient();
    const body = JSON.stringify({
      insutype: '310',
      clr_type: '11',
      setl_optins: '210100',
      stmt_begndate: '2026-01-01',
      stmt_enddate: '2026-01-02',
      medfee_sumamt: 0,
      fund_pay_sumamt: 0,
      acct_pay: 0,
      fixmedins_setl_cnt: 0,
    });
    socket.write(
      `POST /commondeal/reconciliation/sum-rec HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    const { ms, received } = await closed;
    expect(ms).toBeGreaterThanOrEqual(SLOW_ANSWER);
    expect(statusOf(received)).toBe(200);
    expect(received).toContain('"code":0');
  });
});

describe('KEEP_ALIVE_TIMEOUT_MS: an idle keep-alive connection is closed on time', () => {
  it('blank lines sent between requests do not keep it open', async () => {
    const { socket, closed } = rawClient();
    let answeredAt = 0;
    const start = Date.now();
    socket.once('data', () => {
      answeredAt = Date.now() - start;
      trickle(socket, '\r\n', 200);
    });
    socket.write(REQUEST);
    const { ms, received } = await closed;
    expect(statusOf(received)).toBe(200);
    expect(ms - answeredAt).toBeGreaterThanOrEqual(KEEP_ALIVE - 50);
    expect(ms - answeredAt).toBeLessThan(KEEP_ALIVE + 1000);
  });

  it('a second request on the connection is answered within the keep-alive time', async () => {
    const { socket, closed } = rawClient();
    socket.once('data', () => setTimeout(() => socket.write(REQUEST), KEEP_ALIVE / 2));
    socket.write(REQUEST);
    const { received } = await closed;
    expect(received.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
  });
});
