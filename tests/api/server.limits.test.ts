/**
 * The server's own limits: Fastify's and Node's errors answer in the `{code, message, data}` envelope in
 * Chinese, and a client that sends nothing, or one byte at a time, is closed.
 */
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, fileHarness } from './helpers';

let port: number;
const { h } = await fileHarness(undefined, {
  config: { headersTimeoutMs: 1000, requestTimeoutMs: 2000, connectionTimeoutMs: 5000 },
});
beforeAll(async () => {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
}, BOOT_TIMEOUT);

const envelope = (body: string) => JSON.parse(body) as { code: number; message: string; data: unknown };

describe('Fastify’s own errors answer in the envelope, in Chinese', () => {
  const inject = (o: InjectOptions) => h.app.inject(o);

  it('a bad percent-encoding in the path: 400 请求地址格式不正确', async () => {
    const res = await inject({ method: 'GET', url: '/commondeal/api/user-manage/user/%zz' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res.body)).toEqual({ code: 400, message: '请求地址格式不正确', data: null });
  });

  it('a path parameter beyond maxParamLength: 414 请求地址过长', async () => {
    const res = await inject({ method: 'GET', url: `/commondeal/api/user-manage/user/${'1'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(envelope(res.body)).toEqual({ code: 414, message: '请求地址过长', data: null });
  });

  it('an unknown API route: 404 接口不存在', async () => {
    const res = await inject({ method: 'GET', url: '/commondeal/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(envelope(res.body)).toEqual({ code: 404, message: '接口不存在', data: null });
  });

  it('a body that is not JSON: 400 请求参数格式不正确', async () => {
    const res = await inject({
      method: 'POST',
      url: '/commondeal/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user":',
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res.body)).toEqual({ code: 400, message: '请求参数格式不正确', data: null });
  });

  it('a content type the server does not read: 415 不支持的请求格式', async () => {
    const res = await inject({
      method: 'POST',
      url: '/commondeal/api/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(envelope(res.body)).toEqual({ code: 415, message: '不支持的请求格式', data: null });
  });

  it('an empty JSON body where one is required: 400 with the field’s Chinese message', async () => {
    const res = await inject({
      method: 'POST',
      url: '/commondeal/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    const body = envelope(res.body);
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

/** Opens a raw TCP connection; collects what the server writes until it closes the socket. */
function rawClient() {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<{ ms: number; received: string }>((resolve) => {
    const start = Date.now();
    socket.on('close', () => resolve({ ms: Date.now() - start, received }));
  });
  return { socket, closed };
}

/** Writes `text` one byte every `everyMs` until the socket closes. */
function trickle(socket: Socket, text: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++]!);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
const bodyOf = (raw: string) => envelope(raw.slice(raw.indexOf('\r\n\r\n') + 4));

describe('slow and silent clients are closed (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS)', () => {
  it('a client that sends nothing is closed after the headers timeout', async () => {
    const { closed } = rawClient();
    const { ms } = await closed;
    expect(ms).toBeLessThan(4000);
  });

  it('a client sending its headers one byte at a time is closed with 408 请求超时', async () => {
    const { socket, closed } = rawClient();
    trickle(
      socket,
      'GET /commondeal/api/auth/publicKey HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n',
      200,
    );
    const { ms, received } = await closed;
    expect(ms).toBeLessThan(4000);
    expect(statusOf(received)).toBe(408);
    expect(bodyOf(received)).toEqual({ code: 408, message: '请求超时', data: null });
  });

  it('a client sending its body one byte at a time is closed with 408 请求超时', async () => {
    const { socket, closed } = rawClient();
    const body = JSON.stringify({ user: 'x'.repeat(100) });
    socket.write(
      `POST /commondeal/api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    trickle(socket, body, 200);
    const { ms, received } = await closed;
    expect(ms).toBeLessThan(5000);
    expect(statusOf(received)).toBe(408);
    expect(bodyOf(received)).toEqual({ code: 408, message: '请求超时', data: null });
  });

  it('headers beyond Node’s limit: 431 请求头过大', async () => {
    const { socket, closed } = rawClient();
    socket.write(
      `GET /commondeal/api/auth/publicKey HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const { received } = await closed;
    expect(statusOf(received)).toBe(431);
    expect(bodyOf(received)).toEqual({ code: 431, message: '请求头过大', data: null });
  });

  it('a request that arrives in time is answered as usual', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/commondeal/api/auth/publicKey`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { code: number }).code).toBe(0);
  });
});
