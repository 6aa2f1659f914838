/**
 * `npm run db:move -- --to <DATABASE_URL>` (docs/operations.md, Moving to PostgreSQL): every table of the
 * embedded database but the sessions goes into an empty database, row for row, the counts are checked, the
 * sequences go on after the copied keys, and a database that is not empty is refused. With DATABASE_URL set
 * (`npm run test:pg`) the target is a fresh schema of that PostgreSQL; without it, an empty embedded database.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDb, createPgliteDb, type Db } from '../../server/db';
import { moveDatabase, MoveRefused, type MovedTable } from '../../server/db/move';
import { seedScale } from '../../server/seed/scale';
import { BOOT_TIMEOUT } from './helpers';
import { templatedPgliteDb, TEST_SCRYPT_N } from './pgliteTemplate';

const url = process.env.DATABASE_URL;
let source: Db;
let target: Db;
let dropTarget = async () => undefined as void;
let moved: MovedTable[];

async function emptyTarget(): Promise<Db> {
  if (!url) return createPgliteDb();
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await createPgDb(url, { schema, max: 2 });
  dropTarget = async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  };
  return db;
}

const TABLES = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
                 where n.nspname = current_schema() and c.relkind in ('r', 'p') order by c.relname`;

/** Each table's row count and the md5 of its rows as text, sorted: the same settings on both sides. */
async function checksums(db: Db): Promise<Record<string, string>> {
  return db.tx(async (t) => {
    await t.exec("set local timezone = 'UTC'");
    await t.exec("set local datestyle = 'ISO, YMD'");
    await t.exec('set local extra_float_digits = 3');
    const out: Record<string, string> = {};
    for (const { name } of (await t.query<{ name: string }>(TABLES)).rows) {
      const { rows } = await t.query<{ n: number | string; sum: string }>(
        `select count(*) as n, md5(coalesce(string_agg(x, E'\\n' order by x collate "C"), '')) as sum
           from (select r::text as x from "${name}" r) s`,
      );
      out[name] = `${Number(rows[0]!.n)} ${rows[0]!.sum}`;
    }
    return out;
  });
}

beforeAll(async () => {
  source = await templatedPgliteDb();
  // The demo data and a few thousand generated rows (users, log, settlements, applications, tickets).
  await seedScale(
    source,
    { users: 1000, dealLog: 2000, settlements: 1000, sec: 300, tickets: 300 },
    1,
    () => undefined,
    TEST_SCRYPT_N,
  );
  await source.query(
    `insert into sessions (token_hash, user_id, expires_at)
     select repeat('a', 64), user_id, now() + interval '1 hour' from users where username = 'admin'`,
  );
  target = await emptyTarget();
  moved = await moveDatabase(source, target, { batchRows: 500 });
}, 4 * BOOT_TIMEOUT);

afterAll(async () => {
  await target?.close();
  await dropTarget();
  await source?.close();
});

describe('moving the embedded database into an empty one', () => {
  it('copies every table but the sessions: the same rows on both sides, table by table', async () => {
    const [before, after] = [await checksums(source), await checksums(target)];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    const { sessions: sessionsBefore, ...rest } = before;
    expect(sessionsBefore).toMatch(/^1 /);
    expect(after.sessions).toMatch(/^0 /);
    for (const [table, sum] of Object.entries(rest))
      expect({ table, sum: after[table] }).toEqual({ table, sum });
    expect(Number(before.users!.split(' ')[0])).toBeGreaterThan(1000);
    expect(Number(before.deal_log!.split(' ')[0])).toBeGreaterThanOrEqual(2000);
    expect(moved.map((m) => m.table)).not.toContain('sessions');
  });

  it('sets every sequence past the copied keys: new rows get new ids', async () => {
    const { rows: max } = await source.query<{ id: number }>('select max(user_id) as id from users');
    const { rows } = await target.query<{ id: number }>(
      `insert into users (username, password_hash, org_code, org_name, contact, mobile, user_type_id)
       values ('13911112222', 'x', '9999', '平台运营中心', '新用户', '13911112222', 1) returning user_id as id`,
    );
    expect(rows[0]!.id).toBeGreaterThan(max[0]!.id);
  });

  it('refuses a database that is not empty, and writes nothing into it', async () => {
    const before = await checksums(target);
    const err = await moveDatabase(source, target).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MoveRefused);
    expect((err as Error).message).toMatch(
      /^目标数据库不是空的（schema \w+ 中已有 \d+ 个表、视图或序列）：迁移只写入空的数据库，请新建一个空数据库后再试。$/,
    );
    expect(await checksums(target)).toEqual(before);
  });
});
