import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './types';

type Runner = Pick<Transaction, 'query' | 'exec'>;

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

/** Embedded PostgreSQL (PGlite): a directory on disk, or in memory when no directory is given. */
export async function createPgliteDb(dir?: string): Promise<Db> {
  const pg = dir ? await PGlite.create(dir) : await PGlite.create();
  const close = () => pg.close();
  const root: Db = wrap(
    pg,
    (fn) =>
      pg.transaction(async (t) => {
        const inner: Db = wrap(t, (nested) => nested(inner), close);
        return fn(inner);
      }),
    close,
  );
  return root;
}
