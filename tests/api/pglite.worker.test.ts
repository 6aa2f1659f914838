/**
 * PGlite runs in a worker thread behind the same `Db` interface. Values, errors, transactions
 * and dumps cross the thread as they did in the main thread, and the sessions generation is pushed to the
 * session cache (no query per request) while logout still ends a cached session at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDb, type Db, type PgliteDb } from '../../server/db';
import { startParams } from '../../server/db/pglite';
import { BOOT_TIMEOUT, build, type Harness } from './helpers';
import { templatedPgliteDb } from './pgliteTemplate';

describe('PGlite in a worker thread', () => {
  let db: PgliteDb;
  beforeAll(async () => {
    db = await createPgliteDb();
    await db.exec('create table t (id int primary key, at timestamptz, tags text[], data bytea, doc jsonb)');
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    await db?.close();
  });

  it('shared_buffers is 16MB unless EMBEDDED_SHARED_BUFFERS says otherwise (memory at rest)', async () => {
    expect((await db.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]!.shared_buffers).toBe(
      '16MB',
    );
    const larger = await createPgliteDb(undefined, { sharedBuffers: '32MB' });
    try {
      expect(
        (await larger.query<{ s: string }>('select current_setting($1) as s', ['shared_buffers'])).rows[0]!.s,
      ).toBe('32MB');
    } finally {
      await larger.close();
    }
    expect(() => startParams('lots')).toThrow(
      'EMBEDDED_SHARED_BUFFERS 应为数字加单位（kB、MB 或 GB），例如 16MB：lots',
    );
  });

  it('values cross the thread with their types', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    await db.query('insert into t values ($1, $2, $3, $4, $5)', [
      1,
      at,
      ['甲', 'b'],
      Buffer.from([1, 2, 3]),
      JSON.stringify({ a: 1 }),
    ]);
    const [row] = (
      await db.query<{ id: number; at: Date; tags: string[]; data: Uint8Array; doc: unknown }>(
        'select * from t where id = $1',
        [1],
      )
    ).rows;
    expect(row!.at).toBeInstanceOf(Date);
    expect(row!.at.getTime()).toBe(at.getTime());
    expect(row!.tags).toEqual(['甲', 'b']);
    expect([...row!.data]).toEqual([1, 2, 3]);
    expect(row!.doc).toEqual({ a: 1 });
  });

  it('a database error keeps its code and constraint', async () => {
    const err = await db.query('insert into t (id) values (1)').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('a transaction commits, rolls back when its function throws, and nested calls join it', async () => {
    await db.tx(async (t) => {
      await t.query('insert into t (id) values (2)');
      await t.tx(async (inner) => inner.query('insert into t (id) values (3)'));
    });
    await expect(
      db.tx(async (t) => {
        await t.query('insert into t (id) values (4)');
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    const ids = (await db.query<{ id: number }>('select id from t order by id')).rows.map((r) => r.id);
    expect(ids).toEqual([1, 2, 3]);
  });

  it('a failing COMMIT (a deferred constraint) rejects the transaction', async () => {
    await db.exec(`create table d (id int, constraint d_u unique (id) deferrable initially deferred)`);
    await expect(
      db.tx(async (t) => {
        await t.query('insert into d values (1)');
        await t.query('insert into d values (1)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('select * from d')).rows).toEqual([]);
  });

  it('a dump loads into another instance', async () => {
    const copy = await createPgliteDb(undefined, { loadDataDir: await db.dumpDataDir() });
    try {
      expect((await copy.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n).toBe(3);
    } finally {
      await copy.close();
    }
  });
});

describe('PGlite pushes the stamp (sessions generation and table versions)', () => {
  let h: Harness;
  let raw: Db;
  let generationReads = 0;

  beforeAll(async () => {
    raw = await templatedPgliteDb();
    const counted: Db = {
      ...raw,
      query: (sql, params) => {
        if (/from session_generation/.test(sql) && !/join/.test(sql)) generationReads += 1;
        return raw.query(sql, params);
      },
    };
    h = await build({ db: counted });
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    await h?.close();
    await raw?.close();
  });

  it('cached sessions are served without reading the generation, and a logout still ends one at once', async () => {
    const token = await h.tokenOf('H21010200001');
    const before = generationReads;
    for (let i = 0; i < 5; i++) {
      expect(await h.call('GET', '/commondeal/api/menus/tree', { token })).toMatchObject({ code: 0 });
    }
    expect(generationReads - before).toBe(0);
    expect(await h.call('POST', '/commondeal/api/auth/logout', { token })).toMatchObject({ code: 0 });
    expect(await h.call('GET', '/commondeal/api/menus/tree', { token })).toMatchObject({
      status: 401,
      message: '登录已过期，请重新登录',
    });
  });
});
