import type { Button, CrudBlock, Expr } from '../descriptor';
import { renderTemplate, setPath, test } from '../expr';
import { dimensionsOf, type Dimension } from './dimensions';
import { explainFalse } from './explain';
import { vocabularyOfCrud, type Vocabulary } from './vocabulary';

/** One combination: the value label of each dimension (by dimension label) and the outcome. */
export interface TruthRow {
  at: Record<string, string>;
  visible: boolean;
  enabled: boolean;
  /** The tooltip shown while disabled (the descriptor's `reason` or the derived one). */
  reason?: string;
}

export interface TruthTable {
  /** The screen's id. */
  screen: string;
  /** The crud block's id (or title). */
  crud: string;
  place: '工具栏' | '行操作';
  action: string;
  dimensions: Dimension[];
  rows: TruthRow[];
  /** More combinations than `MAX_ROWS`: the first ones only. */
  truncated?: boolean;
}

export interface TruthTableInput {
  /** File name → parsed descriptor. */
  files: Record<string, unknown>;
  /** The JSON Schema of one row of a crud's list (e.g. from the OpenAPI answer), for value labels. */
  rowSchemaOf?: (list: CrudBlock['list']) => unknown;
}

/** At most this many combinations are tried for one action. */
export const MAX_ROWS = 512;

type Node = Record<string, unknown>;

/** A predicate that throws (e.g. comparing text with a number) counts as false, as at run time it would not pass. */
const safeTest = (e: Expr | undefined, ctx: unknown) => {
  try {
    return test(e, ctx);
  } catch {
    return false;
  }
};

/** The combinations of one button's gates: what a table holds besides its place. */
export type GateTable = Pick<TruthTable, 'dimensions' | 'rows' | 'truncated'>;

/**
 * Whether a button is visible and enabled (and its tooltip) over every combination of the values of
 * the variables its `visible` and `enabled` read, named by `vocab`.
 */
export function gateTable(b: Pick<Button, 'visible' | 'enabled' | 'reason'>, vocab: Vocabulary): GateTable {
  const dimensions = dimensionsOf([b.visible, b.enabled], vocab);
  const rows: TruthRow[] = [];
  const total = dimensions.reduce((n, d) => n * d.values.length, 1);
  for (let i = 0; i < Math.min(total, MAX_ROWS); i++) {
    let ctx: Record<string, unknown> = { user: {}, row: {}, query: {}, selection: [] };
    const at: Record<string, string> = {};
    let rest = i;
    for (let d = dimensions.length - 1; d >= 0; d--) {
      const dim = dimensions[d]!;
      const v = dim.values[rest % dim.values.length]!;
      rest = Math.floor(rest / dim.values.length);
      ctx = setPath(ctx, dim.path, v.value);
      at[dim.label] = v.label;
    }
    const enabled = safeTest(b.enabled, ctx);
    const reason = enabled
      ? undefined
      : b.reason
        ? renderTemplate(b.reason, ctx)
        : explainFalse(b.enabled, ctx, vocab);
    rows.push({
      at: Object.fromEntries(dimensions.map((d) => [d.label, at[d.label]!])),
      visible: safeTest(b.visible, ctx),
      enabled,
      reason,
    });
  }
  return { dimensions, rows, ...(total > MAX_ROWS ? { truncated: true } : {}) };
}

function table(
  screen: string,
  crud: CrudBlock,
  place: TruthTable['place'],
  b: Button,
  vocab: Vocabulary,
): TruthTable {
  return { screen, crud: crud.id ?? crud.title ?? '', place, action: b.label, ...gateTable(b, vocab) };
}

function cruds(node: unknown, out: CrudBlock[] = []): CrudBlock[] {
  if (Array.isArray(node)) node.forEach((n) => cruds(n, out));
  else if (node && typeof node === 'object') {
    if ((node as Node).type === 'crud' && Array.isArray((node as Node).columns))
      out.push(node as unknown as CrudBlock);
    Object.values(node).forEach((n) => cruds(n, out));
  }
  return out;
}

/**
 * For each toolbar and row action of each crud of each screen: its visibility and enablement over every
 * combination of the values of the variables its predicates read. The values of a row field
 * come from the row schema's enum/oneOf, the column's value map and the constants the predicates compare
 * with, plus 其他; the roles from the `hasRole` arguments, plus 其他.
 */
export function truthTables(input: TruthTableInput): TruthTable[] {
  const out: TruthTable[] = [];
  for (const [file, doc] of Object.entries(input.files)) {
    const screen = typeof (doc as Node)?.id === 'string' ? ((doc as Node).id as string) : file;
    for (const crud of cruds(doc)) {
      const vocab = vocabularyOfCrud(crud, input.rowSchemaOf?.(crud.list));
      for (const b of crud.toolbar ?? []) out.push(table(screen, crud, '工具栏', b, vocab));
      for (const b of crud.rowActions ?? []) out.push(table(screen, crud, '行操作', b, vocab));
    }
  }
  return out;
}
