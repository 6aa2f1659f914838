import type { ScreenDescriptor } from '../../descriptor';
import type { ActionContext } from '../../actions';
import { evaluate } from '../../expr';

/** The screen's first state: each expression of the descriptor's `state`, evaluated. */
export function initialState(d: ScreenDescriptor, ctx: ActionContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, expr] of Object.entries(d.state ?? {})) out[k] = evaluate(expr, ctx);
  return out;
}
