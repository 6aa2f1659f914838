import type { DealData } from './types';

export type DealRow = Record<string, unknown>;

/** A value the form treats as not filled in (never stored: an emptied field is removed). */
export function isEmptyValue(v: unknown): boolean {
  return v === undefined || v === null || v === '';
}

/** An object node's values or a row, without empty values (anything else becomes `{}`). */
export function cleanRow(v: unknown): DealRow {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  return Object.fromEntries(Object.entries(v).filter(([, x]) => !isEmptyValue(x)));
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
