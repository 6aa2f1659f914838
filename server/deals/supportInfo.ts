/**
 * query-supportinfo: runs the stored SQL configurations of a deal to prefill its form, read-only,
 * parameters bound by name in the configured order ($1…), under a 3-second statement timeout.
 */
import type { DealMeta, DealNode } from '../../schemas/deal';
import type { Db } from '../db';
import { fail } from '../errors';
import type { DealData, DealRow } from './input';
import { paramNames, sqlProblem } from './sqlCheck';
import { runnableConfigs } from './sqlConfigs';
import { dateOnly, dateTime } from './time';

export const STATEMENT_TIMEOUT = '3s';
const MAX_ROWS = 500;

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

function explain(err: unknown): Error {
  const code = (err as { code?: string } | null)?.code;
  if (code === '25006') return fail('配置的SQL只能查询数据，不能修改数据');
  if (code === '57014') return fail('配置的SQL执行超时（超过3秒）');
  return fail(`配置的SQL执行失败：${err instanceof Error ? err.message : String(err)}`);
}

export async function querySupportInfo(
  db: Db,
  meta: DealMeta,
  hisParamSet: Record<string, unknown>,
): Promise<DealData> {
  const configs = await runnableConfigs(db, meta.dealName);
  const runs = meta.reqProperties.flatMap((node) => {
    const config = configs.find((c) => c.nodeName === node.nodeName);
    return config ? [{ node, config }] : [];
  });
  if (runs.length === 0) return {};
  for (const { node, config } of runs) {
    const problem = sqlProblem(config.sql, paramNames(config.params).length);
    if (problem) throw fail(`节点 ${node.nodeName} 的SQL配置无效：${problem}`);
  }
  try {
    return await db.tx(async (t) => {
      await t.query('set transaction read only');
      await t.query(`set local statement_timeout = '${STATEMENT_TIMEOUT}'`);
      const out: DealData = {};
      for (const { node, config } of runs) {
        const values = paramNames(config.params).map((name) => {
          const v = hisParamSet[name];
          return v === undefined || v === null || v === '' ? null : String(v);
        });
        const rows = (await t.query<Record<string, unknown>>(config.sql, values)).rows.slice(0, MAX_ROWS);
        const mapped = rows.map((r) => toNodeRow(node, r));
        out[node.nodeName] = node.array ? mapped : (mapped[0] ?? {});
      }
      return out;
    });
  } catch (err) {
    throw explain(err);
  }
}
