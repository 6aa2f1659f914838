/**
 * query-supportinfo: runs the stored SQL configurations of a deal to prefill its form, in a sandbox.
 *
 * 1. sqlProblem (sqlCheck.ts) refuses, at save time and again before each run, anything but one query
 *    calling allowed functions and naming no system object.
 * 2. The query runs in a READ ONLY transaction as the database role yb_sandbox (SET LOCAL ROLE), which
 *    may only read the support_* views (migration 009); they show the rows of the institution the
 *    server binds in the transaction-local setting yb.fixmedins_code, with search_path pinned to the
 *    application's schema. The transaction always ends in ROLLBACK, so nothing it did to the session
 *    survives; the role, the binding and the timeout are checked after each query and the rows are
 *    thrown away when they changed.
 * 3. The configured SQL is wrapped as a subquery (select * from (…) q limit N): one SELECT only
 *    (sandboxQuery.ts, the only SQL of server/deals/; the fixed statements around it are in
 *    server/repositories/sandboxSession.ts).
 * 4. statement_timeout is set by the server, and on PostgreSQL the server also cancels the query from
 *    another connection when it outlives the limit. PGlite (0.5, PostgreSQL 18 in WebAssembly) runs
 *    in-process: its statement_timeout does not fire (measured: pg_sleep(2) under 500ms ran 2 s) and it
 *    has no cancel, so there only the allow-list (no pg_sleep, generate_series, recursion, repeat …)
 *    limits a slow query; a cross join of the views can still hold it for seconds.
 * 5. One query at a time per institution (and SANDBOX_MAX_RUNNING in all), refused at once otherwise.
 */
import type { DealMeta, DealNode } from '../../schemas/deal';
import type { Db } from '../db';
import { ApiError, fail } from '../errors';
import { runnableConfigs } from '../repositories/dealSqlConfigs';
import {
  beginSandbox,
  bindSandbox,
  cancelSandboxed,
  enterSandboxRole,
  sandboxState,
} from '../repositories/sandboxSession';
import type { DealData, DealRow } from './input';
import { planConfiguredQuery, runConfiguredQuery, SANDBOX_TAG, type SandboxQuery } from './sandboxQuery';
import { paramNames, SANDBOX_VIEWS, sqlProblem } from './sqlCheck';
import { dateOnly, dateTime } from './time';

export const SANDBOX_ROLE = 'yb_sandbox';
/** The statement timeout in milliseconds; the server cancels the query itself a little later. */
export const STATEMENT_TIMEOUT_MS = 3000;
/** Queries running at once in one server, all institutions together (the pool keeps the rest). */
export const SANDBOX_MAX_RUNNING = 3;

export const MESSAGES = {
  busy: '上一个查询尚未结束，请稍后再试',
  full: '同时进行的查询过多，请稍后再试',
  readOnly: '配置的SQL只能查询数据，不能修改数据',
  timeout: `配置的SQL执行超时（超过${STATEMENT_TIMEOUT_MS / 1000}秒）`,
  denied: `配置的SQL只能查询开放给它的视图（${SANDBOX_VIEWS.join('、')}）和允许的函数`,
  tampered: '配置的SQL试图修改会话设置，查询结果已丢弃',
  unsupported: '配置的SQL只能是一条查询，不支持这种写法（如修改数据的 WITH 子句）',
} as const;

/** Who may run at the moment: one query per institution, a few in all. One per server instance. */
export class SandboxGate {
  private readonly running = new Set<string>();
  constructor(private readonly max = SANDBOX_MAX_RUNNING) {}

  /** Takes the institution's slot, or throws the refusal at once; answers the release. */
  enter(orgCode: string): () => void {
    if (this.running.has(orgCode)) throw fail(MESSAGES.busy);
    if (this.running.size >= this.max) throw fail(MESSAGES.full);
    this.running.add(orgCode);
    return () => void this.running.delete(orgCode);
  }
}

/** A row per query, carried out of the transaction by the exception that rolls it back. */
class Rollback {
  constructor(readonly rows: Record<string, unknown>[][]) {}
}

export interface SandboxLimits {
  /** statement_timeout in ms (0: none). */
  statementMs: number;
  /** When the server cancels the query from outside (PostgreSQL), in ms. */
  deadlineMs: number;
}

const DEFAULT_LIMITS: SandboxLimits = {
  statementMs: STATEMENT_TIMEOUT_MS,
  deadlineMs: STATEMENT_TIMEOUT_MS + 500,
};

