/**
 * Input as people type it (docs/descriptor.md, input as people type it): one set of rules, read from a
 * field's JSON Schema, that the console applies when a field is left and before a submit, and the
 * server applies to every request (server/inputText.ts), so both read a value the same way.
 *
 * - Every string loses its leading and trailing spaces (full-width ones too).
 * - Where a number, a code or a date is expected, full-width digits and punctuation (`２２０７`,
 *   `５７．００`) become half-width: a `number`/`integer` field, a string with a `format`, and a string
 *   with a `pattern` that its half-width form satisfies while the typed form does not (so a name or a
 *   SQL text that fits its pattern as typed keeps its full-width characters).
 * - A number typed as text becomes a number only when it is plain decimal notation (`57.00`, `-3`):
 *   thousands separators (`1,234.5`) and exponents (`5e1`) stay text, so the field's own message shows.
 * - Passwords and opaque values are left as they are: a schema with `writeOnly` (what is written and
 *   never read back: passwords), `contentEncoding` (encrypted or base64 text) or `contentMediaType` (a
 *   document's text, such as a screen descriptor's JSON, kept byte for byte), and a field drawn with the
 *   `password` widget.
 */

type Node = Record<string, unknown>;

/** How a field's value is normalised. */
export type InputKind = 'opaque' | 'text' | 'code' | 'number' | 'other';

const isNode = (v: unknown): v is Node => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const typesOf = (schema: Node): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/** Full-width ASCII (U+FF01–U+FF5E) and the ideographic space as their half-width forms. */
export function toHalfWidth(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}

/** A number in plain decimal notation: an optional minus, digits, an optional fraction. */
export const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** How the value of a field with this schema (and uiSchema) is normalised. */
export function inputKind(schema: unknown, ui?: unknown): InputKind {
  if (!isNode(schema)) return 'other';
  if (
    schema.writeOnly === true ||
    schema.contentEncoding !== undefined ||
    schema.contentMediaType !== undefined
  )
    return 'opaque';
  if (isNode(ui) && ui['ui:widget'] === 'password') return 'opaque';
  const types = typesOf(schema);
  if (types.includes('number') || types.includes('integer')) return 'number';
  if (!types.includes('string')) return 'other';
  return typeof schema.format === 'string' || typeof schema.pattern === 'string' ? 'code' : 'text';
}

const patterns = new Map<string, RegExp | null>();
/** The schema's pattern as ajv reads it (unicode); null when it does not compile. */
function patternOf(source: string): RegExp | null {
  let re = patterns.get(source);
  if (re === undefined) {
    try {
      re = new RegExp(source, 'u');
    } catch {
      re = null;
    }
    patterns.set(source, re);
  }
  return re;
}

/** A code or date: half-width where the schema's format asks for it or its pattern fits only that. */
function normaliseCode(schema: Node, text: string): string {
  const half = toHalfWidth(text).trim();
  if (typeof schema.format === 'string' || half === text) return half;
  const re = typeof schema.pattern === 'string' ? patternOf(schema.pattern) : null;
  return re && !re.test(text) && re.test(half) ? half : text;
}

/**
 * A number typed as text: half-width (the Chinese full stop `。` too), a number when in plain decimal
 * notation, else the text (the schema's type check then shows the field's message).
 */
export function normaliseNumberText(text: string): number | string | undefined {
  const half = toHalfWidth(text)
    .replace(/\u3002/g, '.')
    .trim();
  if (half === '') return undefined;
  return PLAIN_NUMBER.test(half) ? Number(half) : half;
}

/** One value as the field with this schema expects it (values that are not text are kept). */
export function normaliseValue(schema: unknown, value: unknown, ui?: unknown): unknown {
  if (typeof value !== 'string') return value;
  const kind = inputKind(schema, ui);
  switch (kind) {
    case 'text':
      return value.trim();
    case 'code':
      return normaliseCode(schema as Node, value.trim());
    case 'number':
      return normaliseNumberText(value);
    default:
      return value;
  }
}

/**
 * A field's value as a form keeps it once left: normalised, and a text left empty (only spaces) is no
 * value at all (undefined), as the widgets keep an emptied field, so its required message shows.
 */
export function normaliseField(schema: unknown, value: unknown, ui?: unknown): unknown {
  const next = normaliseValue(schema, value, ui);
  return next === '' ? undefined : next;
}

/**
 * A form's data with every field normalised by its schema (through `properties` and array `items`,
 * each as `normaliseField`); the same object when nothing changed, so a renderer can tell whether to
 * write it back.
 */
export function normaliseData<T>(schema: unknown, data: T, ui?: unknown): T {
  if (!isNode(schema)) return data;
  if (Array.isArray(data)) {
    const items = schema.items;
    const itemUi = isNode(ui) ? ui.items : undefined;
    const next = data.map((item: unknown) => normaliseData(items, item, itemUi));
    return (next.some((v, i) => v !== data[i]) ? next : data) as T;
  }
  if (!isNode(data)) return normaliseField(schema, data, ui) as T;
  const props = isNode(schema.properties) ? schema.properties : {};
  let out: Node | undefined;
  for (const [key, value] of Object.entries(data)) {
    if (!(key in props)) continue;
    const next = normaliseData(props[key], value, isNode(ui) ? ui[key] : undefined);
    if (next === value) continue;
    out ??= { ...data };
    if (next === undefined) delete out[key];
    else out[key] = next;
  }
  return (out ?? data) as T;
}
