import type { RouteTable } from './routes';

type Schema = Record<string, unknown>;

interface Call {
  method?: unknown;
  path?: unknown;
  body?: unknown;
  bodyFrom?: unknown;
  query?: unknown;
}

const label = (c: Call) => `${String(c.method)} ${String(c.path)}`;

/**
 * A call (request action, list, load or option source): its route exists, and its body has the route's
 * required fields (unless `bodyFrom` gives the whole body) and no field the route does not know.
 */
export function checkCall(call: Call, routes: RouteTable): { path: string; message: string }[] {
  if (typeof call.method !== 'string' || typeof call.path !== 'string') return [];
  const route = routes.find(call.method, call.path);
  if (!route) return [{ path: '', message: `服务端没有接口 ${label(call)}` }];
  const out = checkQuery(call, route.query);
  const schema = route.bodySchema;
  if (!schema || call.method === 'GET') return out;
  const body = call.body && typeof call.body === 'object' ? (call.body as Schema) : {};
  const allowed = Object.keys(routes.props(schema) ?? {});
  const closed = allowed.length > 0 || schema.additionalProperties === false;
  for (const k of Object.keys(body))
    if (closed && !allowed.includes(k))
      out.push({ path: `body.${k}`, message: `接口 ${label(call)} 的请求体没有字段 ${k}` });
  if (call.bodyFrom === undefined)
    for (const k of (schema.required as string[] | undefined) ?? [])
      if (!(k in body)) out.push({ path: 'body', message: `接口 ${label(call)} 的请求体缺少必填字段 ${k}` });
  return out;
}

/**
 * The query string of a call (its `query` mapping, a GET list's `body`, and `?k=` in its path) against the
 * route's declared query parameters: no unknown one, every required one present.
 */
function checkQuery(call: Call, declared: { name: string; required: boolean }[]) {
  const out: { path: string; message: string }[] = [];
  const isGet = call.method === 'GET';
  const mapping = (v: unknown) => (v && typeof v === 'object' ? Object.keys(v) : []);
  const fromPath = [...String(call.path).matchAll(/[?&]([^=&]+)=/g)].map((m) => m[1]!);
  const sent = [
    ...mapping(call.query).map((k) => ({ k, at: `query.${k}` })),
    ...(isGet ? mapping(call.body).map((k) => ({ k, at: `body.${k}` })) : []),
    ...fromPath.map((k) => ({ k, at: 'path' })),
  ];
  const names = declared.map((p) => p.name);
  if (declared.length)
    for (const { k, at } of sent)
      if (!names.includes(k)) out.push({ path: at, message: `接口 ${label(call)} 没有查询参数 ${k}` });
  if (!(isGet && call.bodyFrom !== undefined))
    for (const p of declared)
      if (p.required && !sent.some((s) => s.k === p.name))
        out.push({ path: '', message: `接口 ${label(call)} 缺少必填查询参数 ${p.name}` });
  return out;
}

/** A `rows`/`total` path must exist in the `data` schema of the call's answer. */
export function checkAnswerPath(
  call: Call | undefined,
  path: string,
  routes: RouteTable,
): string | undefined {
  if (!path || typeof call?.method !== 'string' || typeof call.path !== 'string') return undefined;
  const route = routes.find(call.method, call.path);
  let s = route?.dataSchema;
  for (const key of path.split('.')) {
    const props = routes.props(s);
    if (!s || (!props && s.type !== 'null')) return undefined; // an open schema: nothing to check against
    const next = routes.deref(props?.[key]);
    if (!next) return `路径 "${path}" 不在接口 ${label(call)} 的应答 data 中`;
    s = next;
  }
  return undefined;
}

/** A column field (or row key, sort field) must be a property of the rows of the list answer. */
export function checkRowField(
  crud: { list?: Call & { rows?: string; single?: boolean } } | undefined,
  field: string,
  routes: RouteTable,
): string | undefined {
  const list = crud?.list;
  if (typeof list?.method !== 'string' || typeof list.path !== 'string') return undefined;
  const fields = routes.rowFields(list.method, list.path, list.rows, list.single === true);
  const root = field.split('.')[0]!;
  if (fields && !fields.includes(root)) return `字段 "${field}" 不在接口 ${label(list)} 应答的行中`;
  return undefined;
}

/** A screen's `draft`: its route reads, saves and drops (GET, PUT, DELETE), and it keeps keys of the screen's `state`. */
export function checkDraft(
  draft: { path?: unknown; state?: unknown },
  stateKeys: readonly string[],
  routes: RouteTable,
): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  for (const method of ['GET', 'PUT', 'DELETE'] as const)
    if (typeof draft.path === 'string' && !routes.find(method, draft.path))
      out.push({ path: 'path', message: `服务端没有接口 ${method} ${draft.path}` });
  const keys = Array.isArray(draft.state) ? (draft.state as unknown[]) : [];
  keys.forEach((k, i) => {
    if (typeof k === 'string' && !stateKeys.includes(k))
      out.push({ path: `state.${i}`, message: `界面的 state 没有 ${k}` });
  });
  return out;
}
