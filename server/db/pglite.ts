import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './dataDirLock';
import { createCluster } from './pgliteCluster';
import { stampFrom, STAMP_SQL, type Db, type Stamp } from './types';

type Runner = Pick<Transaction, 'query' | 'exec'>;

export interface PgliteDb extends Db {
  /** A tarball of the whole database (gzip'd if asked), to start other instances from (`loadDataDir`). */
  dumpDataDir(compression?: 'none' | 'gzip'): Promise<Blob>;
}

export interface PgliteOptions {
  /** Start from this dump instead of an empty cluster (much faster than initdb). */
  loadDataDir?: Blob;
  /**
   * Run PGlite in a worker thread (default), so that its queries (WebAssembly, synchronous) do not hold
   * up the main thread's HTTP work; `false` runs it on the calling thread (bench comparisons).
   */
  worker?: boolean;
  /**
   * PostgreSQL's `shared_buffers` (`16MB` by default, `EMBEDDED_SHARED_BUFFERS`): PGlite allocates and
   * zeroes it at start, so it is resident from the first second. PostgreSQL's own default of 128MB cost
   * 112 MB more at rest for no gain on this workload: pages outside it are read from the file system's
   * cache ([performance](../../docs/performance.md#memory-at-rest)).
   */
  sharedBuffers?: string;
}

/** `shared_buffers` unless told otherwise. */
export const DEFAULT_SHARED_BUFFERS = '16MB';
const SHARED_BUFFERS = /^[1-9]\d{0,6}(kB|MB|GB)$/;

/** PGlite's start parameters with this `shared_buffers`; a value PostgreSQL would not take is refused here. */
export function startParams(sharedBuffers = DEFAULT_SHARED_BUFFERS): string[] {
  if (!SHARED_BUFFERS.test(sharedBuffers))
    throw new Error(`EMBEDDED_SHARED_BUFFERS 应为数字加单位（kB、MB 或 GB），例如 16MB：${sharedBuffers}`);
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
}

/** The notification channel migration 021 raises with each new sessions generation. */
const GENERATION_CHANNEL = 'session_generation';
/** The channel migration 022 raises with each new table version (`<table> <version>`). */
const VERSION_CHANNEL = 'data_version';

/**
 * Embedded PostgreSQL (PGlite): a directory on disk, or in memory when no directory is given.
 * A directory is opened by one process only (`<dir>.lock`, see dataDirLock): a second one fails at once.
 * PGlite is then the only server of its database, so it also tells the caches of each new
 * sessions generation and of each new table version (`pushedStamp`), instead of a read per request.
 */
export async function createPgliteDb(dir?: string, options: PgliteOptions = {}): Promise<PgliteDb> {
  const unlock = dir ? await lockDataDir(dir) : async () => undefined;
  try {
    if (dir && !options.loadDataDir && !existsSync(join(dir, 'PG_VERSION')))
      await createCluster(dir, startParams(options.sharedBuffers));
    return options.worker === false
      ? await inThread(dir, options, unlock)
      : await inWorker(dir, options, unlock);
  } catch (err) {
    await unlock();
    throw err;
  }
}

/**
 * The stamp as notified: LISTEN to both channels first, then one read of the stamp; from then on each
 * notification (sent by the commit that raised it, before that commit's answer) moves the generation or a
 * table's version on. `undefined` until listening works (`stampOf` then reads the stamp itself).
 */
function stampWatch(
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<void>,
  db: () => Db,
) {
  let gen: number | undefined;
  const versions = new Map<string, number>();
  let stamp: Stamp | undefined;
  let listening: Promise<void> | null = null;
  // Keep the highest: a notification may overtake the first read's answer.
  const seenGen = (n: number) => {
    if (!Number.isFinite(n) || (gen !== undefined && n <= gen)) return;
    gen = n;
    stamp = undefined;
  };
  const seenVersion = (name: string, n: number) => {
    if (!name || !Number.isFinite(n) || (versions.get(name) ?? -1) >= n) return;
    versions.set(name, n);
    stamp = undefined;
  };
  return async (): Promise<Stamp | undefined> => {
    listening ??= (async () => {
      await listen(GENERATION_CHANNEL, (payload) => seenGen(Number(payload)));
      await listen(VERSION_CHANNEL, (payload) => {
        const [name = '', n] = payload.split(' ');
        seenVersion(name, Number(n));
      });
      const read = stampFrom((await db().query<{ name: string; version: unknown }>(STAMP_SQL)).rows);
      seenGen(read.gen);
      for (const [name, n] of read.versions) seenVersion(name, n);
    })().catch(() => {
      // Not migrated yet, or a channel failed: try again at the next call.
      listening = null;
    });
    await listening;
    if (gen === undefined) return undefined;
    // One object per change, shared by the calls in between (the caches compare its numbers only).
    stamp ??= { gen, versions: new Map(versions) };
    return stamp;
  };
}

