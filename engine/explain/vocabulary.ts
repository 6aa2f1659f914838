import type { CrudBlock } from '../descriptor';

/** How an explanation names a context variable and its values. */
export interface Term {
  /** The variable's name for people, e.g. 状态. */
  label: string;
  /** Code → label of its values, e.g. `{"0": "待审核"}`. */
  values?: Record<string, string>;
}

/** Terms by variable path (`row.status`, `user.orgCode`, `query.keyword`…). */
export type Vocabulary = Record<string, Term>;

/** Names of the context variables every screen has (engine-level, no business words). */
export const baseVocabulary: Vocabulary = {
  'user.roles': { label: '角色' },
  'user.user': { label: '用户名' },
  'user.orgCode': { label: '机构编码' },
  'user.orgName': { label: '机构名称' },
  'user.userTypeId': { label: '用户类型' },
  'user.mobile': { label: '手机号' },
  'user.contact': { label: '联系人' },
  selection: { label: '选择的数据' },
  'client.installed': { label: '客户端已安装' },
  'dialog.mode': { label: '对话框模式', values: { new: '新增', edit: '修改' } },
};

type SchemaNode = {
  title?: unknown;
  enum?: unknown[];
  oneOf?: unknown[];
  anyOf?: unknown[];
  properties?: Record<string, unknown>;
};

/** The value labels of a JSON Schema property: `oneOf`/`anyOf` of `{const, title}`, or its `enum`. */
export function valuesOfSchema(schema: unknown): Record<string, string> | undefined {
  const s = schema as SchemaNode | undefined;
  if (!s || typeof s !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const o of [...(s.oneOf ?? []), ...(s.anyOf ?? [])] as { const?: unknown; title?: unknown }[])
    if (o && typeof o === 'object' && 'const' in o)
      out[String(o.const)] = typeof o.title === 'string' ? o.title : String(o.const);
  for (const v of s.enum ?? []) out[String(v)] ??= String(v);
  return Object.keys(out).length ? out : undefined;
}

/** Terms of an object schema's properties under `prefix` (`row`, `query`). */
export function vocabularyOfSchema(prefix: string, schema: unknown): Vocabulary {
  const out: Vocabulary = {};
  const props = (schema as SchemaNode | undefined)?.properties ?? {};
  for (const [name, p] of Object.entries(props)) {
    const title = (p as SchemaNode).title;
    out[`${prefix}.${name}`] = {
      label: typeof title === 'string' ? title : name,
      values: valuesOfSchema(p),
    };
  }
  return out;
}

const plain = (t: string) => !t.includes('{{');

/**
 * The terms of a crud block: each column names `row.<field>` (its value map gives the value labels,
 * over those of the row schema when one is given), the query form names `query.<field>`.
 */
export function vocabularyOfCrud(block: CrudBlock, rowSchema?: unknown): Vocabulary {
  const out: Vocabulary = { ...baseVocabulary, ...vocabularyOfSchema('row', rowSchema) };
  if (block.query && typeof block.query.schema === 'object')
    Object.assign(out, vocabularyOfSchema('query', block.query.schema));
  for (const c of block.columns) {
    const key = `row.${c.field}`;
    const prev = out[key];
    out[key] = {
      label: plain(c.title) && c.title ? c.title : (prev?.label ?? c.field),
      values: c.format?.map ? { ...prev?.values, ...c.format.map } : prev?.values,
    };
  }
  return out;
}
