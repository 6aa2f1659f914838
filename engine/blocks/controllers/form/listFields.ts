import type { FormSpec } from '../../../descriptor';
import type { JsonSchema } from '../../../schema';
import { getPath } from '../../../expr';

/** The schema with one text field per item of a list (e.g. a deal's query parameters `{value, label, tip}`). */
export function withListFields(schema: JsonSchema, fields: FormSpec['fields'], list: unknown): JsonSchema {
  if (!fields || !Array.isArray(list) || !list.length) return schema;
  const props: Record<string, unknown> = { ...((schema.properties as object | undefined) ?? {}) };
  for (const item of list) {
    const name = String(getPath(item, fields.name) ?? '');
    if (!name) continue;
    props[name] = { type: 'string', title: String(getPath(item, fields.title) ?? name), maxLength: 200 };
  }
  return { ...schema, type: 'object', properties: props };
}
