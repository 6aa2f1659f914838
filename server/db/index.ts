export type { Db, QueryOptions, Stamp } from './types';
export { createPgliteDb, type PgliteDb } from './pglite';
export { createPgDb, type PgOptions } from './pg';
export { migrate, pendingMigrations } from './migrate';
