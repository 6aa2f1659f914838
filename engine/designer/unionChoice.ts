/**
 * A choice of shapes (docs/studio.md, 设计): a key whose schema is a union of object definitions told
 * apart by their `type` const (an action: 调用接口, 确认, 依次执行…). Generic over the descriptor schema:
 * the members, their Chinese titles and the discriminator are read from it, no member is named here.
 */
import { deref, isPlainObject, unionOf, type Schema } from './schemaNav';
import { skeletonFor } from './skeleton';

/** One member of a choice: its `type` const, its definition and its Chinese title. */
export interface UnionMember {
  type: string;
  definition: string;
  title: string;
}

/**
 * The members of `schema` (`$ref` followed) when it is a union whose every member is an object
 * definition with a `properties.type.const` string; undefined for any other schema.
 */
export function unionMembers(root: Schema, schema: Schema | undefined): UnionMember[] | undefined {
  const own = deref(root, schema)?.schema;
  const members = own && unionOf(own);
  if (!members?.length) return undefined;
  const out: UnionMember[] = [];
  for (const m of members) {
    const r = deref(root, m);
    const props = r?.schema.properties;
    const type = isPlainObject(props) && isPlainObject(props.type) ? props.type.const : undefined;
    if (!r?.definition || typeof type !== 'string') return undefined;
    const title = typeof r.schema.title === 'string' ? r.schema.title : type;
    out.push({ type, definition: r.definition, title });
  }
  return out;
}

/**
 * The value after choosing `definition`: a skeleton of the member (its `type` and required keys), with
 * what the old value held of the keys the new member allows; nothing the new member does not allow.
 */
export function switchMember(root: Schema, old: unknown, definition: string): Record<string, unknown> {
  const ref = { $ref: `#/definitions/${definition}` };
  const skeleton = skeletonFor(root, ref) as Record<string, unknown>;
  const props = (deref(root, ref)?.schema.properties ?? {}) as Record<string, unknown>;
  const kept = Object.entries(isPlainObject(old) ? old : {}).filter(
    ([k]) => k !== 'type' && Object.hasOwn(props, k),
  );
  return { ...skeleton, ...Object.fromEntries(kept), type: skeleton.type };
}
