import { useState } from 'react';
import type { Expr } from '../../../engine/descriptor';
import type { ExprContext } from '../../../engine/designer/exprContext';
import {
  fromBuilder,
  toBuilder,
  type BuilderModel,
  type Condition,
} from '../../../engine/designer/exprBuilder';
import { checkExprText } from '../../../engine/designer/exprText';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const pretty = (v: unknown) => (v === undefined ? '' : JSON.stringify(v, null, 2));
const parsesTo = (text: string, v: unknown) => {
  try {
    return same(text.trim() ? JSON.parse(text) : undefined, v);
  } catch {
    return false;
  }
};
const EMPTY: BuilderModel = { join: 'and', conditions: [] };

/**
 * The expression builder's state over one key's value: the conditions (kept while a row is still being
 * filled in), the text mode's text and its lint messages. Every complete change is given to `onChange`;
 * a value changed elsewhere (undo, 源码) is shown again.
 */
export function useExprBuilder(
  value: Expr | undefined,
  onChange: (value: Expr | undefined) => void,
  context: ExprContext,
) {
  const [model, setModel] = useState(() => toBuilder(value) ?? EMPTY);
  const [textMode, setTextMode] = useState(() => !toBuilder(value));
  const [text, setText] = useState(() => pretty(value));
  // A value only the text can show is checked at once: the draft may hold a broken one (from 源码).
  const lintOf = (v: Expr | undefined) =>
    toBuilder(v) ? [] : checkExprText(pretty(v), context.scope).problems;
  const [problems, setProblems] = useState(() => lintOf(value));
  const [seen, setSeen] = useState(value);
  const sayable = toBuilder(value) !== undefined;

  if (!same(seen, value)) {
    setSeen(value);
    if (!same(fromBuilder(model), value)) setModel(toBuilder(value) ?? EMPTY);
    if (!parsesTo(text, value)) {
      setText(pretty(value));
      setProblems(lintOf(value));
    }
    if (!sayable) setTextMode(true);
  }

  const emit = (next: Expr | undefined) => {
    if (!same(next, value)) onChange(next);
  };
  const edit = (next: BuilderModel) => {
    setModel(next);
    emit(fromBuilder(next));
  };
  const conditions = model.conditions;
  return {
    model,
    textMode,
    text,
    problems,
    /** The text is not the expression in force (it was typed and refused). */
    unapplied: !parsesTo(text, value),
    /** The value can be shown by the builder (else only the text mode). */
    sayable,
    setJoin: (join: BuilderModel['join']) => edit({ ...model, join }),
    add: () => edit({ ...model, conditions: [...conditions, { variable: '', op: '==' }] }),
    update: (i: number, c: Condition) =>
      edit({ ...model, conditions: conditions.map((x, j) => (j === i ? c : x)) }),
    remove: (i: number) => edit({ ...model, conditions: conditions.filter((_, j) => j !== i) }),
    typeText: (next: string) => {
      setText(next);
      const check = checkExprText(next, context.scope);
      setProblems(check.problems);
      if (check.problems.length) return;
      setModel(toBuilder(check.expr) ?? EMPTY);
      emit(check.expr);
    },
    showText: (on: boolean) => {
      if (!on && !sayable) return;
      if (on) {
        setText(pretty(value));
        setProblems([]);
      } else setModel(toBuilder(value) ?? EMPTY);
      setTextMode(on);
    },
  };
}

export type ExprBuilderState = ReturnType<typeof useExprBuilder>;
