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

/**
 * The ids that may hold a message, in the form's order (the first is the one a failed submit brings
 * into view): an object's own and its fields; a list's cells row by row (the row order of `rowKeys`,
 * rows not drawn included), each row's in column order, then the list's own message.
 */
export function messageOrder(
  layout: readonly LayoutNode[],
  errors: DealErrors,
  rowKeys: (node: string) => readonly string[],
): string[] {
  return layout.flatMap((n) => {
    if (!n.array) return [n.name, ...n.fields.map((f) => `${n.name}.${f.name}`)];
    const cells = Object.keys(errors).filter((id) => id.startsWith(`${n.name}.`));
    if (cells.length === 0) return [n.name];
    const rows = new Map(rowKeys(n.name).map((k, i) => [k, i]));
    const columns = new Map(n.fields.map((f, i) => [f.name, i]));
    const at = (id: string) => {
      const [, key = '', field = ''] = id.split('.');
      return [
        rows.get(key) ?? Number.MAX_SAFE_INTEGER,
        columns.get(field) ?? Number.MAX_SAFE_INTEGER,
      ] as const;
    };
    cells.sort((a, b) => {
      const [ra, ca] = at(a);
      const [rb, cb] = at(b);
      return ra - rb || ca - cb;
    });
    return [...cells, n.name];
  });
}
