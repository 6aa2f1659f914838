import { getValueByPointer } from 'fast-json-patch';
import type { HttpMethod } from '../descriptor';
import { RouteTable, type OpenApiDoc } from '../lint/routes';

type Schema = Record<string, unknown>;

/** What a route of the contract gives the designer (docs/studio.md, 设计 › 从接口添加). */
export type ContractRouteKind = 'list' | 'write' | 'read';

/** Where a list route takes its page: query parameters, top-level body keys, or a body `page` object. */
export type PagingKind = 'query' | 'body' | 'page' | 'none';

/** One route of the server's OpenAPI document, as the 从接口添加 dialog offers it. */
export interface ContractRoute {
  method: HttpMethod;
  /** The OpenAPI path, e.g. `/commondeal/api/platformrole/list`. */
  path: string;
  /** The route's Chinese summary (else its path). */
  summary: string;
  /** `list`: answers rows (`records`/`total` or an array); `write`: POST/PUT/DELETE with a body. */
  kind: ContractRouteKind;
  /** For a list: the path of the rows in the answer's data (`''`: data itself). */
  rows?: string;
  /** For a list: the path of the total in the answer's data, when it has one. */
  total?: string;
  /** For a list: where the page size and number go. */
  paging?: PagingKind;
}

/** The page keys a list's request carries: never a query field. */
export const PAGE_KEYS: readonly string[] = ['size', 'current', 'page'];

interface OperationLike {
  summary?: string;
  parameters?: { in?: string; name?: string; required?: boolean; schema?: unknown }[];
}

/** The route table of the lint over a document (one per document). */
const tables = new WeakMap<object, RouteTable>();
export function routeTableOf(openapi: OpenApiDoc): RouteTable {
  let t = tables.get(openapi);
  if (!t) tables.set(openapi, (t = new RouteTable(openapi)));
  return t;
}

/** The operation object of a route in the document (its summary and parameters). */
export function operationOf(openapi: OpenApiDoc, route: Pick<ContractRoute, 'method' | 'path'>) {
  const ops = openapi.paths?.[route.path] as Record<string, OperationLike> | undefined;
  return ops?.[route.method.toLowerCase()];
}

/** Where a list answer holds its rows and total: data itself as an array, or `records` beside `total`. */
function listShape(
  table: RouteTable,
  data: Schema | undefined,
): { rows: string; total?: string } | undefined {
  if (!data) return undefined;
  if (data.type === 'array') return { rows: '' };
  const props = table.props(data) ?? {};
  const arrays = Object.keys(props).filter((k) => table.deref(props[k])?.type === 'array');
  const rows = arrays.includes('records')
    ? 'records'
    : 'total' in props && arrays.length === 1
      ? arrays[0]
      : undefined;
  if (rows === undefined) return undefined;
  return { rows, total: 'total' in props ? 'total' : undefined };
}

function pagingOf(table: RouteTable, query: string[], body: Schema | undefined): PagingKind {
  if (query.includes('size') && query.includes('current')) return 'query';
  const props = table.props(body) ?? {};
  if ('size' in props && 'current' in props) return 'body';
  return 'page' in props ? 'page' : 'none';
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** Every route of the document with its kind, in the document's order. */
export function contractRoutes(openapi: OpenApiDoc): ContractRoute[] {
  const table = routeTableOf(openapi);
  const out: ContractRoute[] = [];
  for (const [path, ops] of Object.entries(openapi.paths ?? {}))
    for (const m of Object.keys(ops)) {
      const method = m.toUpperCase() as HttpMethod;
      if (!METHODS.includes(method)) continue;
      const info = table.find(method, path);
      const op = (ops as Record<string, OperationLike>)[m];
      const summary = typeof op?.summary === 'string' && op.summary ? op.summary : path;
      const shape = listShape(table, info?.dataSchema);
      const base = { method, path, summary };
      if (shape && info) {
        const paging = pagingOf(
          table,
          info.query.map((q) => q.name),
          info.bodySchema,
        );
        out.push({ ...base, kind: 'list', ...shape, paging });
      } else if (method !== 'GET' && info?.bodySchema) out.push({ ...base, kind: 'write' });
      else out.push({ ...base, kind: 'read' });
    }
  return out;
}

/** A route's title for people: its summary without a trailing note in brackets (`角色列表（分页）` → `角色列表`). */
export function routeTitle(route: ContractRoute): string {
  return route.summary.replace(/[（(][^（）()]*[）)]\s*$/, '').trim() || route.summary;
}

/** The value at a JSON Pointer of a descriptor; undefined where the pointer leads nowhere. */
export function valueAt(doc: unknown, pointer: string): unknown {
  try {
    return getValueByPointer(doc, pointer);
  } catch {
    return undefined;
  }
}
