import type { ColumnFormat } from '../descriptor';
import { valuesOfSchema } from '../explain/vocabulary';
import type { OpenApiDoc } from '../lint/routes';
import { operationOf, PAGE_KEYS, routeTableOf, type ContractRoute } from './fromContractRoutes';
import { tagColours } from './tagColors';

type Schema = Record<string, unknown>;

/** A field of a route's rows, request or body, as the 从接口添加 dialog offers it. */
export interface ContractField {
  field: string;
  /** The schema's title, else its description, else the name. */
  title: string;
  /** The property's schema in the contract (references followed). */
  schema: Schema;
  /** A column's format: a date pattern, or the code → label map of a labelled enum. */
  format?: ColumnFormat;
  /** The body requires it (a write route's field). */
  required?: boolean;
  /**
   * For a query field: `request` — sent to the list route, which filters; `page` — the route takes no
   * condition, so the field filters the rows of the answer (the crud's `filter`).
   */
  on?: 'request' | 'page';
}

const textOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The title of a property: its `title`, else its description's first clause, else its name. */
export function titleOf(name: string, schema: Schema): string {
  const described = textOf(schema.description)?.split(/[，。,；;：:]/)[0];
  return textOf(schema.title) ?? textOf(described) ?? name;
}

/**
 * The labels of an enum's codes: its `oneOf` of `{const, title}`, or a description that names every code
 * (`withdraw 退回，reset 重置`); undefined when the codes have no labels.
 */
export function enumLabels(schema: Schema): Record<string, string> | undefined {
  const values = valuesOfSchema(schema);
  if (!values) return undefined;
  if (Object.entries(values).some(([code, label]) => code !== label)) return values;
  const said = new Map<string, string>();
  for (const part of (textOf(schema.description) ?? '').split(/[，,；;、\n]/)) {
    const m = /^\s*([\w-]+)\s*[:：=]?\s*(\S.*?)\s*$/.exec(part);
    if (m && m[1] !== m[2]) said.set(m[1]!, m[2]!);
  }
  const codes = Object.keys(values);
  return codes.every((c) => said.has(c))
    ? Object.fromEntries(codes.map((c) => [c, said.get(c)!]))
    : undefined;
}

/**
 * How a column shows a property: dates by their pattern, a labelled enum through its map, as coloured
 * tags (the colours by what each label means, see tagColours).
 */
export function formatOf(schema: Schema): ColumnFormat | undefined {
  if (schema.format === 'date-time') return { date: 'YYYY-MM-DD HH:mm:ss' };
  if (schema.format === 'date') return { date: 'YYYY-MM-DD' };
  const map = enumLabels(schema);
  return map ? { map, tags: tagColours(map) } : undefined;
}

function fieldsOf(openapi: OpenApiDoc, props: Schema | undefined, required: unknown = []): ContractField[] {
  const table = routeTableOf(openapi);
  const must = Array.isArray(required) ? (required as string[]) : [];
  return Object.entries(props ?? {}).map(([field, raw]) => {
    const schema = table.deref(raw) ?? {};
    const f: ContractField = { field, title: titleOf(field, schema), schema };
    const format = formatOf(schema);
    if (format) f.format = format;
    if (must.includes(field)) f.required = true;
    return f;
  });
}

/** The schema of one row of a list route's answer. */
export function rowSchemaOf(openapi: OpenApiDoc, route: ContractRoute): Schema | undefined {
  const table = routeTableOf(openapi);
  const info = table.find(route.method, route.path);
  const at = info && table.dataAt(info, route.rows);
  return table.deref(at?.type === 'array' ? at.items : undefined);
}

/** The fields of a list route's rows, with their titles and column formats. */
export function listFields(openapi: OpenApiDoc, route: ContractRoute): ContractField[] {
  const table = routeTableOf(openapi);
  return fieldsOf(openapi, table.props(rowSchemaOf(openapi, route)));
}

/**
 * The query fields of a list route: its query parameters (GET) or body properties, the page keys
 * excluded. A route that takes no condition gets its row fields of plain values instead, filtering the
 * rows of the answer (`on: 'page'`).
 */
export function queryFields(openapi: OpenApiDoc, route: ContractRoute): ContractField[] {
  const table = routeTableOf(openapi);
  const info = table.find(route.method, route.path);
  const params = (operationOf(openapi, route)?.parameters ?? []).filter((p) => p.in === 'query' && p.name);
  const fromQuery = Object.fromEntries(params.map((p) => [p.name!, p.schema ?? {}]));
  const props = route.method === 'GET' ? fromQuery : (table.props(info?.bodySchema) ?? {});
  const asked = fieldsOf(openapi, props).filter((f) => !PAGE_KEYS.includes(f.field));
  if (asked.length) return asked.map((f) => ({ ...f, on: 'request' as const }));
  const plain = ['string', 'integer', 'number'];
  return listFields(openapi, route)
    .filter((f) => plain.includes(String(f.schema.type)) && !/^version$/.test(f.field))
    .map((f) => ({ ...f, on: 'page' as const }));
}

/** The properties of a write route's body, with their required marks. */
export function bodyFields(openapi: OpenApiDoc, route: ContractRoute): ContractField[] {
  const table = routeTableOf(openapi);
  const body = table.find(route.method, route.path)?.bodySchema;
  return fieldsOf(openapi, table.props(body), body?.required);
}
