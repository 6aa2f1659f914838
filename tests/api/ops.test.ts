/**
 * For the people who run the server (docs/operations.md): /healthz and /readyz without login or
 * secrets, /metrics only from an allowed address or with the metrics token (never with a console login,
 * whoever holds it), the figures it shows, and the request id on every answer and log line.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { StartRefused } from '../../server/production';
import { MAX_FAILURES } from '../../server/services/lockout';
import { BOOT_TIMEOUT, build, fileHarness, type Harness } from './helpers';

const METRICS_TOKEN = 'scrape-token-for-tests-0123456789';
const OUTSIDE = '10.1.2.3';
const lines: string[] = [];

let h: Harness;
let tokens: Record<string, string>;

beforeAll(async () => {
  const harness = await fileHarness(
    { admin: 'admin', hospital: 'H21010200001', plain: '13900000002', pharmacy: 'P21010200002' },
    { config: { metricsToken: METRICS_TOKEN }, logStream: { write: (line: string) => lines.push(line) } },
  );
  ({ h, ...tokens } = harness);
}, BOOT_TIMEOUT);

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = OUTSIDE) =>
  h.app.inject({ method: 'GET', url, headers, remoteAddress });

/** The value of one sample of the metrics text (`name{labels} value`), 0 when absent. */
function sample(text: string, name: string, labels: string): number {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && labels.split(',').every((p) => l.includes(p)));
  return line ? Number(line.split(' ').pop()) : 0;
}

const scrape = async () => (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).body;

describe('health and readiness: anyone, no secrets', () => {
  it('/healthz answers while the process runs, without asking the database', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz: database reachable, migrations applied, screen index loaded', async () => {
    const res = await get('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', screens: 'ok' },
    });
    // Nothing about the configuration, the database address or the accounts.
    expect(res.body).not.toMatch(/postgres|password|token|secret/i);
  });

  it('/readyz answers 503 while the server drains at shutdown, and asks clients to close', async () => {
    h.app.ops.draining = true;
    try {
      const res = await get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.shutdown).toBe('正在停止');
      expect(res.headers.connection).toBe('close');
    } finally {
      h.app.ops.draining = false;
    }
  });
});

describe('/metrics: from an allowed address or with the token only', () => {
  it('anonymous from another address: 403 in Chinese', async () => {
    const res = await get('/metrics');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('无权读取监控指标：请从允许的地址访问，或携带监控令牌');
  });

  it('a console login is no credential: plain user, other institution, ROLE_ADMIN of 9999 all 403', async () => {
    for (const token of [tokens.plain, tokens.pharmacy, tokens.hospital, tokens.admin])
      expect((await get('/metrics', { authorization: `Bearer ${token}` })).statusCode).toBe(403);
  });

  it('a wrong token: 403; the right token from any address: 200 in Prometheus text', async () => {
    expect((await get('/metrics', { authorization: 'Bearer wrong' })).statusCode).toBe(403);
    const res = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('# TYPE yb_http_requests_total counter');
  });

  it('from the loopback address (the default allowed one) without a token: 200', async () => {
    expect((await get('/metrics', {}, '127.0.0.1')).statusCode).toBe(200);
  });
});

