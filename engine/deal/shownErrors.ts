import { dealMessages as m } from './messages';
import type { DealErrors, LayoutNode } from './types';

/**
 * The messages a deal form shows, by field id: before the first submit only those of the fields the
 * user has left or changed (`touched`); after it all of them, and a list with an incomplete row says
 * 请完善信息 under the table.
 */
export function shownErrors(
  byPath: DealErrors,
  idOf: (path: string) => string,
  touched: ReadonlySet<string>,
  submitted: boolean,
  layout: readonly LayoutNode[],
): DealErrors {
  const out: DealErrors = {};
  for (const [path, message] of Object.entries(byPath)) {
    const id = idOf(path);
    if (submitted || touched.has(id)) out[id] = message;
  }
  if (!submitted) return out;
  for (const node of layout) {
    if (!node.array || node.name in out) continue;
    if (Object.keys(out).some((id) => id.startsWith(`${node.name}.`))) out[node.name] = m.rowIncomplete;
  }
  return out;
}
