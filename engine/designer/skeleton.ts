/**
 * A minimal instance of a schema (docs/studio.md, 设计): what the palette and 添加 put in the draft. Only
 * required keys, each with a value that passes the descriptor schema: consts, an enum's first value,
 * a Chinese placeholder for texts, a plain name for keys that name data, `null` for an expression, an empty inline form schema.
 */
import { deref, unionOf, type Schema } from './schemaNav';

/** Values some definitions start with whatever their key: an expression starts empty (null). */
const BY_DEFINITION: Readonly<Record<string, unknown>> = {
  Expr: null,
  SchemaRef: { type: 'object', properties: {} },
};

/** Among a union's members, the one a new value takes (a new button shows a message, nothing riskier). */
const PREFERRED: ReadonlySet<string> = new Set(['ToastAction']);

/** Keys that name data rather than say something: a plain ASCII name. */
const NAMES: Readonly<Record<string, string>> = {
  field: 'field1',
  rowKey: 'id',
  rows: 'rows',
  x: 'x',
  key: 'tab1',
  id: 'block1',
  name: '新系列',
  screen: 'newScreen',
  path: '/commondeal/',
  url: '/',
  to: '/',
  dialog: 'dialog1',
};

/** Definitions whose strings name data whatever their key (a row property, a path in an answer). */
const NAME_DEFINITIONS: ReadonlySet<string> = new Set(['RowField', 'AnswerPath']);

/** What a Chinese text starts as: `新` and the thing's name (`新列`), else `新内容`. */
const textFor = (key: string, noun?: string) =>
  noun ? `新${noun}` : key === 'message' ? '新提示' : '新内容';

/**
 * A minimal valid instance of `s`; `key` is the key it sits under (for a placeholder), `noun` the
 * Chinese name of the thing made (its title becomes `新<noun>`).
 */
export function skeletonFor(
  root: Schema,
  s: Schema | undefined,
  key = '',
  noun?: string,
  depth = 0,
): unknown {
  const r = deref(root, s);
  if (!r || depth > 12) return {};
  if (r.definition && Object.hasOwn(BY_DEFINITION, r.definition))
    return structuredClone(BY_DEFINITION[r.definition]);
  const t = r.schema;
  if ('const' in t) return t.const;
  if (Array.isArray(t.enum)) return t.enum[0];
  const members = unionOf(t);
  if (members) return skeletonFor(root, pickMember(root, members), key, noun, depth + 1);
  const type = Array.isArray(t.type) ? t.type[0] : t.type;
  if (type === 'object' || (!type && t.properties)) {
    const props = (t.properties ?? {}) as Record<string, Schema>;
    const out: Record<string, unknown> = {};
    for (const k of (t.required as string[] | undefined) ?? [])
      out[k] = skeletonFor(root, props[k], k, noun, depth + 1);
    return out;
  }
  if (type === 'array') return [];
  if (type === 'number' || type === 'integer') return typeof t.minimum === 'number' ? t.minimum : 0;
  if (type === 'boolean') return false;
  if (type === 'string') {
    const named = r.definition && NAME_DEFINITIONS.has(r.definition);
    if (named || Object.hasOwn(NAMES, key)) return NAMES[key] ?? 'field1';
    return textFor(key, ['title', 'label', 'name'].includes(key) ? noun : undefined);
  }
  return null;
}

/** The member a new value takes: a preferred one, else the one with the fewest required keys. */
function pickMember(root: Schema, members: Schema[]): Schema {
  const named = members.find((m) => PREFERRED.has(String(m.$ref ?? '').replace('#/definitions/', '')));
  if (named) return named;
  const required = (m: Schema) => ((deref(root, m)?.schema.required as unknown[] | undefined) ?? []).length;
  return members.reduce((best, m) => (required(m) < required(best) ? m : best), members[0]!);
}
