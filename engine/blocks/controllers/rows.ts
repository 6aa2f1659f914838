import { getPath, setPath } from '../../expr';

export type Row = Record<string, unknown>;

/** The rows found at `path` in a list answer (the answer itself when empty). */
export function rowsAt(answer: unknown, path?: string): Row[] {
  const v = path ? getPath(answer, path) : answer;
  return Array.isArray(v) ? (v.filter((r) => r && typeof r === 'object') as Row[]) : [];
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
