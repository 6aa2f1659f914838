/**
 * The PostgreSQL driver's two aids of the list calls under load: statements kept prepared
 * per connection (`prepare`), and `readNow`, the connection of its own on which the sessions generation is
 * read. PostgreSQL only (PGlite ignores `prepare` and has no `readNow`).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDb, type Db } from '../../server/db';
import { STATEMENTS_MAX } from '../../server/db/pg';

const url = process.env.DATABASE_URL;
const schema = `t_${randomBytes(6).toString('hex')}`;
const connectionErrors: Error[] = [];
let db: Db;
let admin: pg.Client;

beforeAll(async () => {
  if (!url) return;
  db = await createPgDb(url, { schema, max: 2, onConnectionError: (e) => connectionErrors.push(e) });
  admin = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await admin.connect();
  await db.exec(
    "create table probe (id int primary key, label varchar(10)); insert into probe values (1, 'a')",
  );
});

afterAll(async () => {
  if (!url) return;
  await db?.close();
  await admin?.query(`drop schema if exists ${schema} cascade`);
  await admin?.end();
});

describe.skipIf(!url)('PostgreSQL: prepared statements and readNow (skipped without DATABASE_URL)', () => {
  it('a prepared statement answers with bound parameters on every connection of the pool', async () => {
    const sql = 'select id, label from probe where id = $1';
    const answers = await Promise.all(Array.from({ length: 6 }, () => db.query(sql, [1], { prepare: true })));
    for (const a of answers) expect(a.rows).toEqual([{ id: 1, label: 'a' }]);
    expect((await db.query(sql, [2], { prepare: true })).rows).toEqual([]);
  });

  it('a prepared statement whose result type changed (a migration elsewhere) is run again unprepared', async () => {
    const sql = 'select label from probe where id = $1';
    await Promise.all([1, 2].map(() => db.query(sql, [1], { prepare: true })));
    await admin.query('alter table probe alter column label type varchar(20)');
    for (let i = 0; i < 3; i++)
      expect((await db.query(sql, [1], { prepare: true })).rows).toEqual([{ label: 'a' }]);
    // Inside a transaction the statement is not retried, but the text is no longer prepared.
    expect(await db.tx((t) => t.query(sql, [1], { prepare: true }))).toEqual({ rows: [{ label: 'a' }] });
  });

  it(`a connection holds at most ${STATEMENTS_MAX} prepared statements: texts beyond them run unprepared`, async () => {
    const one = await createPgDb(url!, { schema, max: 1 });
    try {
      const texts = Array.from({ length: STATEMENTS_MAX + 44 }, (_, i) => `select $1::int + ${i} as n`);
      for (const [i, sql] of texts.entries())
        expect((await one.query<{ n: number }>(sql, [1], { prepare: true })).rows).toEqual([{ n: i + 1 }]);
      const held = await one.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
      expect(held.rows[0]!.n).toBeGreaterThan(0);
      expect(held.rows[0]!.n).toBeLessThanOrEqual(STATEMENTS_MAX);
    } finally {
      await one.close();
    }
  });

  it('readNow answers while every connection of the pool is busy', async () => {
    const busy = Promise.all([1, 2].map(() => db.query('select pg_sleep(0.8)')));
    await sleep(100);
    const started = performance.now();
    const { rows } = await db.readNow!<{ one: number }>('select 1 as one');
    expect(rows).toEqual([{ one: 1 }]);
    expect(performance.now() - started).toBeLessThan(500);
    await busy;
  });

  it('readNow survives the end of its session (a restart): the next read opens a new one', async () => {
    const { rows } = await db.readNow!<{ pid: number }>('select pg_backend_pid() as pid');
    const before = connectionErrors.length;
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await sleep(300);
    expect(connectionErrors.length).toBeGreaterThan(before);
    const next = await db.readNow!<{ pid: number }>('select pg_backend_pid() as pid');
    expect(next.rows[0]!.pid).not.toBe(rows[0]!.pid);
  });
});
