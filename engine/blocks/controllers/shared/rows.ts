import type { Expr } from '../../../descriptor';
import { getPath, setPath, test } from '../../../expr';

export type Row = Record<string, unknown>;

/** The rows found at `path` in a list answer (the answer itself when empty). */
export function rowsAt(answer: unknown, path?: string): Row[] {
  const v = path ? getPath(answer, path) : answer;
  return Array.isArray(v) ? (v.filter((r) => r && typeof r === 'object') as Row[]) : [];
}

/** A one-object answer as a list of one row (none when it is not an object). */
export function singleRow(answer: unknown, path?: string): Row[] {
  const v = path ? getPath(answer, path) : answer;
  return v && typeof v === 'object' && !Array.isArray(v) ? [v as Row] : [];
}

/** The total found at `path`, or the row count when there is no path. */
export function totalAt(answer: unknown, path: string | undefined, rows: Row[]): number {
  if (!path) return rows.length;
  const n = Number(getPath(answer, path));
  return Number.isFinite(n) ? n : rows.length;
}

/** The key of a row, as a string. */
export function rowKeyOf(row: Row, rowKey: string): string {
  return String(getPath(row, rowKey) ?? '');
}

/** A copy of `rows` with `path` set in the row whose key is `key`. */
export function updateRow(rows: Row[], rowKey: string, key: string, path: string, value: unknown): Row[] {
  return rows.map((r) => (rowKeyOf(r, rowKey) === key ? setPath(r, path, value) : r));
}

/** One page of rows, for local paging. */
export function pageOf(rows: Row[], current: number, size: number): Row[] {
  return rows.slice((current - 1) * size, current * size);
}

/** The rows a crud shows: kept by its `filter` predicate, ordered by its `sort` (both client-side). */
export function filterAndSort(
  rows: Row[],
  filter: Expr | undefined,
  sort: { field: string; numeric?: boolean; descending?: boolean } | undefined,
  contextOf: (row: Row) => unknown,
): Row[] {
  const kept = filter === undefined ? rows : rows.filter((row) => test(filter, contextOf(row)));
  if (!sort) return kept;
  const value = (r: Row) => getPath(r, sort.field);
  const cmp = sort.numeric
    ? (a: Row, b: Row) => Number(value(a)) - Number(value(b))
    : (a: Row, b: Row) => String(value(a) ?? '').localeCompare(String(value(b) ?? ''), 'zh-CN');
  const sorted = [...kept].sort(cmp);
  return sort.descending ? sorted.reverse() : sorted;
}
