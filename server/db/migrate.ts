import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './types';

/**
 * Advisory lock so that several instances starting together migrate and seed one at a time: this
 * class of lock, keyed by the schema the instances work in (`public` in production; the test files'
 * own schemas of one database then do not wait for each other).
 */
export const MIGRATION_LOCK = 7_302_026;
const LOCK = 'select pg_advisory_xact_lock($1, hashtext(current_schema()))';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/** Runs `fn` once per database under `version`, in a transaction, recorded in schema_migrations. */
export async function runOnce(db: Db, version: string, fn: (db: Db) => Promise<void>): Promise<boolean> {
  return db.tx(async (t) => {
    await t.query(LOCK, [MIGRATION_LOCK]);
    const done = await t.query('select 1 from schema_migrations where version = $1', [version]);
    if (done.rows.length > 0) return false;
    await fn(t);
    await t.query('insert into schema_migrations (version) values ($1)', [version]);
    return true;
  });
}

const migrationFiles = async () =>
  (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();

/**
 * The versions of `migrations/` the database has not applied (readiness: an instance of newer code on an
 * older database is not ready until the migration ran). Fails when the database does not answer.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>('select version from schema_migrations');
  const applied = new Set(rows.map((r) => r.version));
  return (await migrationFiles()).map((f) => f.replace(/\.sql$/, '')).filter((v) => !applied.has(v));
}

/** Applies the numbered SQL files of `migrations/` in order; answers the versions applied now. */
export async function migrate(db: Db): Promise<string[]> {
  await db.tx(async (t) => {
    await t.query(LOCK, [MIGRATION_LOCK]);
    await t.exec(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
  });
  const files = await migrationFiles();
  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
    const version = file.replace(/\.sql$/, '');
    if (await runOnce(db, version, (t) => t.exec(sql))) applied.push(version);
  }
  return applied;
}
