/**
 * The configured SQL of query-supportinfo, run as it was saved: the one statement of server/deals/ that
 * is not in server/repositories/, because its text is data a configurator stored (deal_sql_configs), not
 * code of the server. It runs only inside the sandbox supportInfo.ts opens (read-only transaction, the
 * yb_sandbox role, the institution bound; docs/server.md, Deal SQL configurations), after sqlCheck.ts
 * has checked it; eslint.config.js exempts this file, and this file alone, from the rule that keeps SQL
 * in the repositories.
 */
import type { Db } from '../db';

/** Marks the sandboxed statement so that the server cancels only it (pg_stat_activity.query). */
export const SANDBOX_TAG = '/* yb-sandbox */';
const MAX_ROWS = 500;

export interface SandboxQuery {
  sql: string;
  values: (string | null)[];
}

const wrap = (sql: string, explain: boolean) =>
  `${SANDBOX_TAG} ${explain ? 'explain ' : ''}select * from (\n${sql}\n) q limit ${MAX_ROWS}`;

/** Runs a configured query, wrapped as a subquery of at most MAX_ROWS rows (one SELECT only). */
export async function runConfiguredQuery(t: Db, q: SandboxQuery): Promise<Record<string, unknown>[]> {
  return (await t.query<Record<string, unknown>>(wrap(q.sql, false), q.values)).rows;
}

/** Plans a configured query without running it (the save-time check). */
export async function planConfiguredQuery(t: Db, q: SandboxQuery): Promise<void> {
  await t.query(wrap(q.sql, true), q.values);
}
