/** How a statement is run (hints a driver may ignore). */
export interface QueryOptions {
  /**
   * Keep the statement prepared on each connection (PostgreSQL: a named statement, parsed once per
   * connection and planned by PostgreSQL's plan cache). Only for fixed texts run on every request (the
   * lists, the session lookup): each distinct text stays prepared on each connection of the pool.
   * PGlite ignores it.
   */
  prepare?: boolean;
}

/**
 * What the per-instance caches check before serving from memory, read together: the sessions generation
 * (migration 014) and the version of each table a cached list reads (migration 022).
 */
export interface Stamp {
  readonly gen: number;
  readonly versions: ReadonlyMap<string, number>;
}

/** The stamp's read: the generation as the row `session`, then one row per versioned table. */
export const STAMP_SQL = `select 'session' as name, gen as version from session_generation where id = 1
                          union all select name, version from data_versions`;

/** A stamp from the rows of STAMP_SQL. */
export function stampFrom(rows: readonly { name: string; version: unknown }[]): Stamp {
  const versions = new Map<string, number>();
  let gen = 0;
  for (const { name, version } of rows) {
    if (name === 'session') gen = Number(version);
    else versions.set(name, Number(version));
  }
  return { gen, versions };
}

/** The one query layer every repository uses. Parameters are always bound ($1…), never interpolated. */
export interface Db {
  /** Runs one statement with bound parameters. */
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
  /**
   * Runs one short read that must not wait behind the pool's queue: the sessions generation every
   * protected request waits for. PostgreSQL runs it on a connection of its own; absent, `query` runs it.
   */
  readNow?<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Inside `fn` use
   * the `db` it receives (nested `tx` calls on it join the same transaction).
   */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations only). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * The stamp (sessions generation and data versions) as pushed by the database, when this driver is told
   * of each change before the answer of the commit that made it (PGlite, the only server of its database):
   * `undefined` when not known, and `stampOf` then reads it.
   */
  pushedStamp?: () => Promise<Stamp | undefined>;
  /** Which driver answers: for logs and the few places where the two differ. */
  readonly driver: 'pglite' | 'pg';
  /** The pool now (for `/metrics`): connections open and idle, queries waiting for one. */
  poolStats?(): PoolStats;
  /**
   * The same database, each statement of which PostgreSQL ends after `ms` (`statement_timeout`, error
   * 57014): the list routes' queries (docs/server.md#list-routes-timeout-and-concurrency). Absent where the
   * database cannot end a statement (PGlite): the route then answers at its deadline alone.
   */
  withStatementTimeout?(ms: number): Db;
}

export interface PoolStats {
  open: number;
  idle: number;
  waiting: number;
}
