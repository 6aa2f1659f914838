/** A throw-away PostgreSQL schema for a bench: created by `createPgDb`, dropped whatever happens. */
import pg from 'pg';
import { createPgDb, type Db } from '../server/db';

export async function inThrowAwaySchema<T>(
  url: string,
  schema: string,
  work: (db: Db) => Promise<T>,
  options: { max?: number } = {},
): Promise<T> {
  const db = await createPgDb(url, { schema, ...options });
  try {
    return await work(db);
  } finally {
    await db.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}
