/** Paging lists in SQL (issue 8 §3): one page of rows and a total that stays cheap on large tables. */
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

/** Up to this many matching rows are counted exactly; above it the total is an estimate. */
export const EXACT_TOTAL_MAX = 10_000;

export const DEFAULT_PAGE: PageRequest = { size: 10, current: 1 };

/**
 * The number of rows of `from … where …` (a fragment with bound parameters), counted exactly up to
 * EXACT_TOTAL_MAX and estimated above it: the planner's row count of the whole table when nothing
 * filters (`table`), else EXACT_TOTAL_MAX + 1 (the pager then offers pages up to there; a narrower
 * filter finds the rest). Never a scan of more than EXACT_TOTAL_MAX + 1 rows.
 */
export async function cheapTotal(
  db: Db,
  fromWhere: string,
  params: unknown[],
  unfilteredTable?: string,
): Promise<number> {
  const capped = await db.query<{ n: number }>(
    `select count(*)::int as n from (select 1 ${fromWhere} limit ${EXACT_TOTAL_MAX + 1}) capped`,
    params,
  );
  const n = capped.rows[0]?.n ?? 0;
  if (n <= EXACT_TOTAL_MAX || !unfilteredTable) return n;
  const estimate = await db.query<{ n: number }>(
    'select greatest(reltuples, 0)::bigint as n from pg_class where oid = to_regclass($1)',
    [unfilteredTable],
  );
  return Math.max(n, Number(estimate.rows[0]?.n ?? 0));
}

/** The `limit … offset …` of a page, as bound parameters numbered after `paramCount`. */
export function pageClause(page: PageRequest, paramCount: number): { sql: string; params: number[] } {
  return {
    sql: `limit $${paramCount + 1} offset $${paramCount + 2}`,
    params: [page.size, (page.current - 1) * page.size],
  };
}
