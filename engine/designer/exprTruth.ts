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

/** How a key's outcome reads: its column, the words for true and false, and what no expression means. */
export interface Outcome {
  title: string;
  yes: string;
  no: string;
  /** The outcome without the key (visible and enabled: true; hidden and disabled: false); unknown for others. */
  absent?: boolean;
}

/** printTruthTables' 可见 and 可用, and a form field's 隐藏 and 禁用. */
const OUTCOMES: Record<string, Outcome> = {
  visible: { title: '可见', yes: '显示', no: '隐藏', absent: true },
  enabled: { title: '可用', yes: '可用', no: '不可用', absent: true },
  hidden: { title: '隐藏', yes: '隐藏', no: '显示', absent: false },
  disabled: { title: '禁用', yes: '禁用', no: '可用', absent: false },
};
const HOLDS: Outcome = { title: '结果', yes: '成立', no: '不成立' };

/** How the outcome of key `keyName` reads. */
export const outcomeOf = (keyName: string): Outcome => OUTCOMES[keyName] ?? HOLDS;

/** The outcome without an expression, in words (`未设置` when the key's default is not known here). */
export const absentWord = (o: Outcome) => (o.absent === undefined ? '未设置' : o.absent ? o.yes : o.no);

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
  const outcome = outcomeOf(keyName);
  if (expr === undefined)
    return { columns: [outcome.title], rows: [[absentWord(outcome)]], truncated: false };
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
