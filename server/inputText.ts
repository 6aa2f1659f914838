/**
 * Input as people type it, on the server (docs/server.md#input-as-people-type-it): before a request's
 * object is validated, each of its declared properties that holds text is normalised by the rules the
 * console's forms apply (engine/form/normalise.ts): every string trimmed, full-width digits and
 * punctuation made half-width where the property's schema expects a number, a code or a date, and
 * passwords and opaque values (`writeOnly`, `contentEncoding`, `contentMediaType`) left as they came. An API caller so gets
 * what the console would have sent: ` 13900000002 ` finds the user 13900000002, a role named
 * ` 管理员 ` is stored as 管理员.
 */
import type { Ajv, AnySchema, FuncKeywordDefinition } from 'ajv';
import { normaliseValue } from '../engine/form/normalise';

/** The ajv keyword put on every object schema with `properties` of a request schema. */
export const INPUT_TEXT_KEYWORD = 'normaliseText';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];
const SUBSCHEMAS = ['additionalProperties', 'additionalItems', 'contains', 'not', 'if', 'then', 'else'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];

/** A copy of `schema` with the keyword on each object schema that declares properties. */
export function markInputText<S>(schema: S): S {
  if (!isNode(schema)) return schema;
  const out: Node = { ...schema };
  if (isNode(out.properties)) out[INPUT_TEXT_KEYWORD] = true;
  for (const k of SUBSCHEMA_MAPS)
    if (isNode(out[k]))
      out[k] = Object.fromEntries(Object.entries(out[k] as Node).map(([p, s]) => [p, markInputText(s)]));
  for (const k of SUBSCHEMAS) if (isNode(out[k])) out[k] = markInputText(out[k]);
  for (const k of SUBSCHEMA_LISTS)
    if (Array.isArray(out[k])) out[k] = (out[k] as unknown[]).map(markInputText);
  if (Array.isArray(out.items)) out.items = out.items.map(markInputText);
  else if (isNode(out.items)) out.items = markInputText(out.items);
  return out as S;
}

/** Normalises the text values of `data`'s declared properties in place (as `useDefaults` writes). */
const normaliseText: FuncKeywordDefinition = {
  keyword: INPUT_TEXT_KEYWORD,
  type: 'object',
  schemaType: 'boolean',
  modifying: true,
  // Before `properties`, so each property's own keywords (type, pattern, format…) see the normalised value.
  before: 'properties',
  errors: false,
  validate(enabled: boolean, data: unknown, parentSchema?: { properties?: unknown }) {
    const props = parentSchema?.properties;
    if (!enabled || !isNode(data) || !isNode(props)) return true;
    for (const key of Object.keys(props)) {
      const value = Object.prototype.hasOwnProperty.call(data, key) ? data[key] : undefined;
      if (typeof value !== 'string') continue;
      const next = normaliseValue(props[key], value);
      // A number field's text stays text (a query's is coerced later; a JSON body's types are its own).
      const text = typeof next === 'number' ? String(next) : next;
      if (text !== value && typeof text === 'string') data[key] = text;
    }
    return true;
  },
};

/**
 * The ajv plugin for Fastify's validator compiler: every shared schema (`addSchema`) and route schema
 * (`compile`) has its text normalised before it is validated.
 */
export function inputText(ajv: Ajv): Ajv {
  ajv.addKeyword(normaliseText);
  const addSchema = ajv.addSchema.bind(ajv);
  const compile = ajv.compile.bind(ajv);
  ajv.addSchema = ((schema: AnySchema | AnySchema[], ...rest: unknown[]) =>
    addSchema(
      Array.isArray(schema) ? schema.map(markInputText) : markInputText(schema),
      ...(rest as [string?]),
    )) as typeof ajv.addSchema;
  ajv.compile = ((schema: AnySchema, meta?: boolean) =>
    compile(markInputText(schema), meta)) as typeof ajv.compile;
  return ajv;
}
