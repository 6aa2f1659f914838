import { unionMembers } from '../../../engine/designer/unionChoice';

/**
 * The property form's schema (docs/studio.md, 设计): the node's subschema of the descriptor schema made
 * into a plain RJSF form. Scalars, enums and arrays of scalars are RJSF's own fields; an `Expr` is drawn
 * by the expression field; a map of codes to scalars by the map field (a row per code); a map of
 * expressions by the expression map field (a row per key); a choice of shapes told apart by `type` (an
 * action) by the choice field; any other value by the JSON field. Arrays of objects are child nodes,
 * edited in the outline, and left out; inside a choice's own form (`nested`) an array of choices is
 * drawn as a list.
 */
type Json = Record<string, unknown>;

export interface PropertyForm {
  schema: Json;
  uiSchema: Json;
}

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);
const KEEP = ['type', 'enum', 'format', 'pattern', 'maxLength', 'minLength', 'minimum', 'maximum'] as const;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The name of the definition a `$ref` names, and the definition itself. */
function resolve(schema: Json, definitions: Json): { name?: string; schema: Json } {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return { schema };
  const name = ref.replace('#/definitions/', '');
  const target = definitions[name];
  const merged = { ...(isObject(target) ? target : {}), ...schema };
  delete merged.$ref;
  return { name, schema: merged };
}

const labelled = (schema: Json, key: string, from: Json): Json => ({
  ...schema,
  title: typeof from.title === 'string' ? from.title : key,
  ...(typeof from.description === 'string' ? { description: from.description } : {}),
});

/** A scalar (or an enum of constants) as RJSF draws it; undefined when the schema is not one. */
function scalarOf(schema: Json): Json | undefined {
  const members = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (members?.length && members.every((m) => 'const' in m && m.const !== null)) {
    const values = members.map((m) => m.const);
    return { type: typeof values[0] === 'number' ? 'number' : 'string', enum: values };
  }
  if (typeof schema.type !== 'string' || !SCALARS.has(schema.type) || 'const' in schema) return undefined;
  const out: Json = {};
  for (const k of KEEP) if (k in schema) out[k] = schema[k];
  return out;
}

/** A map of codes to scalars (`{ [code: string]: string }`, `{ [code]: TagColor }`) as the map field draws it. */
function mapOf(schema: Json, definitions: Json): Json | undefined {
  if (schema.type !== 'object' || isObject(schema.properties) || !isObject(schema.additionalProperties))
    return undefined;
  const value = scalarOf(resolve(schema.additionalProperties, definitions).schema);
  return value && { type: 'object', additionalProperties: value };
}

/** Whether an array's items are objects (child nodes of the outline). */
function holdsObjects(items: Json, definitions: Json): boolean {
  const item = resolve(items, definitions).schema;
  if (item.type === 'object' || isObject(item.properties)) return true;
  const members = (item.anyOf ?? item.oneOf) as Json[] | undefined;
  return !!members?.some((m) => holdsObjects(m, definitions));
}

interface Field {
  schema: Json;
  ui?: Json;
}

/** Where a key's field is drawn: how deep in plain objects, which keys are left out, inside a choice or not. */
interface Place {
  depth: number;
  skip: (key: string) => boolean;
  nested: boolean;
  required: boolean;
}

/** A map of expressions (`Mapping`: a request's body, its query). */
const isExprMap = (schema: Json, definitions: Json) =>
  schema.type === 'object' &&
  !isObject(schema.properties) &&
  isObject(schema.additionalProperties) &&
  resolve(schema.additionalProperties, definitions).name === 'Expr';

/** A choice of shapes (`Action`), or an array of them inside a choice's form, as the choice fields draw them. */
function choiceOf(key: string, raw: Json, schema: Json, definitions: Json, at: Place): Field | undefined {
  const root = { definitions };
  const members = unionMembers(root, raw);
  if (members)
    return {
      schema: labelled({}, key, schema),
      ui: { 'ui:field': 'union', 'ui:options': { members, required: at.required, of: raw } },
    };
  const items = schema.type === 'array' && isObject(schema.items) ? schema.items : undefined;
  const inList = at.nested && items ? unionMembers(root, items) : undefined;
  if (inList)
    return {
      schema: labelled({}, key, schema),
      ui: { 'ui:field': 'unionList', 'ui:options': { members: inList, of: items } },
    };
  return undefined;
}

