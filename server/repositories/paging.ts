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

/** Up to this many matching rows are counted exactly; above it the total is the planner's estimate. */
export const EXACT_TOTAL_MAX = 1_000;

export const DEFAULT_PAGE: PageRequest = { size: 10, current: 1 };

/** The planner's row estimate of `select 1 from … where …` (planning only: no row is read). */
async function estimateRows(db: Db, fromWhere: string, params: unknown[]): Promise<number> {
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

/** The rows known to exist once a page is read: those before it and on it. */
export const seen = (page: PageRequest, onPage: number) => (page.current - 1) * page.size + onPage;
