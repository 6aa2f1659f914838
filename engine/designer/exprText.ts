import { syntaxProblem } from '../blocks/controllers/descriptorEditor/checkDescriptorText';
import type { Expr } from '../descriptor';
import { knownOperators } from '../expr';
import { checkVariable, type Scope } from '../lint/context';
import { checkExpr } from '../lint/exprs';
import type { Variable } from './exprScopes';

/** The text mode's verdict: the expression when it may be applied, else the lint's messages. */
export interface ExprTextCheck {
  /** The parsed expression (undefined for an empty text: the key is removed). */
  expr?: Expr;
  /** The Chinese messages of the JSON syntax and of the screen lint; empty when it may be applied. */
  problems: string[];
}

/** The lint's scope with the builder's variables added (the fields it offers are never unknown to it). */
export function scopeWith(scope: Scope, variables: Variable[]): Scope {
  const out: Scope = new Map([...scope].map(([k, v]) => [k, v && new Set(v)]));
  for (const { name } of variables) {
    const [root = '', field] = name.split('.');
    if (!out.has(root)) out.set(root, new Set());
    if (field) out.get(root)?.add(field);
  }
  return out;
}

/**
 * Checks the text of an expression as the screen lint checks it (engine/lint: the operators, their
 * arguments, the variables of `scope`), after its JSON syntax. An empty text is no expression.
 */
export function checkExprText(text: string, scope: Scope): ExprTextCheck {
  if (!text.trim()) return { problems: [] };
  let expr: Expr;
  try {
    expr = JSON.parse(text) as Expr;
  } catch (e) {
    return { problems: [syntaxProblem(text, e).message] };
  }
  const { problems, vars } = checkExpr(expr, new Set(knownOperators()));
  for (const v of vars) {
    const message = checkVariable(scope, v);
    if (message) problems.push(message);
  }
  return problems.length ? { problems } : { expr, problems };
}