/** The PostgreSQL error as the caller may read it: never the server's text, which can name objects. */
function explain(err: unknown): Error {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: string } | null)?.code;
  if (code === '25006') return fail(MESSAGES.readOnly);
  if (code === '57014') return fail(MESSAGES.timeout);
  if (code === '42501') return fail(MESSAGES.denied);
  if (code === '0A000') return fail(MESSAGES.unsupported);
  if (code === '42P01') return fail('配置的SQL引用了不存在的表或视图');
  if (code === '42703') return fail('配置的SQL引用了不存在的列');
  if (code === '42883') return fail('配置的SQL调用了不存在的函数或运算符');
  if (code === '42601') return fail('配置的SQL有语法错误');
  if (code?.startsWith('22')) return fail(`配置的SQL处理数据出错（错误代码 ${code}）`);
  if (code) return fail(`配置的SQL执行失败（错误代码 ${code}）`);
  return err instanceof Error ? err : new Error(String(err));
}

/** Runs `query` and, on PostgreSQL, cancels it from another connection if it outlives the deadline. */
async function withDeadline<T>(root: Db, pid: number, ms: number, query: Promise<T>): Promise<T> {
  if (root.driver !== 'pg') return query;
  const timer = setTimeout(() => {
    cancelSandboxed(root, pid, SANDBOX_TAG).catch(() => undefined);
  }, ms);
  try {
    return await query;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs queries in the sandbox for one institution, in one read-only transaction that is rolled back,
 * and answers their rows. `explainOnly` plans them without running them (the save-time check).
 * This is the privilege line alone: callers check the SQL with sqlProblem first.
 */
export async function runSandboxed(
  root: Db,
  orgCode: string,
  queries: SandboxQuery[],
  opts: { explainOnly?: boolean; limits?: SandboxLimits } = {},
): Promise<Record<string, unknown>[][]> {
  const limits = opts.limits ?? DEFAULT_LIMITS;
  try {
    await root.tx(async (t) => {
      const { schema, pid } = await beginSandbox(t, limits.statementMs);
      if (!(await bindSandbox(t, schema, orgCode))) throw fail(MESSAGES.busy);
      await enterSandboxRole(t, SANDBOX_ROLE);
      const expected = JSON.stringify(await sandboxState(t));
      const out: Record<string, unknown>[][] = [];
      for (const q of queries) {
        if (opts.explainOnly) await planConfiguredQuery(t, q);
        else out.push(await withDeadline(root, pid, limits.deadlineMs, runConfiguredQuery(t, q)));
        if (JSON.stringify(await sandboxState(t)) !== expected) throw fail(MESSAGES.tampered);
      }
      throw new Rollback(out);
    });
  } catch (err) {
    if (err instanceof Rollback) return err.rows;
    throw explain(err);
  }
  throw new Error('unreachable: the sandbox transaction always rolls back');
}

/** A column value as the form shows it: text, dates in China time. */
function asText(node: DealNode, name: string, value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) {
    const type = node.properties.find((p) => p.name === name)?.formType;
    return type === 'DATE8' ? dateOnly(value) : dateTime(value);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The row keeping only the node's fields (columns matched by name, case-insensitively). */
function toNodeRow(node: DealNode, row: Record<string, unknown>): DealRow {
  const byLower = new Map(Object.entries(row).map(([k, v]) => [k.toLowerCase(), v]));
  const out: DealRow = {};
  for (const p of node.properties) {
    const value = asText(node, p.name, byLower.get(p.name.toLowerCase()));
    if (value !== undefined) out[p.name] = value;
  }
  return out;
}

/** The save-time dry run: plans the SQL in the sandbox (no rows read), refusing what it may not read. */
export async function sandboxPlanProblem(root: Db, sql: string, paramCount: number): Promise<string | null> {
  try {
    await runSandboxed(root, '', [{ sql, values: Array.from({ length: paramCount }, () => null) }], {
      explainOnly: true,
    });
    return null;
  } catch (err) {
    if (err instanceof ApiError) return err.message;
    throw err;
  }
}

export async function querySupportInfo(
  root: Db,
  gate: SandboxGate,
  orgCode: string,
  meta: DealMeta,
  hisParamSet: Record<string, unknown>,
): Promise<DealData> {
  const configs = await runnableConfigs(root, meta.dealName);
  const runs = meta.reqProperties.flatMap((node) => {
    const config = configs.find((c) => c.nodeName === node.nodeName);
    return config ? [{ node, config }] : [];
  });
  if (runs.length === 0) return {};
  for (const { node, config } of runs) {
    const problem = sqlProblem(config.sql, paramNames(config.params).length);
    if (problem) throw fail(`节点 ${node.nodeName} 的SQL配置无效：${problem}`);
  }
  const release = gate.enter(orgCode);
  try {
    const results = await runSandboxed(
      root,
      orgCode,
      runs.map(({ config }) => ({
        sql: config.sql,
        values: paramNames(config.params).map((name) => {
          const v = hisParamSet[name];
          return v === undefined || v === null || v === '' ? null : String(v);
        }),
      })),
    );
    const out: DealData = {};
    runs.forEach(({ node }, i) => {
      const mapped = results[i]!.map((r) => toNodeRow(node, r));
      out[node.nodeName] = node.array ? mapped : (mapped[0] ?? {});
    });
    return out;
  } finally {
    release();
  }
}
