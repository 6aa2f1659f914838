/**
 * A client that drops its connection halfway through a request body is the client's doing, not a
 * database outage: it is logged once at info, without a stack, and never as 数据库不可用 or at error
 * level — any anonymous caller could otherwise fill the error log. A database that really is
 * unavailable is still logged as such.
 */
import { connect, type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, fileHarness } from './helpers';

let port: number;
let log = '';
const { h } = await fileHarness(undefined, { logStream: { write: (line: string) => (log += line) } });
beforeAll(async () => {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
}, BOOT_TIMEOUT);

interface LogLine {
  level: number;
  msg?: string;
  err?: { stack?: string; type?: string };
  [key: string]: unknown;
}
const lines = (): LogLine[] =>
  log
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as LogLine);
/** pino's levels: 30 info, 40 warn, 50 error. */
const INFO = 30;
const ERROR = 50;

/** Sends the headers of a `Content-Length: 1000` request and half its body, then drops the connection. */
async function dropHalfway(head: string, half: string): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(head);
  socket.write(half);
  await new Promise((r) => setTimeout(r, 200));
  socket.destroy();
  // Until the server has seen the connection go and logged it.
  await new Promise((r) => setTimeout(r, 500));
}

/** What must hold of the log after a client dropped a request. */
function expectLoggedAsClientAbort(): void {
  const all = lines();
  expect(log).not.toContain('数据库');
  expect(log).not.toMatch(/database unavailable/i);
  expect(all.filter((l) => l.level >= ERROR).map((l) => l.msg)).toEqual([]);
  expect(all.filter((l) => l.err?.stack || JSON.stringify(l).includes('    at '))).toEqual([]);
  const aborts = all.filter((l) => l.level === INFO && /aborted/i.test(String(l.msg)));
  expect(aborts).toHaveLength(1);
}

describe('a client that drops a half-sent body', () => {
  it('a JSON body: one info line, no error, no stack, no 数据库不可用', async () => {
    log = '';
    const body = JSON.stringify({ user: 'x'.repeat(1000) }).slice(0, 1000);
    await dropHalfway(
      'POST /commondeal/api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      body.slice(0, 500),
    );
    expectLoggedAsClientAbort();
  });

  it('a form-encoded body: the same', async () => {
    log = '';
    await dropHalfway(
      'POST /commondeal/api/auth/login HTTP/1.1\r\nHost: x\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
      `user=${'x'.repeat(495)}`,
    );
    expectLoggedAsClientAbort();
  });

  it('a multipart upload: the same', async () => {
    log = '';
    const token = await h.tokenOf('H21010200001');
    log = '';
    const boundary = 'x-boundary';
    await dropHalfway(
      `POST /commondeal/reconciliation/detail-rec/excel-upd HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000\r\n\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n` +
        `Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n${'x'.repeat(300)}`,
    );
    expectLoggedAsClientAbort();
  });

  it('the server goes on answering', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/commondeal/api/auth/publicKey`);
    expect(res.status).toBe(200);
  });
});

describe('a database that is really unavailable', () => {
  it('is still answered 503 数据库暂时不可用 and logged at error level', async () => {
    log = '';
    const token = await h.tokenOf('admin');
    const query = h.db.query.bind(h.db);
    const lost = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' });
    h.db.query = (() => Promise.reject(lost)) as typeof h.db.query;
    try {
      const res = await h.call('GET', '/commondeal/api/user-manage/roles', { token });
      expect(res).toMatchObject({ status: 503, code: 503, message: '数据库暂时不可用，请稍后再试' });
    } finally {
      h.db.query = query;
    }
    expect(lines().some((l) => l.level === ERROR && l.msg === 'database unavailable')).toBe(true);
  });
});
