import type { Mapping } from '../../../descriptor';
import type { ActionContext } from '../../../actions';
import { evaluate } from '../../../expr';
import type { FormData } from '../../../form';

/**
 * The form data with its derived fields recomputed (FormSpec.derived): each expression reads the data as
 * `form`. Answers the same object when nothing changed, so callers can skip a re-render.
 */
export function applyDerived(
  derived: Mapping | undefined,
  data: FormData,
  contextOf: (data: FormData) => ActionContext,
): FormData {
  if (!derived) return data;
  const ctx = contextOf(data);
  let out = data;
  for (const [field, expr] of Object.entries(derived)) {
    const value = evaluate(expr, ctx);
    if (value !== undefined && value !== out[field]) out = { ...out, [field]: value };
  }
  return out;
}
