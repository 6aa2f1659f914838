import type { ShownMessages } from '../form';
import { dealMessages as m } from './messages';
import type { DealErrors, LayoutNode } from './types';

/**
 * The messages a deal form draws, by field id: the first of each field the form core shows (before
 * the first submit only those of the fields the user has left or changed; after it all of them), and
 * after a submit a list with an incomplete row says 请完善信息 under the table.
 */
export function shownErrors(
  shown: readonly ShownMessages[],
  submitted: boolean,
  layout: readonly LayoutNode[],
): DealErrors {
  const out: DealErrors = {};
  for (const { id, messages } of shown) if (messages[0] !== undefined) out[id] ??= messages[0];
  if (!submitted) return out;
  for (const node of layout) {
    if (!node.array || node.name in out) continue;
    if (Object.keys(out).some((id) => id.startsWith(`${node.name}.`))) out[node.name] = m.rowIncomplete;
  }
  return out;
}
