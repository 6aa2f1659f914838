/**
 * Builders of fixture metadata, in the shape `POST /commondeal/meta` answers: thin wrappers over the
 * catalogue's language (schemas/dealDsl.ts, pure, shared with the server's catalogue), so a fixture
 * field is built exactly as a catalogue field is.
 */
import type { DealNode, DealProperty } from '../../schemas/deal';
import { c, d, dt, makeNodeBuilders, n, prop, s } from '../../schemas/dealDsl';

export { deal } from '../../schemas/dealDsl';

type Codes = Readonly<Record<string, string>>;

/** An INPUT of `length` characters (C30 → 30, N16,2 → 16). */
export function text(name: string, comment: string, length: number, require = false): DealProperty {
  return prop(name, c(comment, length), require);
}

/** An amount (N16,2: at most 14 integer digits and 2 decimals). */
export function amount(name: string, comment: string, require = false): DealProperty {
  return prop(name, n(comment, 16, 2), require);
}

/** A SELECT over a code list. */
export function code(name: string, comment: string, codes: Codes, length = 6, require = false): DealProperty {
  return prop(name, s(comment, length, Object.entries(codes)), require);
}

/** A date (D, yyyy-MM-dd). */
export function date(name: string, comment: string, require = false): DealProperty {
  return prop(name, d(comment), require);
}

/** A date-time (DT, yyyy-MM-dd HH:mm:ss). */
export function dateTime(name: string, comment: string, require = false): DealProperty {
  return prop(name, dt(comment), require);
}

/** Required. */
export const Y = true;

const builders = makeNodeBuilders({});

export function node(nodeName: string, title: string, properties: DealProperty[], array = false): DealNode {
  return (array ? builders.list : builders.node)(nodeName, title, properties);
}
