import type { DealData } from './types';

export type DealRow = Record<string, unknown>;

/** A value the form treats as not filled in (never stored: an emptied field is removed). */
export function isEmptyValue(v: unknown): boolean {
  return v === undefined || v === null || v === '';
}

/** An object node's values or a row, without empty values (anything else becomes `{}`). */
export function cleanRow(v: unknown): DealRow {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  // A plain loop: run on each of thousands of rows when a fee detail loads (docs/performance.md).
  const out: DealRow = {};
  for (const key of Object.keys(v)) {
    const x = (v as DealRow)[key];
    // `__proto__` would set the copy's prototype, not a field: no deal field is named so.
    if (!isEmptyValue(x) && key !== '__proto__') out[key] = x;
  }
  return out;
}

/** The dealInput with every node present: `{}` for an object node, `[]` (of clean rows) for a list. */
export function normaliseInput(
  nodes: readonly { name: string; array: boolean }[],
  input: DealData,
): DealData {
  const out: DealData = { ...input };
  for (const n of nodes) {
    const v = input[n.name];
    out[n.name] = n.array ? (Array.isArray(v) ? v.map(cleanRow) : []) : cleanRow(v);
  }
  return out;
}
