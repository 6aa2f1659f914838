import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Db, QueryOptions } from './types';

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

type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * Statement names by text (`prepare`); the texts are fixed ones of the code, capped all the same. Not a
 * cache that drops what it holds: a name once given stays prepared on every connection that ran it, so
 * the cap is how many statements a session may hold, and a text past it runs unprepared
 * (docs/architecture.md, Caches).
 */
const statementNames = new Map<string, string | null>();
export const STATEMENTS_MAX = 256;

/**
 * The name of a prepared statement for this text (the same on every connection and every pool), or
 * undefined: not asked for, over the cap, or given up (see `runner`).
 */
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < STATEMENTS_MAX) {
    name = `yb_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name ?? undefined;
}

/**
 * PostgreSQL refuses a prepared statement whose result columns changed under it (a migration run by
 * another instance altered a column): "cached plan must not change result type", on every connection that
 * prepared it, for as long as the connection lives.
 */
const changedResultType = (err: unknown) =>
  (err as { code?: string }).code === '0A000' && /cached plan/.test((err as Error).message);

/** `retry`: the client runs no transaction, so a failed statement may be run again. */
function runner(client: Queryable, retry: boolean) {
  return async <T>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
    const name = options?.prepare ? statementName(sql) : undefined;
    if (!name) return { rows: (await client.query(sql, params)).rows as T[] };
    try {
      // Parsed once per connection (node-postgres remembers which names it has sent on each).
      return { rows: (await client.query({ name, text: sql, values: params })).rows as T[] };
    } catch (err) {
      if (!changedResultType(err)) throw err;
      // This process runs the text unprepared from now on; outside a transaction this call is run
      // again at once, inside one the transaction has failed and the caller sees the error.
      statementNames.set(sql, null);
      if (!retry) throw err;
      return { rows: (await client.query(sql, params)).rows as T[] };
    }
  };
}

/** PostgreSQL through a `pg.Pool` (`DATABASE_URL`), for production and several stateless instances. */
export async function createPgDb(url: string, opts: PgOptions = {}): Promise<Db> {
  // Loaded here: a server on the embedded database never needs it (docs/performance.md).
  const { default: pg } = await import('pg');
  // Dates stay Date objects; int8 (counts, sums) become numbers like in PGlite.
  pg.types.setTypeParser(20, (v) => Number(v));
  const schema = opts.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`无效的 schema 名称: ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema if not exists ${schema}`);
    await admin.end();
  }
  const poolOf = (max: number, statementTimeoutMs?: number) => {
    const settings = [
      ...(schema ? [`-c search_path=${schema}`] : []),
      ...(statementTimeoutMs ? [`-c statement_timeout=${statementTimeoutMs}`] : []),
    ];
    return new pg.Pool({
      connectionString: url,
      max,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
      ...(settings.length ? { options: settings.join(' ') } : {}),
    });
  };
  const pool = poolOf(opts.max ?? 10);
  // readNow: one connection of its own, so that the sessions generation every protected request waits
  // for is read at once instead of queueing behind the list queries that fill the pool under load.
  const lane = poolOf(1);
  // Without a listener, an error on an idle client (PostgreSQL ended its session) would be thrown by
  // the pool's EventEmitter and end the process. pg-pool has already dropped the broken client.
  const onConnectionError = opts.onConnectionError ?? logConnectionError;
  pool.on('error', (err) => onConnectionError(err));
  lane.on('error', (err) => onConnectionError(err));
  // withStatementTimeout: a pool per timeout whose connections PostgreSQL starts with that
  // statement_timeout (no `set` per request); the lists' connections apart from the others', so that
  // lists cannot take the connections logins, deals and writes wait for.
  const timed = new Map<number, { pool: pg.Pool; db: Db }>();
  const close = async () => {
    await Promise.all([pool.end(), lane.end(), ...[...timed.values()].map((t) => t.pool.end())]);
  };
  const readLane = runner(lane, true);
  const timedDb = (ms: number): Db => {
    const whole = Math.max(1, Math.ceil(ms));
    let entry = timed.get(whole);
    if (!entry) {
      const timedPool = poolOf(opts.max ?? 10, whole);
      timedPool.on('error', (err) => onConnectionError(err));
      const run = runner(timedPool, true);
      entry = {
        pool: timedPool,
        db: {
          driver: 'pg',
          query: run,
          readNow: (sql, params) => readLane(sql, params, { prepare: true }),
          exec: async (sql) => void (await timedPool.query(sql)),
          tx: txIn(timedPool),
          close,
        },
      };
      timed.set(whole, entry);
    }
    return entry.db;
  };

  const txOn = (client: pg.PoolClient): Db => {
    const inner: Db = {
      driver: 'pg',
      query: runner(client, false),
      exec: async (sql) => void (await client.query(sql)),
      tx: (fn) => fn(inner),
      close,
    };
    return inner;
  };

  const txIn =
    (from: pg.Pool): Db['tx'] =>
    async (fn) => {
      const client = await from.connect();
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
    };

  const db: Db = {
    driver: 'pg',
    query: runner(pool, true),
    withStatementTimeout: timedDb,
    readNow: (sql, params) => readLane(sql, params, { prepare: true }),
    exec: async (sql) => void (await pool.query(sql)),
    poolStats: () => {
      const pools = [pool, lane, ...[...timed.values()].map((t) => t.pool)];
      const sum = (f: (p: pg.Pool) => number) => pools.reduce((n, p) => n + f(p), 0);
      return {
        open: sum((p) => p.totalCount),
        idle: sum((p) => p.idleCount),
        waiting: sum((p) => p.waitingCount),
      };
    },
    tx: txIn(pool),
    close,
  };
  return db;
}
