import pg from 'pg';
import type { Db } from './types';

export interface PgOptions {
  /** A schema to create (if missing) and put first on the search_path, e.g. one per test file. */
  schema?: string;
  max?: number;
  /**
   * Told when PostgreSQL ends a session the pool holds (a restart, a failover, `pg_terminate_backend`):
   * the client is dropped and the next query opens a new one. Default: a line on stderr.
   */
  onConnectionError?: (err: Error) => void;
  /** A query waits at most this long for a connection while PostgreSQL is unreachable (default 5 s), then fails with 503. */
  connectTimeoutMs?: number;
}

const logConnectionError = (err: Error) => console.error(`数据库连接中断（将重新连接）：${err.message}`);

// Dates stay Date objects; int8 (counts, sums) become numbers like in PGlite.
pg.types.setTypeParser(20, (v) => Number(v));

type Queryable = Pick<pg.PoolClient, 'query'>;

function runner(client: Queryable) {
  return async <T>(sql: string, params: unknown[] = []) => {
    const res = await client.query(sql, params);
    return { rows: res.rows as T[] };
  };
}

/** PostgreSQL through a `pg.Pool` (`DATABASE_URL`), for production and several stateless instances. */
export async function createPgDb(url: string, opts: PgOptions = {}): Promise<Db> {
  const schema = opts.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`无效的 schema 名称: ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema if not exists ${schema}`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // Without a listener, an error on an idle client (PostgreSQL ended its session) would be thrown by
  // the pool's EventEmitter and end the process. pg-pool has already dropped the broken client.
  const onConnectionError = opts.onConnectionError ?? logConnectionError;
  pool.on('error', (err) => onConnectionError(err));
  const close = () => pool.end();

  const txOn = (client: pg.PoolClient): Db => {
    const inner: Db = {
      driver: 'pg',
      query: runner(client),
      exec: async (sql) => void (await client.query(sql)),
      tx: (fn) => fn(inner),
      close,
    };
    return inner;
  };

  return {
    driver: 'pg',
    query: runner(pool),
    exec: async (sql) => void (await pool.query(sql)),
    async tx(fn) {
      const client = await pool.connect();
      // The session may end while the transaction holds the client: the next query then fails (and the
      // transaction with it), the client is not given back to the pool.
      let broken: Error | undefined;
      const onError = (err: Error) => {
        broken = err;
        onConnectionError(err);
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await fn(txOn(client));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch((e: unknown) => {
          broken ??= e instanceof Error ? e : new Error(String(e));
        });
        throw err;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    close,
  };
}
