import { LogicEngine } from 'json-logic-engine';
import type { Expr } from '../descriptor';
import { operators } from './operators';

const engine = new LogicEngine();
const timeDependent = new Set(['today', 'dateAdd']);
for (const [name, fn] of Object.entries(operators)) {
  engine.addMethod(name, (args: unknown) => fn(Array.isArray(args) ? args : [args]), {
    deterministic: !timeDependent.has(name),
  });
}

const compiled = new WeakMap<object, (data: unknown) => unknown>();

/** Evaluates a JSON Logic expression against a context. Literals evaluate to themselves. */
export function evaluate(expr: Expr | undefined, context: unknown): unknown {
  if (expr === null || typeof expr !== 'object') return expr;
  let fn = compiled.get(expr);
  if (!fn) {
    fn = engine.build(expr) as (data: unknown) => unknown;
    compiled.set(expr, fn);
  }
  return fn(context);
}

/** A predicate: absent means true. */
export function test(expr: Expr | undefined, context: unknown): boolean {
  return expr === undefined ? true : Boolean(evaluate(expr, context));
}

/** The operator names the engine knows (for the descriptor lint). */
export function knownOperators(): string[] {
  return Object.keys((engine as unknown as { methods: Record<string, unknown> }).methods);
}
