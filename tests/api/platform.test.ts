import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSEncrypt } from 'jsencrypt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSchemas } from '../../schemas';
import { buildApp } from '../../server/app';
import { migrate } from '../../server/db';
import { REFERENCE_SEED_VERSION, SEED_VERSION, seedReference } from '../../server/seed';
import { DEALS_SEED_VERSION } from '../../server/seed/seedDeals';
import { LEDGER_SEED_VERSION } from '../../server/seed/seedLedger';
import { ORDERS_SEED_VERSION } from '../../server/seed/seedOrders';
import { REVERSALS_SEED_VERSION } from '../../server/seed/seedReversals';
import { SEED_SEC_VERSION } from '../../server/seed/seedSec';
import { build, fileHarness, type Harness } from './helpers';

const { h } = await fileHarness();

describe('GET /commondeal/openapi.json', () => {
  it('is public and lists every route under /commondeal with the shared schemas by $id', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/commondeal/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/commondeal/'))).toBe(true);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/commondeal/api/auth/login',
        '/commondeal/platformmenu/delete/{menuId}',
        '/commondeal/api/platformrolemenu/query/{id}',
        '/commondeal/info/collection/org/{orgCode}/isCollected',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(allSchemas.map((s) => s.$id)));
    expect(doc.paths['/commondeal/platformmenu/insert']?.post).toMatchObject({
      requestBody: {
        content: { 'application/json': { schema: { $ref: '#/components/schemas/MenuInsert' } } },
      },
      security: [{ bearer: [] }],
    });
  });
});

describe('answers and errors', () => {
  it('an unknown API path answers JSON 404 接口不存在', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/commondeal/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: '接口不存在', data: null });
  });

  it('服务器错误: an unexpected failure answers 500 without details', async () => {
    const app = await buildApp({ db: h.db });
    app.get('/commondeal/boom', { config: { auth: { public: true } } }, async () => {
      throw new Error('secret detail');
    });
    const res = await app.inject({ method: 'GET', url: '/commondeal/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: '服务器错误', data: null });
  });

  it('malformed JSON is refused with 400 and a Chinese message', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/commondeal/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: '请求参数格式不正确' });
  });

  it('a password encrypted by jsencrypt encryptOAEP (the browser) is accepted', async () => {
    const enc = new JSEncrypt();
    enc.setPublicKey((await h.call<string>('GET', '/commondeal/api/auth/publicKey')).data);
    const password = enc.encryptOAEP('Admin@2026');
    expect(typeof password).toBe('string');
    expect((await h.tryLogin({ user: 'admin', password: password as string })).code).toBe(0);
  });
});

describe('static console', () => {
  let dir: string;
  let site: Harness;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'yb-static-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>控制台</title>');
    await writeFile(join(dir, 'app.js'), 'console.log(1)');
    site = await build({ db: h.db, staticDir: dir });
  });
  afterAll(async () => {
    await site?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves files and falls back to index.html for console routes, not for API paths', async () => {
    expect((await site.app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
    const deep = await site.app.inject({ method: 'GET', url: '/home/handle?x=1' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('控制台');
    expect((await site.app.inject({ method: 'GET', url: '/commondeal/nope' })).json()).toMatchObject({
      code: 404,
    });
  });
});

describe('persistence', () => {
  it('migrations are numbered, applied in order and recorded with the demo seed; a restart applies nothing', async () => {
    const versions = (
      await h.rows<{ version: string }>('select version from schema_migrations order by applied_at, version')
    ).map((r) => r.version);
    const files = readdirSync(new URL('../../server/db/migrations/', import.meta.url))
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => f.replace(/\.sql$/, ''));
    expect(files.slice(0, 2)).toEqual(['001_auth', '002_menus']);
    expect(versions).toEqual([
      ...files,
      REFERENCE_SEED_VERSION,
      SEED_VERSION,
      DEALS_SEED_VERSION,
      REVERSALS_SEED_VERSION,
      ORDERS_SEED_VERSION,
      SEED_SEC_VERSION,
      LEDGER_SEED_VERSION,
    ]);
    const users = await h.rows('select * from users order by user_id');
    expect(await migrate(h.db)).toEqual([]);
    const again = await buildApp({ db: h.db });
    await again.ready();
    await again.close();
    expect(await h.rows('select * from users order by user_id')).toEqual(users);
  });

  it('a database seeded before the reference data had a step of its own gets none of it again', async () => {
    const count = async () =>
      (
        await h.rows<{ n: string }>(
          `select (select count(*) from menus) || '/' || (select count(*) from roles) || '/' || (select count(*) from orgs) as n`,
        )
      )[0]!.n;
    const before = await count();
    await h.db.query('delete from schema_migrations where version = $1', [REFERENCE_SEED_VERSION]);
    expect(await seedReference(h.db)).toBe(true);
    expect(await count()).toBe(before);
  });

  it('passwords are stored as salted scrypt hashes (scrypt$N$r$p$salt$hash)', async () => {
    const hashes = (await h.rows<{ password_hash: string }>('select password_hash from users')).map(
      (r) => r.password_hash,
    );
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes)
      expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(new Set(hashes.map((x) => x.split('$')[4])).size).toBe(hashes.length);
  });

  it('a transaction is all or nothing; nested tx joins it', async () => {
    await expect(
      h.db.tx(async (t) => {
        await t.query("insert into roles (role_name, role_cnname) values ('ROLE_TX', '事务')");
        await t.tx((n) => n.query("insert into roles (role_name, role_cnname) values ('ROLE_TX2', '事务2')"));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await h.rows("select * from roles where role_name like 'ROLE_TX%'")).toEqual([]);
    await h.db.tx((t) => t.query("insert into roles (role_name, role_cnname) values ('ROLE_TX', '事务')"));
    expect(await h.rows("select * from roles where role_name = 'ROLE_TX'")).toHaveLength(1);
  });

  it('parameters are bound: text, null, arrays and hostile strings round-trip unchanged', async () => {
    const hostile = "x'); drop table users; --";
    const [row] = await h.rows<{ a: string; b: null; c: number[] }>(
      'select $1::text as a, $2::text as b, $3::int[] as c',
      [hostile, null, [1, 2]],
    );
    expect(row).toEqual({ a: hostile, b: null, c: [1, 2] });
    expect((await h.rows('select * from users')).length).toBeGreaterThan(0);
  });
});
