import type { CrudBlock } from '../descriptor';

type Schema = Record<string, unknown>;
interface OpenApiLike {
  paths?: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
  components?: { schemas?: Record<string, unknown> };
}

/** The JSON Schema of one row of a crud list's answer in an OpenAPI document (`data.<rows>` items). */
export function rowSchemaFromOpenApi(doc: OpenApiLike, list: CrudBlock['list']): Schema | undefined {
  if (!list) return undefined;
  const deref = (s: unknown): Schema | undefined => {
    let cur = s as Schema | undefined;
    for (let i = 0; i < 5 && cur && typeof cur.$ref === 'string'; i++)
      cur = doc.components?.schemas?.[cur.$ref.replace('#/components/schemas/', '')] as Schema | undefined;
    return cur;
  };
  const segs = (p: string) =>
    p
      .split('?')[0]!
      .split('/')
      .filter(Boolean)
      .map((s) => (/^\{.*\}$/.test(s) || s.includes('{{') ? '*' : s));
  const want = segs(list.path);
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    const have = segs(path);
    if (have.length !== want.length || !have.every((s, i) => s === want[i] || s === '*' || want[i] === '*'))
      continue;
    const op = ops[list.method.toLowerCase()];
    const content = op?.responses?.['200']?.content;
    let s = deref((deref(Object.values(content ?? {})[0]?.schema)?.properties as Schema | undefined)?.data);
    for (const key of list.rows ? list.rows.split('.') : [])
      s = deref((s?.properties as Schema | undefined)?.[key]);
    return deref(s?.type === 'array' ? s.items : undefined);
  }
  return undefined;
}
