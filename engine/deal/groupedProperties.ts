import type { DealProperty } from '../../schemas/deal';

/**
 * The properties of a node in the order the form draws them: each `group`'s fields together, in their
 * order, where the group's first field stands; fields without a group where they stand.
 */
export function groupedProperties(props: readonly DealProperty[]): DealProperty[] {
  if (!props.some((p) => p.group)) return [...props];
  const members = new Map<string, DealProperty[]>();
  for (const p of props) if (p.group) members.set(p.group, [...(members.get(p.group) ?? []), p]);
  const out: DealProperty[] = [];
  for (const p of props) {
    if (!p.group) out.push(p);
    else if (members.get(p.group)?.[0] === p) out.push(...(members.get(p.group) ?? []));
  }
  return out;
}
