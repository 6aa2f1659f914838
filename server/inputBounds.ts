/**
 * Bounds every request schema, applied by Fastify's schema compiler so that no schema can
 * forget them: an integer field without its own bounds is limited to PostgreSQL's `integer` (int4), and
 * no string or object key of a body, query or path may hold a control character (NUL cannot be stored
 * in PostgreSQL text at all). Tab, line feed and carriage return stay allowed (multi-line text, SQL).
 */
import type { Ajv, AnySchema, FuncKeywordDefinition } from 'ajv';

export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;
/** The ajv keyword put at the root of every compiled request schema. */
export const NO_CONTROL_KEYWORD = 'noControlCharacters';
export const CONTROL_MESSAGE = '不能包含控制字符';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** True when a string or key anywhere in `data` holds a control character (iterative, linear). */
function holdsControlCharacter(data: unknown): boolean {
  const stack: unknown[] = [data];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (CONTROL.test(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) if (typeof item !== 'number' && typeof item !== 'boolean') stack.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const key in value) {
        if (CONTROL.test(key)) return true;
        stack.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * The JSON pointer of the first string or key holding a control character, undefined when none
 * (iterative: a body of any depth cannot exhaust the stack here).
 */
export function findControlCharacter(data: unknown): string | undefined {
  if (!holdsControlCharacter(data)) return undefined;
  const stack: Array<[unknown, string]> = [[data, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (CONTROL.test(value)) return path;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${path}/${i}`]);
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      for (const key of keys) if (CONTROL.test(key)) return path;
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        stack.push([(value as Record<string, unknown>)[key], `${path}/${escapePointer(key)}`]);
      }
    }
  }
  return undefined;
}

/**
 * How deep a request part may nest: no route takes more than a few levels (a deal input is 4: node, row
 * list, row, value), and code that walks a value recursively (JSON.stringify, a lint, a validator of a
 * recursive schema) must never meet one deep enough to exhaust the stack (docs/server.md).
 */
export const MAX_DEPTH = 32;
/** The ajv keyword put at the root of every compiled request schema beside {@link NO_CONTROL_KEYWORD}. */
export const MAX_DEPTH_KEYWORD = 'maxNestingDepth';
export const DEPTH_MESSAGE = `层级过深：超过 ${MAX_DEPTH} 层`;

/**
 * The JSON pointer of the first object or array nested deeper than `max` levels in `data` (the value
 * itself is level 1 when it is an object or array), undefined when none. Iterative and linear.
 */
export function beyondDepth(data: unknown, max: number): string | undefined {
  const stack: Array<[unknown, string, number]> = [[data, '', 1]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth > max) return path;
    const entries: Array<[string, unknown]> = Array.isArray(value)
      ? value.map((v, i) => [String(i), v])
      : Object.entries(value);
    for (const [key, v] of entries)
      if (v !== null && typeof v === 'object') stack.push([v, `${path}/${escapePointer(key)}`, depth + 1]);
  }
  return undefined;
}

type Node = Record<string, unknown>;

/** The size of an array field that does not set its own `maxItems`. */
export const DEFAULT_MAX_ITEMS = 1000;
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];
const SUBSCHEMAS = [
  'additionalProperties',
  'additionalItems',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'propertyNames',
];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];

const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A copy of `schema` bounded for linear validation of any input:
 * - integers without bounds of their own are limited to int4;
 * - arrays without `maxItems` take {@link DEFAULT_MAX_ITEMS};
 * - the items of an array are validated only when the array is within its `maxItems` (with ajv's
 *   `allErrors`, an oversized array would otherwise have every item validated, and ajv-errors makes
 *   that quadratic in the number of errors), likewise the values of a map beyond `maxProperties`.
 */
export function boundSchema<S>(schema: S): S {
  if (!isNode(schema)) return schema;
  const out: Node = { ...schema };
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes('integer')) {
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = INT4_MAX;
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = INT4_MIN;
  }
  if (types.includes('array') && out.maxItems === undefined) out.maxItems = DEFAULT_MAX_ITEMS;
  for (const k of SUBSCHEMA_MAPS)
    if (isNode(out[k]))
      out[k] = Object.fromEntries(Object.entries(out[k] as Node).map(([p, s]) => [p, boundSchema(s)]));
  for (const k of SUBSCHEMAS) if (isNode(out[k])) out[k] = boundSchema(out[k]);
  for (const k of SUBSCHEMA_LISTS) if (Array.isArray(out[k])) out[k] = (out[k] as unknown[]).map(boundSchema);
  if (Array.isArray(out.items)) out.items = out.items.map(boundSchema);
  else if (isNode(out.items)) out.items = boundSchema(out.items);
  guard(out, 'maxItems', ['items', 'additionalItems', 'contains', 'uniqueItems']);
  if (out.properties === undefined)
    guard(out, 'maxProperties', ['patternProperties', 'additionalProperties', 'propertyNames']);
  return out as S;
}

/** Moves the keywords that look into the elements under `if: {limit} then: {...}`. */
function guard(node: Node, limit: 'maxItems' | 'maxProperties', keywords: string[]): void {
  if (node[limit] === undefined || 'if' in node || 'then' in node) return;
  const inner: Node = {};
  for (const k of keywords)
    if (k in node) {
      inner[k] = node[k];
      delete node[k];
    }
  if (Object.keys(inner).length === 0) return;
  node.if = { [limit]: node[limit] };
  node.then = inner;
}

const noControl: FuncKeywordDefinition = {
  keyword: NO_CONTROL_KEYWORD,
  schemaType: 'boolean',
  errors: true,
  validate: function validate(enabled: boolean, data: unknown, _parent, cxt) {
    if (!enabled) return true;
    const at = findControlCharacter(data);
    if (at === undefined) return true;
    (validate as unknown as { errors: object[] }).errors = [
      {
        keyword: NO_CONTROL_KEYWORD,
        instancePath: `${cxt?.instancePath ?? ''}${at}`,
        params: {},
        message: CONTROL_MESSAGE,
      },
    ];
    return false;
  },
};

const maxDepth: FuncKeywordDefinition = {
  keyword: MAX_DEPTH_KEYWORD,
  schemaType: 'number',
  errors: true,
  validate: function validate(max: number, data: unknown, _parent, cxt) {
    const at = beyondDepth(data, max);
    if (at === undefined) return true;
    (validate as unknown as { errors: object[] }).errors = [
      {
        keyword: MAX_DEPTH_KEYWORD,
        instancePath: `${cxt?.instancePath ?? ''}${at}`,
        params: {},
        message: DEPTH_MESSAGE,
      },
    ];
    return false;
  },
};

/**
 * The ajv plugin for Fastify's validator compiler: shared schemas (`addSchema`) and route schemas
 * (`compile`) get int4 bounds; every route schema gets the control-character and depth checks at its root.
 */
export function inputBounds(ajv: Ajv): Ajv {
  ajv.addKeyword(noControl);
  ajv.addKeyword(maxDepth);
  const addSchema = ajv.addSchema.bind(ajv);
  const compile = ajv.compile.bind(ajv);
  ajv.addSchema = ((schema: AnySchema | AnySchema[], ...rest: unknown[]) =>
    addSchema(
      Array.isArray(schema) ? schema.map(boundSchema) : boundSchema(schema),
      ...(rest as [string?]),
    )) as typeof ajv.addSchema;
  ajv.compile = ((schema: AnySchema, meta?: boolean) =>
    compile(
      isNode(schema)
        ? { ...boundSchema(schema), [NO_CONTROL_KEYWORD]: true, [MAX_DEPTH_KEYWORD]: MAX_DEPTH }
        : schema,
      meta,
    )) as typeof ajv.compile;
  return ajv;
}
