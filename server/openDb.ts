/**
 * Opening the database the environment names (the server, the admin command and the scale seed share it).
 * Apart from start.ts so that main.ts can begin it before it loads the rest of the server.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createPgDb, createPgliteDb, type Db } from './db';

/**
 * PostgreSQL when `DATABASE_URL` is set (any number of instances), else PGlite in `${dataDir}/pgdata`,
 * which one process at a time may open (`pgdata.lock`: a second instance stops with a clear message).
 * The admin command (admin.ts) opens the same database the same way.
 */
export async function openDb(env: NodeJS.ProcessEnv): Promise<Db> {
  const url = env.DATABASE_URL;
  if (url) return createPgDb(url);
  const dataDir = dataDirOf(env);
  await mkdir(dataDir, { recursive: true });
  return createPgliteDb(join(dataDir, 'pgdata'), { sharedBuffers: env.EMBEDDED_SHARED_BUFFERS || undefined });
}

export const dataDirOf = (env: NodeJS.ProcessEnv) => resolve(env.DATA_DIR ?? './data');