async function inThread(dir: string | undefined, options: PgliteOptions, unlock: () => Promise<void>) {
  const { loadDataDir } = options;
  const pg = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    // pg_trgm: the user list's substring filter is served by a trigram index (migration 014).
    extensions: { pg_trgm },
    startParams: startParams(options.sharedBuffers),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const close = async () => {
    await pg.close();
    await unlock();
  };
  const wrap = (runner: Runner, tx: Db['tx']): Db => ({
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
  });
  const root = wrap(pg, (fn) =>
    pg.transaction(async (t) => {
      const inner: Db = wrap(t, (nested) => nested(inner));
      return fn(inner);
    }),
  );
  const pushedStamp = stampWatch(
    async (channel, onPayload) => {
      await pg.listen(channel, onPayload);
    },
    () => root,
  );
  return {
    ...root,
    pushedStamp,
    dumpDataDir: (compression: 'none' | 'gzip' = 'none') => pg.dumpDataDir(compression),
  };
}

interface Answer {
  id?: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
  ready?: boolean;
  notify?: string;
  payload?: string;
}

/** An error of the worker as an Error again, with the fields of a DatabaseError (code, constraint…). */
function errorOf(plain: Record<string, unknown> & { message: string }): Error {
  const { message, stack: _stack, ...fields } = plain;
  return Object.assign(new Error(message), fields);
}

async function inWorker(dir: string | undefined, options: PgliteOptions, unlock: () => Promise<void>) {
  const params = startParams(options.sharedBuffers);
  const dump = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
    workerData: { dataDir: dir, loadDataDir: dump, startParams: params },
    transferList: dump ? [dump] : [],
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const listeners = new Map<string, (payload: string) => void>();
  let nextId = 1;
  let exited: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`PGlite worker exited (${code}) before it was ready`)));
    worker.once('message', (m: Answer) => {
      worker.removeAllListeners('error');
      worker.removeAllListeners('exit');
      if (m.ready) resolve();
      else reject(errorOf(m.error ?? { message: 'PGlite worker failed to start' }));
    });
  });

  const failAll = (err: Error) => {
    exited = err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`PGlite worker exited (${code})`)));
  worker.on('message', (m: Answer) => {
    if (m.notify !== undefined) return listeners.get(m.notify)?.(m.payload ?? '');
    const p = m.id === undefined ? undefined : pending.get(m.id);
    if (!p) return;
    pending.delete(m.id!);
    // The worker keeps the process alive only while an answer is awaited.
    if (pending.size === 0) worker.unref();
    if (m.error) p.reject(errorOf(m.error));
    else p.resolve(m.result);
  });
  worker.unref();

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (exited) return Promise.reject(exited);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      try {
        if (!exited) await call({ op: 'close' });
      } finally {
        await worker.terminate();
        await unlock();
      }
    })());

  const on = (tx: number | undefined): Db => {
    const db: Db = {
      driver: 'pglite',
      async query<T>(sql: string, params: unknown[] = []) {
        return { rows: await call<T[]>({ op: 'query', sql, params, tx }) };
      },
      async exec(sql: string) {
        await call({ op: 'exec', sql, tx });
      },
      tx:
        tx === undefined
          ? async (fn) => {
              const opened = await call<number>({ op: 'begin' });
              let result;
              try {
                result = await fn(on(opened));
              } catch (err) {
                await call({ op: 'end', tx: opened, commit: false }).catch(() => undefined);
                throw err;
              }
              await call({ op: 'end', tx: opened, commit: true });
              return result;
            }
          : (nested) => nested(db),
      close,
    };
    return db;
  };

  const root = on(undefined);
  const pushedStamp = stampWatch(
    async (channel, onPayload) => {
      listeners.set(channel, onPayload);
      await call({ op: 'listen', channel });
    },
    () => root,
  );
  return {
    ...root,
    pushedStamp,
    // One database in a worker: a statement runs while the others wait their turn.
    poolStats: () => ({ open: 1, idle: pending.size === 0 ? 1 : 0, waiting: Math.max(0, pending.size - 1) }),
    dumpDataDir: async (compression = 'none') =>
      new Blob([await call<ArrayBuffer>({ op: 'dump', compression })]),
  };
}
