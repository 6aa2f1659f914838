/**
 * A PostgreSQL restart or failover costs a few failed requests, never the server: when PostgreSQL ends the
 * sessions of the pool (`pg_terminate_backend`, as on a restart), the process survives, idle clients are
 * dropped, a request that loses its session answers 503 with a Chinese message, and the next requests
 * succeed. PostgreSQL only (PGlite runs in the process, it has no sessions to lose).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDb, type Db } from '../../server/db';
import { BOOT_TIMEOUT, build, type Harness } from './helpers';

const url = process.env.DATABASE_URL;
const UNAVAILABLE = '数据库暂时不可用，请稍后再试';

let h: Harness;
let db: Db;
let admin: pg.Client;
const schema = `t_${randomBytes(6).toString('hex')}`;
const connectionErrors: Error[] = [];
/** When set, the next query of the app runs on a session PostgreSQL ends under it. */
let loseNextSession = false;
/** When set, the app's queries go to a PostgreSQL that refuses connections (as while it restarts). */
let unreachable: Db | undefined;

beforeAll(async () => {
  if (!url) return;
  const real = await createPgDb(url, { schema, max: 4, onConnectionError: (e) => connectionErrors.push(e) });
  db = {
    ...real,
    query: (sql, params) => {
      if (unreachable) return unreachable.query(sql, params);
      if (!loseNextSession) return real.query(sql, params);
      loseNextSession = false;
      return real.query('select pg_terminate_backend(pg_backend_pid())');
    },
  };
  h = await build({ db });
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
}, BOOT_TIMEOUT);

afterAll(async () => {
  if (!url) return;
  await h?.close();
  await db?.close();
  await admin?.query(`drop schema if exists ${schema} cascade`);
  await admin?.end();
});

/** The backend ids of every client of the app's pool (four concurrent queries hold all four). */
async function poolBackends(): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: 4 }, () =>
      db.query<{ pid: number }>('select pg_backend_pid() as pid, pg_sleep(0.05)'),
    ),
  );
  return [...new Set(answers.map((a) => a.rows[0]!.pid))];
}

const terminate = (pids: number[]) =>
  admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);

describe.skipIf(!url)(
  'PostgreSQL ends the sessions of the pool (skipped without DATABASE_URL: PGlite has no sessions)',
  () => {
    it('idle clients: the process survives, the broken clients are dropped, the next requests succeed', async () => {
      const token = await h.tokenOf('admin');
      const pids = await poolBackends();
      expect(pids.length).toBeGreaterThan(1);
      const before = connectionErrors.length;
      await terminate(pids);
      await sleep(300);
      expect(connectionErrors.length).toBeGreaterThan(before);
      for (let i = 0; i < 3; i++) {
        const res = await h.call('GET', '/commondeal/api/platformrole/list', { token });
        expect(res).toMatchObject({ status: 200, code: 0 });
      }
      expect(await poolBackends()).not.toEqual(expect.arrayContaining(pids));
    });

    it('a request whose session ends answers 503 in Chinese; the next one succeeds', async () => {
      const token = await h.tokenOf('admin');
      loseNextSession = true;
      const lost = await h.call('GET', '/commondeal/api/platformrole/list', { token });
      expect(lost).toEqual({ status: 503, code: 503, message: UNAVAILABLE, data: null });
      await sleep(100);
      const next = await h.call('GET', '/commondeal/api/platformrole/list', { token });
      expect(next).toMatchObject({ status: 200, code: 0 });
    });

    it('PostgreSQL unreachable (restarting): 503 in Chinese, then service resumes', async () => {
      const token = await h.tokenOf('admin');
      const down = new URL(url!);
      down.port = '1';
      unreachable = await createPgDb(down.toString(), { max: 1, connectTimeoutMs: 500 });
      try {
        const res = await h.call('GET', '/commondeal/api/platformrole/list', { token });
        expect(res).toEqual({ status: 503, code: 503, message: UNAVAILABLE, data: null });
      } finally {
        await unreachable.close();
        unreachable = undefined;
      }
      expect(await h.call('GET', '/commondeal/api/platformrole/list', { token })).toMatchObject({ code: 0 });
    });

    it('a transaction whose session ends fails, is not committed, and the pool goes on', async () => {
      await db.exec('create table if not exists failover_probe (n int)');
      const attempt = db.tx(async (t) => {
        await t.query('insert into failover_probe values (1)');
        const { rows } = await t.query<{ pid: number }>('select pg_backend_pid() as pid');
        await terminate([rows[0]!.pid]);
        await sleep(300); // the client, held by the transaction, sees its session end while idle
        await t.query('insert into failover_probe values (2)');
      });
      await expect(attempt).rejects.toThrow();
      expect((await db.query('select n from failover_probe')).rows).toEqual([]);
      const token = await h.tokenOf('admin');
      expect(await h.call('GET', '/commondeal/api/platformrole/list', { token })).toMatchObject({ code: 0 });
    });
  },
);