/** One key's field, or undefined when the key is left out of the form. */
function fieldOf(key: string, raw: Json, definitions: Json, at: Place): Field | undefined {
  const { depth, skip, nested } = at;
  const { name, schema } = resolve(raw, definitions);
  if (key === 'type' && 'const' in schema) return undefined;
  if (name === 'Expr') return { schema: labelled({}, key, schema), ui: { 'ui:field': 'expr' } };
  const choice = choiceOf(key, raw, schema, definitions, at);
  if (choice) return choice;
  const scalar = scalarOf(schema);
  if (scalar) return { schema: labelled(scalar, key, schema) };
  if (schema.type === 'array' && isObject(schema.items)) {
    if (holdsObjects(schema.items, definitions)) return undefined;
    const item = scalarOf(resolve(schema.items, definitions).schema);
    if (item)
      return { schema: labelled({ type: 'array', items: item }, key, schema), ui: { 'ui:field': 'words' } };
  }
  if (depth < 2 && isObject(schema.properties) && schema.additionalProperties === false) {
    const inner = objectForm(schema, definitions, depth + 1, (k) => skip(`${key}/${k}`), nested);
    if (Object.keys(inner.schema.properties as Json).length)
      return { schema: labelled(inner.schema, key, schema), ui: inner.uiSchema };
    return undefined;
  }
  if (skip(key)) return undefined;
  if (isExprMap(schema, definitions))
    return { schema: labelled({}, key, schema), ui: { 'ui:field': 'exprMap' } };
  const map = mapOf(schema, definitions);
  if (map) return { schema: labelled(map, key, schema), ui: { 'ui:field': 'map' } };
  return { schema: labelled({}, key, schema), ui: { 'ui:field': 'json' } };
}

function objectForm(
  schema: Json,
  definitions: Json,
  depth: number,
  skip: (key: string) => boolean,
  nested: boolean,
): PropertyForm {
  const properties: Json = {};
  const uiSchema: Json = {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  for (const [key, raw] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
    if (!isObject(raw) || skip(key)) continue;
    const field = fieldOf(key, raw, definitions, { depth, skip, nested, required: required.has(key) });
    if (!field) continue;
    properties[key] = field.schema;
    if (field.ui) uiSchema[key] = field.ui;
  }
  return { schema: { type: 'object', properties }, uiSchema };
}

/**
 * The form of one node: `nodeSchema` is its subschema (schemaAt), `definitions` the descriptor schema's;
 * `holdsChildren(keyPath)` says a key (`query/schema`) holds nodes of the outline, left out of the form.
 * `nested`: the form of a choice's member (an action inside a node), whose arrays of choices it draws.
 */
export function propertyForm(
  nodeSchema: Json,
  definitions: Json,
  holdsChildren: (keyPath: string) => boolean,
  nested = false,
): PropertyForm {
  const own = resolve(nodeSchema, definitions).schema;
  return objectForm(own, definitions, 0, holdsChildren, nested);
}

/** The node's value as the form holds it: only the keys the form shows, nested objects likewise. */
export function projectValue(value: unknown, schema: Json): Json {
  const out: Json = {};
  if (!isObject(value)) return out;
  for (const [key, field] of Object.entries((schema.properties ?? {}) as Json)) {
    if (!(key in value)) continue;
    const isNested = isObject(field) && field.type === 'object' && isObject(field.properties);
    out[key] = isNested ? projectValue(value[key], field) : value[key];
  }
  return out;
}

/**
 * A key's new value: the form's, laid over the node's own. The keys the form does not show are kept;
 * a key it shows and no longer holds is removed.
 */
export function mergeValue(before: unknown, edited: unknown, field: Json): unknown {
  const shown = isObject(field.properties) ? field.properties : undefined;
  if (!shown || !isObject(before) || !isObject(edited)) return edited;
  const out: Json = { ...before };
  for (const k of Object.keys(shown)) {
    const v = edited[k];
    if (v === undefined) delete out[k];
    else out[k] = mergeValue(before[k], v, (shown[k] ?? {}) as Json);
  }
  return out;
}
