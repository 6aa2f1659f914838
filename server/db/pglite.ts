import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './dataDirLock';
import type { Db } from './types';

type Runner = Pick<Transaction, 'query' | 'exec'>;

export interface PgliteDb extends Db {
  /** A tarball of the whole database, to start other instances from (`loadDataDir`). */
  dumpDataDir(): Promise<Blob>;
}

function wrap(runner: Runner, tx: Db['tx'], close: Db['close']): Db {
  return {
    driver: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await runner.query<T>(sql, params);
      return { rows: res.rows };
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
    tx,
    close,
  };
}

/**
 * Embedded PostgreSQL (PGlite): a directory on disk, or in memory when no directory is given.
 * `loadDataDir` starts from a dump instead of an empty cluster (much faster than initdb).
 * A directory is opened by one process only (`<dir>.lock`, see dataDirLock): a second one fails at once.
 */
export async function createPgliteDb(dir?: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  const unlock = dir ? await lockDataDir(dir) : async () => undefined;
  let pg: PGlite;
  try {
    // pg_trgm: the user list's substring filter is served by a trigram index (migration 014).
    pg = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm }, ...options });
  } catch (err) {
    await unlock();
    throw err;
  }
  const close = async () => {
    await pg.close();
    await unlock();
  };
  const root = wrap(
    pg,
    (fn) =>
      pg.transaction(async (t) => {
        const inner: Db = wrap(t, (nested) => nested(inner), close);
        return fn(inner);
      }),
    close,
  );
  return { ...root, dumpDataDir: () => pg.dumpDataDir('none') };
}
