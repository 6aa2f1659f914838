import type { ErrorObject } from 'ajv';

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: 'null',
};

const typeName = (t: unknown) =>
  (Array.isArray(t) ? t : [t]).map((x) => TYPE_NAMES[String(x)] ?? String(x)).join('或');

/** One ajv error in Chinese. */
function describe(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `缺少必填属性 "${String(p.missingProperty)}"`;
    case 'additionalProperties':
      return `不允许的属性 "${String(p.additionalProperty)}"`;
    case 'type':
      return `应为${typeName(p.type)}`;
    case 'enum':
      return `应为 ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join('、')} 之一`;
    case 'const':
      return `应为 ${JSON.stringify(p.allowedValue)}`;
    case 'anyOf':
    case 'oneOf':
      return '不符合任何一种允许的写法';
    case 'minItems':
    case 'minLength':
    case 'minimum':
      return `不能小于 ${String(p.limit)}`;
    case 'maxItems':
    case 'maxLength':
    case 'maximum':
      return `不能大于 ${String(p.limit)}`;
    case 'pattern':
      return `格式不正确（应匹配 ${String(p.pattern)}）`;
    default:
      return `不符合描述文件 schema（${e.keyword}）`;
  }
}

const depth = (e: ErrorObject) => e.instancePath.split('/').length;

/**
 * The errors of a descriptor validation in Chinese, each with its JSON pointer: the deepest ones first
 * (with a union of block types, the branch that went furthest is the one the author meant), at most
 * `max`, without repeats. Read by the server (an invalid screen file in its log) and the lint.
 */
export function describeSchemaErrors(errors: ErrorObject[], max = 3): { path: string; message: string }[] {
  const sorted = [...errors].sort((a, b) => depth(b) - depth(a));
  // The const/enum branches of a union at one path (a block's `type`) say one thing: the allowed values.
  const allowed = new Map<string, unknown[]>();
  for (const e of sorted) {
    const p = e.params as { allowedValue?: unknown; allowedValues?: unknown[] };
    if (e.keyword === 'const' || e.keyword === 'enum')
      allowed.set(e.instancePath, [
        ...(allowed.get(e.instancePath) ?? []),
        ...(e.keyword === 'const' ? [p.allowedValue] : (p.allowedValues ?? [])),
      ]);
  }
  const out: { path: string; message: string }[] = [];
  for (const e of sorted) {
    const values = allowed.get(e.instancePath);
    const message =
      values && (e.keyword === 'const' || e.keyword === 'enum')
        ? `应为 ${[...new Set(values)].map((v) => JSON.stringify(v)).join('、')} 之一`
        : describe(e);
    const path = e.instancePath || '/';
    if (!out.some((o) => o.path === path && o.message === message)) out.push({ path, message });
    if (out.length === max) break;
  }
  return out;
}
