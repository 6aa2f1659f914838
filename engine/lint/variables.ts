import type { ScreenDescriptor, ShellDescriptor } from '../descriptor';
import { exprVars, templatePaths } from '../expr';
import { collectExprs } from './exprs';
import { walk } from './walk';

/** Fields of the login answer kept as `user` (spec 000 §3 Login user info). */
const USER_FIELDS = ['orgCode', 'orgName', 'roles', 'user', 'mobile', 'contact', 'userTypeId', 'ext'];
const FREE_ROOTS = new Set([
  'state',
  'results',
  'route',
  'session',
  'client',
  'selection',
  'now',
  'today',
  'error',
  'dialog',
  'tab',
  'result',
  'page',
  '',
]);
/** Fields of the deal metadata a dealForm publishes as `deal` (spec 000 §3 Deal metadata). */
const DEAL_FIELDS = ['dealName', 'comment', 'dealType', 'reqNodeNames', 'reqProperties', 'resProperties'];
const TEMPLATE_KEYS = new Set([
  'path',
  'message',
  'title',
  'label',
  'url',
  'to',
  'success',
  'text',
  'description',
  'caption',
  'cancelMessage',
  'reason',
  'errorMessage',
  'headerText',
  'new',
  'edit',
]);

type Resolve = (ref: unknown) => Record<string, unknown> | undefined;

const props = (schema: Record<string, unknown> | undefined): string[] => {
  if (!schema) return [];
  const own = Object.keys((schema.properties as object | undefined) ?? {});
  const nested = ['then', 'else'].flatMap((k) => props(schema[k] as Record<string, unknown> | undefined));
  return [...own, ...nested];
};

/** Every variable a predicate or template reads must exist in the row, form, query or user (DESIGN §3). */
export function checkVariables(
  _file: string,
  d: ScreenDescriptor | ShellDescriptor,
  resolve: Resolve,
  rowFieldsOf: (list: { method: string; path: string; rows?: string }) => string[] | undefined = () =>
    undefined,
): { path: string; message: string }[] {
  const known: Record<string, Set<string>> = {
    row: new Set(),
    form: new Set(),
    query: new Set(),
    user: new Set(USER_FIELDS),
    deal: new Set(DEAL_FIELDS),
  };
  walk(d, (node) => {
    if (Array.isArray(node.columns))
      for (const c of node.columns as { field: string }[]) known.row!.add(c.field.split('.')[0]!);
    if (typeof node.rowKey === 'string') known.row!.add(node.rowKey);
    if (node.type === 'crud' && node.list && typeof node.list === 'object')
      for (const f of rowFieldsOf(node.list as { method: string; path: string; rows?: string }) ?? [])
        known.row!.add(f);
    if ('schema' in node && node.schema) {
      for (const p of props(resolve(node.schema))) known.form!.add(p);
    }
    if (node.query && typeof node.query === 'object' && 'schema' in (node.query as object))
      for (const p of props(resolve((node.query as { schema: unknown }).schema))) known.query!.add(p);
  });
  const problems: { path: string; message: string }[] = [];
  const check = (path: string, v: string) => {
    const [root = '', field] = v.split('.');
    if (FREE_ROOTS.has(root)) return;
    const set = known[root];
    if (!set) problems.push({ path, message: `变量 "${v}" 的来源 "${root}" 未知` });
    else if (field && !set.has(field)) problems.push({ path, message: `变量 "${v}" 在 ${root} 中不存在` });
  };
  for (const site of collectExprs(d)) for (const v of exprVars(site.expr)) check(site.path, v);
  walk(d, (node, path) => {
    for (const [k, v] of Object.entries(node))
      if (typeof v === 'string' && TEMPLATE_KEYS.has(k))
        for (const p of templatePaths(v)) check(`${path}.${k}`, p);
  });
  return problems;
}
