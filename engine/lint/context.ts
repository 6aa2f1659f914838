import type { TypedNode } from './schemaWalk';
import type { RouteTable } from './routes';
import { refreshTargets } from './uiSchema';

type Schema = Record<string, unknown>;

/** Fields of the login answer kept as `user`. */
const USER_FIELDS = ['orgCode', 'orgName', 'roles', 'user', 'mobile', 'contact', 'userTypeId', 'ext'];
/** Fields of the deal metadata a dealForm publishes as `deal`. */
const DEAL_FIELDS = ['dealName', 'comment', 'dealType', 'reqNodeNames', 'reqProperties', 'resProperties'];
/** Roots the runtime fills with values the descriptor does not declare (answers, the clock, the item…). */
const FREE_ROOTS = [
  'results',
  'result',
  'session',
  'client',
  'selection',
  // a crud toolbar's view of its list: rows and total
  'list',
  'now',
  'today',
  'error',
  // a request's answer ({message, data}) and a download's saved file, read by their success toasts
  'answer',
  'file',
  // an upload's progress ({percent} while the file goes up, then each line of the server), read by its notice
  'progress',
  'tab',
  // an option source's row (OptionSource.filter) and a steps block's step
  'item',
  // a statistic's answer, read by its items' notes
  'data',
  'page',
  '',
];

/** What a screen's expressions and templates may read: each root with its known fields (undefined: any). */
export type Scope = Map<string, Set<string> | undefined>;

export const objectProps = (schema: Schema | undefined): string[] => {
  if (!schema) return [];
  const own = Object.keys((schema.properties as object | undefined) ?? {});
  const parts = ['then', 'else'].map((k) => schema[k] as Schema | undefined);
  const lists = ['allOf', 'anyOf', 'oneOf'].flatMap((k) => (schema[k] as Schema[] | undefined) ?? []);
  return [...own, ...[...parts, ...lists].flatMap((p) => objectProps(p))];
};

const has = (types: string[], name: string) => types.includes(name);

/** The nearest enclosing value of a named type. */
export const enclosing = (node: TypedNode, type: string): Record<string, unknown> | undefined =>
  [...node.ancestors].reverse().find((a) => has(a.types, type))?.value as Record<string, unknown> | undefined;

/** The names a `BlockRef` may give: every block's `id` and the refresh targets of its widgets. */
export function blockIdsOf(nodes: TypedNode[], descriptorSchema: Schema): Set<string> {
  const defs = descriptorSchema.definitions as Record<string, Schema> | undefined;
  const blockTypes = new Set(
    ((defs?.Block?.anyOf as Schema[] | undefined) ?? []).map((b) =>
      String(b.$ref).replace('#/definitions/', ''),
    ),
  );
  const ids = new Set<string>();
  for (const n of nodes) {
    const id = (n.value as { id?: unknown } | null)?.id;
    if (n.types.some((t) => blockTypes.has(t)) && typeof id === 'string') ids.add(id);
    if (n.types.includes('UiSchema')) for (const t of refreshTargets(n.value)) ids.add(t);
  }
  return ids;
}

/** Builds the scope of one descriptor from its typed nodes. */
export function buildScope(
  doc: Record<string, unknown>,
  nodes: TypedNode[],
  blockIds: Set<string>,
  resolve: (ref: unknown) => Schema | undefined,
  routes: RouteTable,
): Scope {
  const row = new Set<string>();
  const form = new Set<string>();
  const query = new Set<string>();
  const state = new Set<string>([...Object.keys((doc.state as object | undefined) ?? {}), ...blockIds]);
  let openForm = false;
  for (const n of nodes) {
    const parent = n.ancestors.at(-1);
    const grand = n.ancestors.at(-2);
    if (has(n.types, 'RowField') && typeof n.value === 'string') row.add(n.value.split('.')[0]!);
    if (has(n.types, 'CrudBlock')) {
      const list = (n.value as { list?: { method?: string; path?: string; rows?: string; single?: boolean } })
        .list;
      if (list?.method && list.path)
        for (const f of routes.rowFields(list.method, list.path, list.rows, list.single === true) ?? [])
          row.add(f);
    }
    if (has(n.types, 'CrudBlock')) {
      const mirror = (n.value as { selectionAs?: string }).selectionAs;
      if (mirror) state.add(mirror);
    }
    if (has(n.types, 'DealFormBlock')) openForm = true;
    if (has(n.types, 'SchemaRef')) {
      const isQuery =
        !!grand && has(grand.types, 'CrudBlock') && (grand.value as Schema).query === parent?.value;
      for (const p of objectProps(resolve(n.value))) (isQuery ? query : form).add(p);
    }
    if (has(n.types, 'Mapping') && parent && /\.(into|defaults)$/.test(n.path))
      for (const k of Object.keys(n.value as object)) form.add(k);
    if (has(n.types, 'SetValueAction')) {
      const a = n.value as { target?: string; path?: string };
      const root = (a.path ?? '').split('.')[0]!;
      if (a.target === 'state' && root) state.add(root);
      if (a.target === 'form' && root) form.add(root);
    }
    // text fields built from a list at run time (FormSpec.fields): their names are data
    if (has(n.types, 'Expr') && n.path.endsWith('.fields.from')) openForm = true;
  }
  const scope: Scope = new Map<string, Set<string> | undefined>([
    ['row', row],
    ['form', openForm ? undefined : form],
    ['query', query],
    ['state', state],
    ['user', new Set(USER_FIELDS)],
    ['route', new Set(['path', 'query'])],
    ['dialog', new Set(['mode', 'data'])],
    ['deal', new Set(DEAL_FIELDS)],
  ]);
  for (const r of FREE_ROOTS) scope.set(r, undefined);
  return scope;
}

/** The message for a variable the scope does not know, or undefined. */
export function checkVariable(scope: Scope, v: string): string | undefined {
  const [root = '', field] = v.split('.');
  if (!scope.has(root)) return `变量 "${v}" 的来源 "${root}" 未知`;
  const fields = scope.get(root);
  if (fields && field !== undefined && field !== '' && !fields.has(field))
    return `变量 "${v}" 在 ${root} 中不存在`;
  return undefined;
}
