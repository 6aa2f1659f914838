import type { Block, CrudBlock, ScreenDescriptor } from '../../../descriptor';
import type { JsonSchema } from '../../../schema';
import type { Page } from './crudTypes';
import type { FormData } from '../../../form';

/** The list cruds of a screen's blocks (not its dialogs'), in the order they stand. */
function pageLists(blocks: readonly Block[]): CrudBlock[] {
  const out: CrudBlock[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const b = node as Record<string, unknown>;
    if (b.type === 'crud' && b.list) out.push(b as unknown as CrudBlock);
    Object.values(b).forEach(walk);
  };
  walk(blocks);
  return out;
}

/**
 * Where a crud keeps its query and page in the address (descriptor `urlState`): `''` for the screen's
 * first list (plain names), `<id>.` for another list with an id, null for a list in a dialog, one
 * without a list call or id, or one declared `urlState: false`.
 */
export function urlPrefix(descriptor: ScreenDescriptor, block: CrudBlock): string | null {
  if (block.urlState === false || !block.list) return null;
  const lists = pageLists(descriptor.blocks);
  const at = lists.findIndex((b) => b === block || (block.id !== undefined && b.id === block.id));
  if (at < 0) return null;
  if (at === 0) return '';
  return block.id ? `${block.id}.` : null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A parameter's text as the value of a field of this schema, or undefined when it does not fit. */
function fieldValue(text: string, schema: JsonSchema): unknown {
  const type = schema.type;
  if (type === 'integer' || type === 'number') {
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n) || (type === 'integer' && !Number.isInteger(n)))
      return undefined;
    if (typeof schema.minimum === 'number' && n < schema.minimum) return undefined;
    if (typeof schema.maximum === 'number' && n > schema.maximum) return undefined;
    return n;
  }
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  if (type !== undefined && type !== 'string') return undefined;
  // Empty: the user cleared a field that has a default.
  if (text === '') return '';
  if (Array.isArray(schema.enum) && !schema.enum.includes(text)) return undefined;
  if (typeof schema.maxLength === 'number' && text.length > schema.maxLength) return undefined;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(text)) return undefined;
  if (schema.format === 'date' && !DATE.test(text)) return undefined;
  return text;
}

const fieldsOf = (schema: JsonSchema) =>
  Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).filter(
    ([, s]) => s && typeof s === 'object',
  );

const positive = (text: string | null) =>
  text !== null && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : undefined;

/**
 * The query and page a crud finds in the address, or null when the address holds none of its
 * parameters. A parameter that is not a field of the query schema or does not fit its field is ignored,
 * as is a page size the crud does not offer.
 */
export function readUrlState(
  search: string,
  prefix: string,
  schema: JsonSchema,
  sizes: readonly number[],
  first: Page,
): { query: FormData; page: Page } | null {
  const params = new URLSearchParams(search);
  const query: FormData = {};
  let found = false;
  for (const [name, field] of fieldsOf(schema)) {
    const text = params.get(prefix + name);
    if (text === null) continue;
    found = true;
    const value = fieldValue(text, field);
    if (value !== undefined) query[name] = value;
  }
  const current = positive(params.get(`${prefix}page`));
  const asked = positive(params.get(`${prefix}size`));
  const size = asked !== undefined && sizes.includes(asked) ? asked : first.size;
  if (!found && current === undefined && asked === undefined) return null;
  return { query, page: { current: current ?? 1, size } };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * The address's query string with the crud's query and page in it: each field that differs from its
 * default (a cleared one as `name=`), the page unless the first, the size unless the first; the other
 * parameters of the address as they were.
 */
export function writeUrlState(
  search: string,
  prefix: string,
  schema: JsonSchema,
  state: { query: FormData; defaults: FormData; page: Page; firstSize: number },
): string {
  const params = new URLSearchParams(search);
  const { query, defaults, page, firstSize } = state;
  for (const [name] of fieldsOf(schema)) {
    params.delete(prefix + name);
    const v = query[name];
    if (same(v, defaults[name])) continue;
    if (v === undefined || v === null || v === '') params.set(prefix + name, '');
    else if (typeof v !== 'object') params.set(prefix + name, String(v));
  }
  params.delete(`${prefix}page`);
  params.delete(`${prefix}size`);
  if (page.current !== 1) params.set(`${prefix}page`, String(page.current));
  if (page.size !== firstSize) params.set(`${prefix}size`, String(page.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}
