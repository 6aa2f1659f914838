import type { JsonSchema } from '../../../schema';

/** The `default`s a JSON Schema declares for the properties of an object (nested objects included). */
export function schemaDefaults(schema: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const props = schema.properties;
  if (!props || typeof props !== 'object') return out;
  for (const [key, sub] of Object.entries(props as Record<string, JsonSchema>)) {
    if (!sub || typeof sub !== 'object') continue;
    if (sub.default !== undefined) out[key] = sub.default;
    else if (sub.type === 'object') {
      const inner = schemaDefaults(sub);
      if (Object.keys(inner).length) out[key] = inner;
    }
  }
  return out;
}
