/**
 * List pages cached per instance, as fresh as the database: a page is kept with the versions
 * of the tables it reads (migration 022) as they were before its query ran, and served again only while a
 * stamp taken after the request arrived (`stampOf`) finds the same versions. A write raises its table's
 * version in its own transaction, so a page that misses a change committed before the request arrived
 * is never served, on this instance or any other. Each busy list then costs the one stamp read its
 * requests share instead of a query each. Only for lists of tables with a version (few writes). Figures:
 * docs/performance.md.
 */
import type { Db, Stamp } from '../db';

const CACHE_MAX = 1_000;

interface Entry {
  versions: readonly number[];
  answer: unknown;
}

/** What the cache answered so far (`/metrics`): from its pages, by joining a load in flight, by loading. */
export interface ListCacheStats {
  hit: number;
  joined: number;
  miss: number;
}

interface ListCache {
  stats: ListCacheStats;
  entries: Map<string, Entry>;
  /** Loads in flight by versions and key: the requests that miss together share one. */
  loading: Map<string, Promise<unknown>>;
}

const caches = new WeakMap<Db, ListCache>();

function cacheOf(db: Db): ListCache {
  let cache = caches.get(db);
  if (!cache)
    caches.set(
      db,
      (cache = { stats: { hit: 0, joined: 0, miss: 0 }, entries: new Map(), loading: new Map() }),
    );
  return cache;
}

/** The cache's answers so far on this instance (zeros before the first list). */
export const listCacheStats = (db: Db): Readonly<ListCacheStats> => cacheOf(db).stats;

/** Frozen to the records: one answer is shared by every request served from it. */
function freeze<T>(answer: T): T {
  if (answer && typeof answer === 'object') {
    for (const value of Object.values(answer)) {
      if (Array.isArray(value)) for (const item of value) Object.freeze(item);
      Object.freeze(value);
    }
    Object.freeze(answer);
  }
  return answer;
}

/**
 * `load()`'s answer, from this instance's cache while the versions of `tables` in `stamp` are those it
 * was loaded at. `key` names the list and every argument of `load` (the caller's scope included). Without
 * a stamp, or for a table with no version, `load()` runs every time.
 */
export async function cachedList<T>(
  db: Db,
  stamp: Stamp | undefined,
  tables: readonly string[],
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const found = stamp && tables.map((t) => stamp.versions.get(t));
  if (!found || found.some((v) => v === undefined)) return load();
  const versions = found as number[];
  const cache = cacheOf(db);
  const hit = cache.entries.get(key);
  if (hit && hit.versions.every((v, i) => v === versions[i])) {
    cache.stats.hit++;
    return hit.answer as T;
  }
  const loadKey = `${versions.join(',')}|${key}`;
  const shared = cache.loading.get(loadKey);
  if (shared) {
    cache.stats.joined++;
    return shared as Promise<T>;
  }
  cache.stats.miss++;
  // Safe to share: a request joins only a load of the versions its own stamp found, so nothing those
  // tables hold changed between the earlier of the two stamps and the later one.
  const loading = load()
    .then((answer) => {
      const frozen = freeze(answer);
      const current = cache.entries.get(key);
      // Keep the newer page when two loads of one list finish out of order.
      if (!current || current.versions.every((v, i) => v <= versions[i]!)) {
        cache.entries.delete(key);
        if (cache.entries.size >= CACHE_MAX) {
          const oldest = cache.entries.keys().next().value;
          if (oldest !== undefined) cache.entries.delete(oldest);
        }
        cache.entries.set(key, { versions, answer: frozen });
      }
      return frozen;
    })
    .finally(() => cache.loading.delete(loadKey));
  cache.loading.set(loadKey, loading);
  return loading;
}
