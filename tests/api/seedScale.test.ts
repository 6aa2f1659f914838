/**
 * `npm run seed:scale` (server/seed/scale.ts): the volumes asked for, the same rows from the same seed,
 * other rows from another, a second run adding nothing, and the demo accounts left as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db';
import { SCALE_ORG, SCALE_PASSWORD, seedScale, type ScaleCounts } from '../../server/seed/scale';
import { verifyPassword } from '../../server/services/passwords';
import { BOOT_TIMEOUT } from './helpers';
import { TEST_SCRYPT_N, templatedPgliteDb } from './pgliteTemplate';

const COUNTS: ScaleCounts = { users: 300, dealLog: 2_000, settlements: 1_500, sec: 120, tickets: 80 };
const quiet = () => undefined;
const dbs: Db[] = [];

async function seeded(seed: number): Promise<Db> {
  const db = await templatedPgliteDb();
  dbs.push(db);
  await seedScale(db, COUNTS, seed, quiet, TEST_SCRYPT_N);
  return db;
}

const one = async <T>(db: Db, sql: string) => (await db.query<T>(sql)).rows[0]!;
/** A fingerprint of the generated rows: the same rows give the same text. */
const fingerprint = (db: Db) =>
  one<{ f: string }>(
    db,
    `select md5(string_agg(msgid || infno || infcode || to_char(inf_time, 'YYYYMMDDHH24MISS'), ',' order by msgid)) as f
     from deal_log where msgid like '${SCALE_ORG}202609%' or msgid like '${SCALE_ORG}202610%'`,
  );

let a: Db;
let demoUsers: number;
beforeAll(async () => {
  if (process.env.DATABASE_URL) return;
  const fresh = await templatedPgliteDb();
  dbs.push(fresh);
  demoUsers = (await one<{ n: number }>(fresh, 'select count(*)::int as n from users')).n;
  a = await seeded(7);
}, BOOT_TIMEOUT);
afterAll(async () => Promise.all(dbs.map((d) => d.close())));

// Runs on the embedded database whatever the suite's: the PostgreSQL pass (test:pg) would only repeat it.
describe.skipIf(Boolean(process.env.DATABASE_URL))('seed:scale', () => {
  it('makes the volumes asked for: users, the log and settlements of the demo hospital, applications, tickets', async () => {
    const n = async (sql: string) => (await one<{ n: number }>(a, sql)).n;
    expect(await n(`select count(*)::int as n from users where username like '150%'`)).toBe(COUNTS.users);
    expect(
      await n(`select count(*)::int as n from deal_log where fixmedins_code = '${SCALE_ORG}'`),
    ).toBeGreaterThanOrEqual(COUNTS.dealLog);
    expect(await n(`select count(*)::int as n from org_settlements where setl_id like 'SS%'`)).toBe(
      COUNTS.settlements,
    );
    expect(await n('select count(*)::int as n from sec_applications')).toBe(COUNTS.sec);
    expect(await n('select count(*)::int as n from order_tickets')).toBeGreaterThanOrEqual(COUNTS.tickets);
  });

  it(
    'the same seed gives the same rows; another seed other rows',
    async () => {
      const again = await seeded(7);
      const other = await seeded(8);
      expect((await fingerprint(again)).f).toBe((await fingerprint(a)).f);
      expect((await fingerprint(other)).f).not.toBe((await fingerprint(a)).f);
    },
    BOOT_TIMEOUT,
  );

  it('a second run adds nothing, and the demo accounts are as they were', async () => {
    const before = (await one<{ n: number }>(a, 'select count(*)::int as n from users')).n;
    await seedScale(a, COUNTS, 7, quiet, TEST_SCRYPT_N);
    expect((await one<{ n: number }>(a, 'select count(*)::int as n from users')).n).toBe(before);
    expect(before - COUNTS.users).toBe(demoUsers);
    const scaleUser = await one<{ password_hash: string }>(
      a,
      `select password_hash from users where username = '15000000001'`,
    );
    expect(await verifyPassword(SCALE_PASSWORD, scaleUser.password_hash)).toBe(true);
  });
});
