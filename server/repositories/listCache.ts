/**
 * List pages cached per instance, as fresh as the database: a page is kept with the versions
 * of the tables it reads (migration 022) as they were before its query ran, and served again only while a
 * stamp taken after the request arrived (`stampOf`) finds the same versions. A write raises its table's
 * version in its own transaction, so a page that misses a change committed before the request arrived
 * is never served, on this instance or any other. Each busy list then costs the one stamp read its
 * requests share instead of a query each. Only for lists of tables with a version (few writes). Figures:
 * docs/performance.md.
 */
import { LRUCache } from 'lru-cache';
import type { Db, Stamp } from '../db';

/** Pages kept at most per instance (the least recently used goes first). */
export const CACHE_MAX = 1_000;

/** What the cache answered so far (`/metrics`): from its pages, by joining a load in flight, by loading. */
export interface ListCacheStats {
  hit: number;
  joined: number;
  miss: number;
}

/** A page as kept (its answer may be any value, the cache's values are objects). */
interface Page {
  answer: unknown;
}

interface ListCache {
  stats: ListCacheStats;
  /**
   * Pages by the versions they were loaded at and their key: a request finds only a page of the versions
   * its own stamp found, and the requests that miss together share one load (`fetch`). A page of older
   * versions is found no more and goes when the cache is full.
   */
  pages: LRUCache<string, Page, () => Promise<unknown>>;
}

const caches = new WeakMap<Db, ListCache>();

function cacheOf(db: Db): ListCache {
  let cache = caches.get(db);
  if (!cache)
    caches.set(
      db,
      (cache = {
        stats: { hit: 0, joined: 0, miss: 0 },
        pages: new LRUCache({
          max: CACHE_MAX,
          // A load still in flight when the cache drops its entry answers its requests all the same.
          ignoreFetchAbort: true,
          fetchMethod: async (_key, _stale, { context }) => ({ answer: freeze(await context()) }),
        }),
      }),
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
  const cache = cacheOf(db);
  const status: LRUCache.Status<string, Page> = {};
  // Safe to share: a request joins only a load of the versions its own stamp found, so nothing those
  // tables hold changed between the earlier of the two stamps and the later one.
  const page = cache.pages.fetch(`${found.join(',')}|${key}`, { context: load, status });
  if (status.fetch === 'hit') cache.stats.hit++;
  else if (status.fetch === 'inflight') cache.stats.joined++;
  else cache.stats.miss++;
  return (await page)!.answer as T;
}
