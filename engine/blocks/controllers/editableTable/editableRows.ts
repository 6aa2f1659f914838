import type { EditableColumn } from '../../../descriptor';
import type { Row } from '../shared/rows';

/** The default texts of an editable table. */
export const editableTexts = {
  add: '添加明细',
  edit: '编辑',
  save: '保存草稿',
  clear: '清空录入',
  delete: '删除',
  incomplete: '请完善信息',
  cell: '请输入{{column}}',
  empty: '请添加明细信息',
} as const;

/** A cell counts as filled when it holds something other than blank text. */
export const isEmptyCell = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** The key of a cell: `<row index>.<field>`. */
export const cellKey = (index: number, field: string) => `${index}.${field}`;

/** Every empty cell of the rows. */
export function emptyCells(rows: readonly Row[], columns: readonly EditableColumn[]): Set<string> {
  const out = new Set<string>();
  rows.forEach((row, i) => {
    for (const c of columns) if (isEmptyCell(row[c.field])) out.add(cellKey(i, c.field));
  });
  return out;
}

/** Why the draft cannot be saved: no rows, or an empty cell; null when it can. */
export function saveProblem(
  rows: readonly Row[],
  columns: readonly EditableColumn[],
): 'empty' | 'incomplete' | null {
  if (rows.length === 0) return 'empty';
  return emptyCells(rows, columns).size ? 'incomplete' : null;
}

/** A new row: every column empty (null). */
export const blankRow = (columns: readonly EditableColumn[]): Row =>
  Object.fromEntries(columns.map((c) => [c.field, null]));

/** An amount as typed, rounded to its decimals and kept at least `min`; null for empty. */
export function amountOf(v: unknown, decimals = 2, min = 0): number | null {
  if (isEmptyCell(v)) return null;
  const n = Number(v);
  if (!Number.isFinite(n)) return null;
  const f = 10 ** decimals;
  return Math.max(min, Math.round(n * f) / f);
}
