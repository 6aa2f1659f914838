import type { Expr } from '../descriptor';
import { baseVocabulary, gateTable, type Vocabulary } from '../explain';
import type { Variable } from './exprScopes';

/** The truth table of one expression as the builder shows it: a row per combination, in words. */
export interface ExprTruthTable {
  /** The dimensions' labels, then the outcome's title (and 原因 for `enabled`). */
  columns: string[];
  rows: string[][];
  /** More combinations than the table shows (the first ones only). */
  truncated: boolean;
}

/** How each key's outcome reads (printTruthTables' 可见 and 可用; a field's 隐藏 and 禁用). */
const OUTCOMES: Record<string, { title: string; yes: string; no: string }> = {
  visible: { title: '可见', yes: '显示', no: '隐藏' },
  enabled: { title: '可用', yes: '可用', no: '不可用' },
  hidden: { title: '隐藏', yes: '隐藏', no: '显示' },
  disabled: { title: '禁用', yes: '禁用', no: '可用' },
};
const HOLDS = { title: '结果', yes: '成立', no: '不成立' };

/** The builder's variables as the explanations name them. */
export function vocabularyOf(variables: Variable[]): Vocabulary {
  const out: Vocabulary = { ...baseVocabulary };
  for (const v of variables) out[v.name] = { label: v.title, ...(v.values ? { values: v.values } : {}) };
  return out;
}

/**
 * The truth table of the expression of key `keyName` (engine/explain gateTable): every combination of
 * the values of the variables it reads, and whether the node is then shown (`visible`), enabled (with
 * the tooltip's reason), hidden, disabled, or whether the predicate holds (any other key).
 */
export function exprTruthTable(
  expr: Expr | undefined,
  variables: Variable[],
  keyName: string,
): ExprTruthTable {
  const outcome = OUTCOMES[keyName] ?? HOLDS;
  const enabled = keyName === 'enabled';
  const t = gateTable(enabled ? { enabled: expr } : { visible: expr }, vocabularyOf(variables));
  const labels = t.dimensions.map((d) => d.label);
  const withReason = enabled && t.rows.some((r) => r.reason);
  return {
    columns: [...labels, outcome.title, ...(withReason ? ['原因'] : [])],
    rows: t.rows.map((r) => {
      const yes = enabled ? r.enabled : r.visible;
      return [
        ...labels.map((l) => r.at[l]!),
        yes ? outcome.yes : outcome.no,
        ...(withReason ? [r.reason ?? ''] : []),
      ];
    }),
    truncated: t.truncated === true,
  };
}
