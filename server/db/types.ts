/** The one query layer every repository uses. Parameters are always bound ($1…), never interpolated. */
export interface Db {
  /** Runs one statement with bound parameters. */
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Inside `fn` use
   * the `db` it receives (nested `tx` calls on it join the same transaction).
   */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations only). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** Which driver answers: for logs and the few places where the two differ. */
  readonly driver: 'pglite' | 'pg';
}