describe('/metrics: the token is long and cannot be guessed', () => {
  it('a METRICS_TOKEN shorter than 32 characters refuses the start, saying what to set', async () => {
    const err = await build({ config: { metricsToken: 'x'.repeat(31) } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StartRefused);
    expect((err as Error).message).toBe(
      '拒绝启动：METRICS_TOKEN 只有 31 个字符，至少须 32 个。' +
        '请设置一个足够长的随机令牌（例如 openssl rand -hex 32 的输出），或删除 METRICS_TOKEN（只从 METRICS_ALLOW 的地址读取监控指标）。',
    );
  });

  it('wrong tokens are limited per address like logins (LOGIN_RATE_MAX a minute): then 429, even with the right one', async () => {
    const limited = await build({ db: h.db, config: { metricsToken: METRICS_TOKEN, loginRateMax: 5 } });
    const from = (address: string, token: string) =>
      limited.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: address,
      });
    try {
      for (let i = 0; i < 5; i++) expect((await from('10.9.9.9', `guess-${i}`)).statusCode).toBe(403);
      const over = await from('10.9.9.9', 'guess-5');
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe('监控令牌错误次数过多，请稍后再试');
      // A right guess now is refused as well: the limit is on the address, not on the wrong tokens only.
      expect((await from('10.9.9.9', METRICS_TOKEN)).statusCode).toBe(429);
      expect((await from('10.9.9.10', METRICS_TOKEN)).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});

describe('what /metrics counts', () => {
  it('requests by route pattern (never the URL with its ids) and status, with latency', async () => {
    const before = sample(await scrape(), 'yb_http_requests_total', 'route="/healthz",status="200"');
    await get('/healthz');
    const text = await scrape();
    expect(sample(text, 'yb_http_requests_total', 'route="/healthz",status="200"')).toBe(before + 1);
    expect(sample(text, 'yb_http_request_duration_seconds_count', 'route="/healthz"')).toBeGreaterThan(0);
    expect(text).not.toMatch(/route="[^"]*\?/);
  });

  it('logins by outcome, and the lockout after the last allowed wrong password', async () => {
    const before = await scrape();
    for (let i = 0; i < MAX_FAILURES; i++)
      await h.tryLogin({ user: '13900000008', password: await h.encrypt('错的') });
    const after = await scrape();
    const failures = (t: string) => sample(t, 'yb_logins_total', 'outcome="failure"');
    expect(failures(after) - failures(before)).toBe(MAX_FAILURES);
    const lockouts = (t: string) => Number(/^yb_login_lockouts_total (\d+)$/m.exec(t)?.[1] ?? 0);
    expect(lockouts(after) - lockouts(before)).toBe(1);
    expect(sample(after, 'yb_logins_total', 'outcome="success"')).toBeGreaterThanOrEqual(4);
  });

  it('the list cache: the same page asked twice is a hit', async () => {
    const hits = (t: string) => sample(t, 'yb_list_cache_requests_total', 'result="hit"');
    const before = hits(await scrape());
    for (let i = 0; i < 2; i++)
      await h.call('POST', '/commondeal/platformmenu/menus', {
        token: tokens.admin,
        body: { pageNum: 1, pageSize: 10 },
      });
    expect(hits(await scrape())).toBeGreaterThan(before);
  });

  it('the database pool and the process', async () => {
    const text = await scrape();
    expect(text).toMatch(/yb_db_pool_connections\{state="open"\} \d+/);
    expect(text).toMatch(/yb_db_pool_connections\{state="waiting"\} \d+/);
    expect(text).toContain('yb_process_resident_memory_bytes');
  });
});

describe('the request id', () => {
  it('every answer carries one; a caller’s well-formed id is kept, anything else replaced', async () => {
    const own = await get('/healthz', { 'x-request-id': 'lb-20261126-abcdef' });
    expect(own.headers['x-request-id']).toBe('lb-20261126-abcdef');
    const bad = await get('/healthz', { 'x-request-id': '<script>alert(1)</script>' });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await h.app.inject({ method: 'GET', url: '/commondeal/api/auth/captcha' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('each log line of a request carries its id', async () => {
    lines.length = 0;
    const res = await h.app.inject({
      method: 'POST',
      url: '/commondeal/platformmenu/menus',
      headers: { 'x-request-id': 'trace-me-0001' },
      remoteAddress: OUTSIDE,
    });
    expect(res.statusCode).toBe(401);
    const mine = lines
      .map((l) => JSON.parse(l) as { reqId?: string })
      .filter((l) => l.reqId === 'trace-me-0001');
    expect(mine.length).toBeGreaterThanOrEqual(2);
  });
});
