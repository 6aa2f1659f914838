/**
 * N stateless instances on one database behave as one (see docs/server.md). Two apps share one database:
 * on PostgreSQL (DATABASE_URL) two connection pools on one fresh, empty schema, started together, each as its
 * own instance would; on PGlite (which one process opens) two apps of this process on one database. Both
 * start on one data directory, as two instances on one machine would.
 */
import { createPublicKey } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed';
import { ORDER_STAFF } from '../../server/seed/seedOrders';
import { BOOT_TIMEOUT, build, TEST_CAPTCHA, type Harness } from './helpers';
import { pglitePair, postgresPair, type Pair } from './instancePair';

const url = process.env.DATABASE_URL;
const LOGIN = '/commondeal/api/auth/login';
const TREE = '/commondeal/api/menus/tree';
/** Small enough to reach in a test; each instance is configured alike, as behind a load balancer. */
const RATE_MAX = 3;

const DRIVERS = [
  ['PGlite, two apps of one process', pglitePair] as const,
  ...(url
    ? [
        [
          'PostgreSQL, two pools on an empty schema',
          () => postgresPair(url, 't_two', { empty: true }),
        ] as const,
      ]
    : []),
];

describe.skipIf(url)('two instances on PostgreSQL', () => {
  it.skip('skipped: DATABASE_URL is not set (CI sets it; see docs/server.md "Running the API tests against PostgreSQL")', () => {});
});

describe.each(DRIVERS)('two instances on one database: %s', (_name, open) => {
  let shared: Pair;
  let dataDir: string;
  let a: Harness;
  let b: Harness;

  beforeAll(async () => {
    shared = await open();
    dataDir = await mkdtemp(join(tmpdir(), 'yb-two-'));
    const config = { loginRateMax: RATE_MAX };
    [a, b] = await Promise.all([
      build({ db: shared.dbs[0], dataDir, config }),
      build({ db: shared.dbs[1], dataDir, config }),
    ]);
  }, BOOT_TIMEOUT);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await shared?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('both start together on one empty database and one data directory: migrated and seeded once', async () => {
    const versions = await a.rows<{ version: string; n: number }>(
      'select version, count(*)::int as n from schema_migrations group by version having count(*) > 1',
    );
    expect(versions).toEqual([]);
    const [users] = await b.rows<{ n: number }>('select count(*)::int as n from users');
    expect(users!.n).toBe(DEMO_ACCOUNTS.length + ORDER_STAFF.length);
  });

  it('serve one key pair, the one row of rsa_key_pair', async () => {
    const keyA = (await a.call<string>('GET', '/commondeal/api/auth/publicKey')).data;
    const keyB = (await b.call<string>('GET', '/commondeal/api/auth/publicKey')).data;
    expect(keyA).toBe(keyB);
    const rows = await a.rows<{ private_pem: string }>('select private_pem from rsa_key_pair');
    expect(rows).toHaveLength(1);
    expect(createPublicKey(rows[0]!.private_pem).export({ type: 'spki', format: 'pem' })).toBe(keyA);
  });

  it('a password encrypted against B logs in on A; A’s token works on B; logging out on B ends it on A', async () => {
    const account = DEMO_ACCOUNTS.find((x) => x.username === 'H21010200001')!;
    const login = await a.tryLogin({ user: account.username, password: await b.encrypt(account.password) });
    expect(login).toMatchObject({ code: 0 });
    const token = login.data.token;
    expect(await b.call('GET', TREE, { token })).toMatchObject({ code: 0 });
    expect(await b.call('POST', '/commondeal/api/auth/logout', { token })).toMatchObject({ code: 0 });
    expect(await a.call('GET', TREE, { token })).toMatchObject({
      status: 401,
      message: '登录已过期，请重新登录',
    });
  });

  it('登录尝试过于频繁，请稍后再试: LOGIN_RATE_MAX attempts a minute from one address across both instances', async () => {
    const remoteAddress = '198.51.100.7';
    const attempt = async (h: Harness) => {
      const res = await h.app.inject({
        method: 'POST',
        url: LOGIN,
        remoteAddress,
        payload: { user: 'admin', password: await h.encrypt('wrong'), checkCode: '0000', checkKey: 'none' },
      });
      return res.json<{ code: number; message: string }>();
    };
    const answers = [];
    for (const h of [a, b, a, b, a]) answers.push(await attempt(h));
    expect(answers.slice(0, RATE_MAX).map((x) => x.code)).not.toContain(429);
    expect(answers.slice(RATE_MAX)).toEqual([
      expect.objectContaining({ code: 429, message: '登录尝试过于频繁，请稍后再试' }),
      expect.objectContaining({ code: 429, message: '登录尝试过于频繁，请稍后再试' }),
    ]);
    const [row] = await a.rows<{ hits: number }>(
      `select hits from rate_limit_hits where route = 'POST ${LOGIN}' and key = $1`,
      [remoteAddress],
    );
    expect(row!.hits).toBe(5);
  });

  it('expired rate-limit windows are deleted', async () => {
    await a.rows(
      `insert into rate_limit_hits (route, key, hits, expires_at)
       values ('POST ${LOGIN}', '192.0.2.1', 9, now() - interval '1 second')`,
    );
    // A new instance sweeps before counting its first hit (then at most once a minute).
    const c = await build({ db: shared.dbs[1], config: { loginRateMax: RATE_MAX } });
    try {
      await c.app.inject({ method: 'POST', url: LOGIN, remoteAddress: '192.0.2.2', payload: {} });
      expect(await c.rows(`select * from rate_limit_hits where key = '192.0.2.1'`)).toEqual([]);
    } finally {
      await c.close();
    }
  });

  it('密码错误次数过多: the account lockout counts wrong passwords on both instances together', async () => {
    const account = DEMO_ACCOUNTS.find((x) => x.username === 'P21010200002')!;
    // Each attempt from its own address, so that only the per-account count can refuse the last ones.
    const attempt = async (h: Harness, i: number, password: string) => {
      const res = await h.app.inject({
        method: 'POST',
        url: LOGIN,
        remoteAddress: `203.0.113.${i}`,
        payload: {
          user: account.username,
          password: await h.encrypt(password),
          checkCode: TEST_CAPTCHA,
          checkKey: await h.captchaKey(),
        },
      });
      return res.json<{ code: number; message: string }>();
    };
    const wrong = [];
    for (const [i, h] of [a, b, a, b].entries()) wrong.push((await attempt(h, i, 'Wrong@2026x')).message);
    expect(wrong).toEqual(Array(4).fill('用户名或密码错误'));
    expect((await attempt(b, 10, 'Wrong@2026x')).message).toBe('密码错误次数过多，账号已锁定，请5分钟后再试');
    for (const [i, h] of [a, b].entries()) {
      expect(await attempt(h, 20 + i, account.password)).toMatchObject({
        code: 1,
        message: '密码错误次数过多，账号已锁定，请5分钟后再试',
      });
    }
  });
});
