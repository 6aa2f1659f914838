type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** The schema of the object at `keys` in the property form's schema (through its `properties`). */
function schemaAt(schema: Json | undefined, keys: (string | number)[]): Json | undefined {
  let at = schema;
  for (const k of keys) at = isObject(at?.properties) ? ((at.properties as Json)[k] as Json) : undefined;
  return at;
}

/** A map of codes in the form's schema: an object of any keys (`additionalProperties`), no named ones. */
const isMap = (s: unknown) => isObject(s) && isObject(s.additionalProperties) && !isObject(s.properties);

/**
 * The codes a map of the property form is offered (docs/studio.md, 设计): those of the other maps of the
 * same object, with the text a map of texts gives them, e.g. a column's 标签颜色 offered the codes of its
 * 代码映射 with their labels (`1（启用）`). Given the form's schema, only what it draws as maps counts: an
 * object of named keys beside it (a chart's 数据接口) has no codes.
 */
export function siblingCodes(
  data: Record<string, unknown>,
  keyPath: (string | number)[],
  schema?: Json,
): { code: string; label?: string }[] {
  let parent: unknown = data;
  for (const k of keyPath.slice(0, -1)) parent = (parent as Record<string, unknown> | undefined)?.[k];
  if (!parent || typeof parent !== 'object') return [];
  const own = String(keyPath.at(-1));
  const shape = schema && schemaAt(schema, keyPath.slice(0, -1));
  const found = new Map<string, string | undefined>();
  for (const [key, map] of Object.entries(parent as Record<string, unknown>)) {
    if (key === own || !map || typeof map !== 'object' || Array.isArray(map)) continue;
    if (shape && !isMap((shape.properties as Json | undefined)?.[key])) continue;
    for (const [code, v] of Object.entries(map as Record<string, unknown>))
      if (!found.get(code)) found.set(code, typeof v === 'string' ? v : undefined);
  }
  return [...found].map(([code, label]) => ({ code, label }));
}
