import { escapePathComponent } from 'fast-json-patch';
import type { Column, CrudBlock, Expr, Mapping } from '../descriptor';
import type { OpenApiDoc } from '../lint/routes';
import { listFields, queryFields, rowSchemaOf, type ContractField } from './fromContractFields';
import { routeTitle, valueAt, type ContractRoute } from './fromContractRoutes';
import type { PatchOp } from './types';

type Json = Record<string, unknown>;

/** What a list route becomes: the chosen columns and query fields, the page size. */
export interface ListChoice {
  columns: readonly string[];
  query: readonly string[];
  pageSize: number;
  /** The new block's id (default: from the route's path). */
  id?: string;
}

/** The keywords of a contract property a query field keeps (its rules for a condition, not for a body). */
const QUERY_KEYS = ['type', 'title', 'enum', 'oneOf', 'format', 'maxLength', 'minimum', 'maximum'];
const isChoice = (s: Json) => Array.isArray(s.enum) || Array.isArray(s.oneOf) || typeof s.format === 'string';

/** `请输入{title}` or, for a value picked from choices or a calendar, `请选择{title}`. */
export const placeholderOf = (f: ContractField) => `${isChoice(f.schema) ? '请选择' : '请输入'}${f.title}`;

/** An OpenAPI path with its `{name}` parameters as the descriptor's placeholders over `scope`. */
export const templatePath = (path: string, scope: string) => path.replace(/\{(\w+)\}/g, `{{${scope}.$1}}`);

export const columnOf = (f: ContractField): Column => ({
  title: f.title,
  field: f.field,
  ...(f.format ? { format: f.format } : {}),
});

const querySchemaOf = (f: ContractField): Json => ({
  ...Object.fromEntries(QUERY_KEYS.filter((k) => k in f.schema).map((k) => [k, f.schema[k]])),
  title: f.title,
});

/** The crud's `filter` clause of a page query field: empty passes, text contains, other values equal. */
function pageClause(f: ContractField): Expr {
  const row = { var: `row.${f.field}` };
  const asked = { var: `query.${f.field}` };
  const match =
    f.schema.type === 'string' && !isChoice(f.schema) ? { contains: [row, asked] } : { '==': [row, asked] };
  return { or: [{ isEmpty: [asked] }, match] };
}

const andOf = (clauses: Expr[]): Expr | undefined => (clauses.length > 1 ? { and: clauses } : clauses[0]);

/** The list call's body entries of the query fields the route takes: each reads the query form. */
const askedBody = (asked: readonly ContractField[]): Mapping =>
  Object.fromEntries(
    asked.filter((f) => f.on === 'request').map((f) => [f.field, { var: `query.${f.field}` }]),
  );

/** The body of a list call: the page where the route takes it, then the request's query fields. */
function listBody(route: ContractRoute, asked: readonly ContractField[]): Mapping {
  const size = { var: 'page.size' };
  const current = { var: 'page.current' };
  const body: Mapping = {};
  if (route.paging === 'query' || route.paging === 'body') Object.assign(body, { size, current });
  if (route.paging === 'page') body.page = { obj: ['size', size, 'current', current] };
  return { ...body, ...askedBody(asked) };
}

/** The row's key: `id`, else the first id-like property (`roleId`, `user_id`), else the first required one. */
export function rowKeyOf(openapi: OpenApiDoc, route: ContractRoute): string {
  const row = rowSchemaOf(openapi, route) ?? {};
  const names = Object.keys((row.properties as Json | undefined) ?? {});
  const required = Array.isArray(row.required) ? (row.required as string[]) : [];
  return (
    names.find((n) => n === 'id') ??
    names.find((n) => /(Id|_id|ID)$/.test(n)) ??
    required[0] ??
    names[0] ??
    'id'
  );
}

