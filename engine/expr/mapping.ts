import type { Expr, Mapping } from '../descriptor';
import { evaluate } from './evaluate';

/** Builds an object: `from` evaluated first, then each key of `mapping` evaluated over it. */
export function buildObject(context: unknown, mapping?: Mapping, from?: Expr): Record<string, unknown> {
  const base = from === undefined ? {} : evaluate(from, context);
  const out: Record<string, unknown> =
    base && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {};
  for (const [key, expr] of Object.entries(mapping ?? {})) out[key] = evaluate(expr, context);
  return out;
}
