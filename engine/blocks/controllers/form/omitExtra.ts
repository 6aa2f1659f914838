import type { JsonSchema } from '../../../schema';

/** Drops the keys a closed schema (`additionalProperties: false`) does not declare (a row's extra columns). */
export function omitExtra(schema: JsonSchema, data: Record<string, unknown>): Record<string, unknown> {
  const props = schema.properties;
  if (schema.additionalProperties !== false || !props || typeof props !== 'object') return data;
  return Object.fromEntries(Object.entries(data).filter(([k]) => k in props));
}