/** A block id from a route's path: its last two plain segments in camel case (`platformroleList`). */
export function idOfRoute(route: ContractRoute): string {
  const words = route.path
    .split('/')
    .filter((s) => s && !s.includes('{') && s !== 'commondeal' && s !== 'api')
    .slice(-2)
    .flatMap((s) => s.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  const id = words.map((w, i) => (i ? w[0]!.toUpperCase() + w.slice(1) : w.toLowerCase())).join('');
  return /^[A-Za-z]/.test(id) ? id : `list${id}`;
}

const pick = (all: ContractField[], names: readonly string[]) =>
  names.map((n) => all.find((f) => f.field === n)).filter((f): f is ContractField => Boolean(f));

/** The query form of a crud holding `fields`: an inline form of their conditions, 查询 to submit. */
function querySpecOf(fields: readonly ContractField[]): NonNullable<CrudBlock['query']> {
  return {
    schema: {
      type: 'object',
      properties: Object.fromEntries(fields.map((f) => [f.field, querySchemaOf(f)])),
    },
    uiSchema: Object.fromEntries(fields.map((f) => [f.field, { 'ui:placeholder': placeholderOf(f) }])),
    inline: true,
    submitLabel: '查询',
  };
}

/** A crud over a list route: the chosen columns and query fields, paged by `pageSize`. */
export function crudFromList(openapi: OpenApiDoc, route: ContractRoute, choice: ListChoice): CrudBlock {
  const columns = pick(listFields(openapi, route), choice.columns);
  const asked = pick(queryFields(openapi, route), choice.query);
  const list: NonNullable<CrudBlock['list']> = {
    method: route.method,
    path: templatePath(route.path, 'route.query'),
    body: listBody(route, asked),
  };
  if (route.rows) list.rows = route.rows;
  if (route.total) list.total = route.total;
  const sizes = [...new Set([10, 20, 30, 40, choice.pageSize])].sort((a, b) => a - b);
  const filter = andOf(asked.filter((f) => f.on === 'page').map(pageClause));
  return {
    type: 'crud',
    id: choice.id ?? idOfRoute(route),
    title: routeTitle(route),
    ...(asked.length ? { query: querySpecOf(asked) } : {}),
    list,
    pagination: { pageSize: choice.pageSize, pageSizes: sizes },
    rowKey: rowKeyOf(openapi, route),
    columns: columns.map(columnOf),
    ...(filter === undefined ? {} : { filter }),
  };
}

const at = (doc: unknown, pointer: string) => valueAt(doc, pointer) as Json | undefined;
const key = (k: string) => escapePathComponent(k);

/** Adds the fields as columns of the crud at `crudPath` (those it shows already are skipped). */
export function addColumnsOps(doc: unknown, crudPath: string, fields: readonly ContractField[]): PatchOp[] {
  const crud = at(doc, crudPath) ?? {};
  const columns = Array.isArray(crud.columns) ? (crud.columns as Column[]) : undefined;
  const fresh = fields.filter((f) => !columns?.some((c) => c.field === f.field));
  if (!columns) return [{ op: 'add', path: `${crudPath}/columns`, value: fresh.map(columnOf) }];
  return fresh.map((f) => ({ op: 'add', path: `${crudPath}/columns/-`, value: columnOf(f) }));
}

/**
 * Adds the fields as query conditions of the crud at `crudPath`: to its query form (a new one when it
 * has none), to its list call's body (`on: 'request'`) or to its `filter` (`on: 'page'`). A query form
 * whose schema is a shared schema's name takes none.
 */
export function addQueryFieldsOps(
  doc: unknown,
  crudPath: string,
  fields: readonly ContractField[],
): PatchOp[] {
  const crud = at(doc, crudPath) ?? {};
  const query = crud.query as Json | undefined;
  if (query && typeof query.schema !== 'object') return [];
  const known = (query?.schema as Json | undefined)?.properties as Json | undefined;
  const fresh = fields.filter((f) => !known || !(f.field in known));
  if (!fresh.length) return [];
  const spec = querySpecOf(fresh);
  const ops: PatchOp[] = [];
  const put = (path: string, parent: unknown, values: Json) => {
    if (parent && typeof parent === 'object')
      for (const [k, v] of Object.entries(values))
        ops.push({ op: 'add', path: `${path}/${key(k)}`, value: v });
    else ops.push({ op: 'add', path, value: values });
  };
  if (!query) ops.push({ op: 'add', path: `${crudPath}/query`, value: spec });
  else {
    put(`${crudPath}/query/schema/properties`, known, (spec.schema as Json).properties as Json);
    put(`${crudPath}/query/uiSchema`, query.uiSchema, spec.uiSchema as Json);
  }
  const list = crud.list as Json | undefined;
  const sent = fresh.filter((f) => f.on === 'request');
  if (list && sent.length) put(`${crudPath}/list/body`, list.body, askedBody(sent));
  const clauses = fresh.filter((f) => f.on === 'page').map(pageClause);
  const filter = andOf(crud.filter === undefined ? clauses : [crud.filter as Expr, ...clauses]);
  if (clauses.length)
    ops.push({
      op: crud.filter === undefined ? 'add' : 'replace',
      path: `${crudPath}/filter`,
      value: filter,
    });
  return ops;
}
