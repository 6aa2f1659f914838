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

/** A request body: an object built like `buildObject`, or the list `from` gives when there is no mapping. */
export function buildBody(context: unknown, mapping?: Mapping, from?: Expr): unknown {
  if (mapping === undefined && from !== undefined) {
    const whole = evaluate(from, context);
    if (Array.isArray(whole)) return whole;
  }
  return buildObject(context, mapping, from);
}
