/** Paging lists in SQL: one page of rows and a total that stays cheap on large tables. */
import { LRUCache } from 'lru-cache';
import type { Db } from '../db';

export interface PageRequest {
  /** Rows per page (the screens offer 10–40; the schemas cap it at 100). */
  size: number;
  /** 1-based page number. */
  current: number;
}

export interface PageAnswer<T> {
  records: T[];
  total: number;
}

/** Up to this many matching rows are counted exactly; above it the total is the planner's estimate. */
export const EXACT_TOTAL_MAX = 1_000;

export const DEFAULT_PAGE: PageRequest = { size: 10, current: 1 };

/**
 * Estimates above EXACT_TOTAL_MAX are kept this long per database, query and parameters: they are
 * estimates already, and a busy list (every caller on page 1) then plans its count once, not per call.
 * The requests that miss together share one plan; the least recently used estimate goes first.
 */
export const ESTIMATE_TTL_MS = 5_000;
export const ESTIMATES_MAX = 1_000;

interface Count {
  fromWhere: string;
  params: unknown[];
}

const estimates = new WeakMap<Db, LRUCache<string, number, Count>>();

function estimatesOf(db: Db): LRUCache<string, number, Count> {
  let cache = estimates.get(db);
  if (!cache)
    estimates.set(
      db,
      (cache = new LRUCache<string, number, Count>({
        max: ESTIMATES_MAX,
        ttl: ESTIMATE_TTL_MS,
        // A plan still in flight when the cache drops its entry answers its requests all the same.
        ignoreFetchAbort: true,
        fetchMethod: (_key, _stale, { context }) => planRows(db, context.fromWhere, context.params),
      })),
    );
  return cache;
}

/** The planner's row estimate of `select 1 from … where …` (planning only: no row is read). */
async function estimateRows(db: Db, fromWhere: string, params: unknown[]): Promise<number> {
  const cache = estimatesOf(db);
  const key = JSON.stringify([fromWhere, params]);
  const rows = (await cache.fetch(key, { context: { fromWhere, params } })) ?? 0;
  // Only estimates are kept: a total this small is counted at every call.
  if (rows <= EXACT_TOTAL_MAX) cache.delete(key);
  return rows;
}

async function planRows(db: Db, fromWhere: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<Record<string, unknown>>(
    `explain (format json) select 1 ${fromWhere}`,
    params,
  );
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0));
}

/**
 * The number of rows of `from … where …` (a fragment with bound parameters) at a cost that does not grow
 * with the table: the planner's estimate first; when it is at most EXACT_TOTAL_MAX the rows are counted
 * (never more than EXACT_TOTAL_MAX + 1 of them), else the estimate is the total (the pager's last pages
 * may then be a little off; a narrower filter finds every row). `seen`: rows known to exist (the rows
 * before and on the page just read), a floor for the estimate.
 */
export async function cheapTotal(db: Db, fromWhere: string, params: unknown[], seen = 0): Promise<number> {
  const estimate = await estimateRows(db, fromWhere, params);
  if (estimate > EXACT_TOTAL_MAX) return Math.max(estimate, seen);
  const capped = await db.query<{ n: number }>(
    `select count(*)::int as n from (select 1 ${fromWhere} limit ${EXACT_TOTAL_MAX + 1}) capped`,
    params,
  );
  const n = capped.rows[0]?.n ?? 0;
  return n <= EXACT_TOTAL_MAX ? n : Math.max(n, estimate, seen);
}

/** The `limit … offset …` of a page, as bound parameters numbered after `paramCount`. */
export function pageClause(page: PageRequest, paramCount: number): { sql: string; params: number[] } {
  return {
    sql: `limit $${paramCount + 1} offset $${paramCount + 2}`,
    params: [page.size, (page.current - 1) * page.size],
  };
}

/** Offsets below this are read from the list's start (a few index pages): no other way is needed. */
export const JUMP_FROM = 1_000;

/**
 * One page of a list ordered by its key, in two statements when it is deep (its offset at least
 * JUMP_FROM; docs/performance.md#deep-pages-and-isolation): the page's keys by `keysSql` (the list's
 * `select <key> from … where … order by …`, its parameters `params`; `limit … offset …` is added), which
 * walks the key's index and no row before the page, then the page's rows by `rowsSql` (prepared, one
 * parameter: the keys' array), put in the keys' order. A shallow page: `shallow()`, one statement.
 */
export async function pageByKeys<T>(
  db: Db,
  page: PageRequest,
  q: { keysSql: string; params: unknown[]; rowsSql: string; keyOf: (row: T) => unknown },
  shallow: () => Promise<T[]>,
): Promise<T[]> {
  if ((page.current - 1) * page.size < JUMP_FROM) return shallow();
  const p = pageClause(page, q.params.length);
  const keys = (await db.query<{ key: unknown }>(`${q.keysSql} ${p.sql}`, [...q.params, ...p.params])).rows;
  if (!keys.length) return [];
  const { rows } = await db.query<T>(q.rowsSql, [keys.map((k) => k.key)], { prepare: true });
  const byKey = new Map(rows.map((r) => [String(q.keyOf(r)), r]));
  return keys.flatMap((k) => byKey.get(String(k.key)) ?? []);
}

/** The rows known to exist once a page is read: those before it and on it. */
export const seen = (page: PageRequest, onPage: number) => (page.current - 1) * page.size + onPage;

/**
 * The total of a page just read: a first page that is not full is the whole list (no count needed),
 * otherwise `cheapTotal` with the rows seen as its floor.
 */
export async function pageTotal(
  db: Db,
  fromWhere: string,
  params: unknown[],
  page: PageRequest,
  onPage: number,
): Promise<number> {
  if (page.current === 1 && onPage < page.size) return onPage;
  return cheapTotal(db, fromWhere, params, seen(page, onPage));
}
