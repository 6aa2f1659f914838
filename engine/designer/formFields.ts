/**
 * The fields of a form spec (a crud's `query`, a form block, a dialog): the properties of its inline
 * JSON Schema, in the order the form shows them (`uiSchema["ui:order"]`, `*` standing for the rest).
 */
import { isPlainObject } from './schemaNav';

type Obj = Record<string, unknown>;

/** The inline schema's properties, or undefined when the schema is absent or a shared schema's name. */
export function inlineProperties(spec: unknown): Obj | undefined {
  if (!isPlainObject(spec) || !isPlainObject(spec.schema)) return undefined;
  const props = spec.schema.properties;
  return isPlainObject(props) ? props : undefined;
}

/** The explicit `ui:order` of a spec, if it has one. */
export function uiOrderOf(spec: unknown): string[] | undefined {
  const ui = isPlainObject(spec) ? spec.uiSchema : undefined;
  const order = isPlainObject(ui) ? ui['ui:order'] : undefined;
  return Array.isArray(order) ? order.map(String) : undefined;
}

/** The field names in the order the form shows them. */
export function fieldOrder(spec: unknown): string[] {
  const names = Object.keys(inlineProperties(spec) ?? {});
  const order = uiOrderOf(spec);
  if (!order) return names;
  const listed = order.filter((n) => n !== '*' && names.includes(n));
  const rest = names.filter((n) => !listed.includes(n));
  const star = order.indexOf('*');
  if (star < 0) return [...listed, ...rest];
  const before = order.slice(0, star).filter((n) => listed.includes(n));
  return [...before, ...rest, ...listed.filter((n) => !before.includes(n))];
}

/** A fresh name: `base` when free, else `base2`, `base3`… (the digits `base` ends with are dropped). */
export function freshName(base: string, taken: (name: string) => boolean): string {
  if (!taken(base)) return base;
  const stem = base.replace(/\d+$/, '') || 'field';
  for (let n = 2; ; n++) if (!taken(`${stem}${n}`)) return `${stem}${n}`;
}

export type { Obj };
