/**
 * Reading the descriptor JSON Schema beside a descriptor (docs/studio.md, 设计): follow `$ref`, pick the
 * member of a union a value is an instance of, step into a key or an index. Generic over the schema: no
 * block type is named here.
 */
export type Schema = Record<string, unknown>;

/** A subschema with the definition it was reached through (the last `$ref` followed), if any. */
export interface Resolved {
  definition?: string;
  schema: Schema;
}

export const definitionsOf = (root: Schema): Record<string, Schema> =>
  (root.definitions ?? {}) as Record<string, Schema>;

const jsonType = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? 'number' : typeof v;

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** Follows `$ref`s to the schema they name, remembering the last definition reached. */
export function deref(root: Schema, s: Schema | undefined, definition?: string): Resolved | undefined {
  const defs = definitionsOf(root);
  let name = definition;
  for (let i = 0; i < 20 && s && typeof s.$ref === 'string'; i++) {
    name = s.$ref.replace('#/definitions/', '');
    s = defs[name];
  }
  return s ? { ...(name ? { definition: name } : {}), schema: s } : undefined;
}

/** Whether a value can be an instance of a schema: its type, its const and its discriminating consts. */
export function fits(root: Schema, v: unknown, branch: Schema | undefined): boolean {
  const s = deref(root, branch)?.schema;
  if (!s) return false;
  const t = s.type;
  const vt = jsonType(v);
  if (typeof t === 'string' && t !== vt && !(t === 'integer' && vt === 'number')) return false;
  if (Array.isArray(t) && !t.includes(vt)) return false;
  if ('const' in s && s.const !== v) return false;
  if (vt !== 'object') return true;
  const obj = v as Record<string, unknown>;
  if (((s.required as string[] | undefined) ?? []).some((k) => !(k in obj))) return false;
  const props = (s.properties ?? {}) as Record<string, Schema>;
  for (const [k, p] of Object.entries(props))
    if ('const' in p && k in obj && obj[k] !== p.const) return false;
  if (s.additionalProperties === false && Object.keys(obj).some((k) => !(k in props))) return false;
  return true;
}

/** The members of a union (`anyOf`/`oneOf`), or undefined for a schema that is not one. */
export const unionOf = (s: Schema): Schema[] | undefined => (s.anyOf ?? s.oneOf) as Schema[] | undefined;

/**
 * The schema a value is an instance of: `$ref` followed, and for a union the member it fits (the first
 * member when it fits none, for a value still being written). A value of `undefined` picks nothing.
 */
export function resolveFor(root: Schema, s: Schema | undefined, v: unknown): Resolved | undefined {
  let r = deref(root, s);
  for (let i = 0; i < 10 && r && unionOf(r.schema); i++) {
    const members = unionOf(r.schema)!;
    if (v === undefined) return r;
    const member =
      members.find((m) => fits(root, v, m)) ?? members.find((m) => fits(root, v, stripReq(root, m)));
    if (!member) return r;
    r = deref(root, member, r.definition);
  }
  return r;
}

/** A member without its required keys, to place a value that is still missing some. */
const stripReq = (root: Schema, m: Schema): Schema => {
  const s = deref(root, m)?.schema;
  return s ? { ...s, required: [] } : m;
};

/** The schema of a key of an object schema (its `properties`, else its `additionalProperties`). */
export function propertySchema(s: Schema, key: string): Schema | undefined {
  const props = (s.properties ?? {}) as Record<string, Schema>;
  if (Object.hasOwn(props, key)) return props[key];
  const extra = s.additionalProperties;
  return extra && typeof extra === 'object' ? (extra as Schema) : undefined;
}

/** The schema of the value one step down (an object key or an array index). */
export function stepInto(s: Schema, seg: string, container: unknown): Schema | undefined {
  if (Array.isArray(container)) return s.items as Schema | undefined;
  return propertySchema(s, seg);
}

/** The definition a schema names directly (`{"$ref": "#/definitions/X"}` → `X`). */
export const refName = (s: Schema | undefined): string | undefined =>
  typeof s?.$ref === 'string' ? s.$ref.replace('#/definitions/', '') : undefined;
