/**
 * Two instances on one database: on PostgreSQL two pools on one new schema (dropped at the end), migrated
 * and seeded unless `empty` (the instances then start together on it, as on a new database); on PGlite,
 * which one process opens, one database shared by two apps of this process.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgDb, migrate, type Db } from '../../server/db';
import { seedDemo } from '../../server/seed';
import { templatedPgliteDb, TEST_SCRYPT_N } from './pgliteTemplate';

export interface Pair {
  dbs: [Db, Db];
  close(): Promise<void>;
}

export async function postgresPair(dbUrl: string, prefix: string, { empty = false } = {}): Promise<Pair> {
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`;
  const a = await createPgDb(dbUrl, { schema, max: 4 });
  const b = await createPgDb(dbUrl, { schema, max: 4 });
  if (!empty) {
    await migrate(a);
    await seedDemo(a, { scryptN: TEST_SCRYPT_N });
  }
  return {
    dbs: [a, b],
    async close() {
      await Promise.all([a.close(), b.close()]);
      const admin = new pg.Client({ connectionString: dbUrl });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

export async function pglitePair(): Promise<Pair> {
  const db = await templatedPgliteDb();
  return { dbs: [db, db], close: () => db.close() };
}

/** The drivers to run a suite of two instances on: PGlite, and PostgreSQL when DATABASE_URL is set. */
export const pairDrivers = (prefix: string) => {
  const url = process.env.DATABASE_URL;
  return [
    ['PGlite', pglitePair] as const,
    ...(url ? [['PostgreSQL, two pools', () => postgresPair(url, prefix)] as const] : []),
  ];
};
