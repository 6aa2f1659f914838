import type { CrudBlock } from '../descriptor';
import { baseVocabulary, rowSchemaFromOpenApi, vocabularyOfCrud, vocabularyOfSchema } from '../explain';
import type { OpenApiDoc, RouteTable } from '../lint/routes';
import { lintScopeOf, routeTableOf, type SharedSchemas } from './lintScope';
import type { NodePath } from './types';

/** A variable an expression of the designer may read (the builder's 变量). */
export interface Variable {
  /** Its context path, e.g. `row.status`. */
  name: string;
  /** Its name for people, e.g. 状态. */
  title: string;
  /** Its JSON type: `string`, `number`, `integer`, `boolean`, `array` or `object`. */
  type: string;
  /** Code → label of the values it takes (an enum, a code list, a column's value map). */
  values?: Record<string, string>;
}

type Schema = Record<string, unknown>;
type Step = { key: string; value: unknown };

const isObject = (v: unknown): v is Schema => !!v && typeof v === 'object' && !Array.isArray(v);
const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** The values a JSON Pointer passes through, the document first and its target (maybe absent) last. */
function stepsOf(doc: unknown, pointer: NodePath): Step[] {
  const steps: Step[] = [{ key: '', value: doc }];
  let cur: unknown = doc;
  for (const key of pointer ? pointer.split('/').slice(1).map(unescape) : []) {
    cur = isObject(cur) || Array.isArray(cur) ? (cur as Record<string, unknown>)[key] : undefined;
    steps.push({ key, value: cur });
  }
  return steps;
}

/** The properties of an object schema, those of its `allOf`/`anyOf`/`oneOf`/`then`/`else` parts included. */
function propsOf(schema: unknown, routes: RouteTable): Record<string, Schema> {
  const s = routes.deref(schema);
  if (!s) return {};
  const parts = [
    ...['allOf', 'anyOf', 'oneOf'].flatMap((k) => (s[k] as unknown[] | undefined) ?? []),
    s.then,
    s.else,
  ];
  const out: Record<string, Schema> = Object.assign({}, ...parts.map((p) => propsOf(p, routes)));
  for (const [k, p] of Object.entries((s.properties as Schema | undefined) ?? {}))
    out[k] = routes.deref(p) ?? {};
  return out;
}

/** The JSON type of a property: its `type`, else that of its enum's or `const`s' values. */
function typeOf(p: Schema | undefined): string {
  const t = Array.isArray(p?.type) ? p.type.find((x) => x !== 'null') : p?.type;
  if (typeof t === 'string') return t;
  const sample = (p?.enum as unknown[] | undefined)?.[0] ?? (p?.oneOf as Schema[] | undefined)?.[0]?.const;
  return sample === undefined ? 'string' : typeof sample;
}

/** The variables of an object schema under `prefix`, titled and with value labels from the schema. */
function ofSchema(prefix: string, schema: unknown, routes: RouteTable): Variable[] {
  const props = propsOf(schema, routes);
  const vocab = vocabularyOfSchema(prefix, { properties: props });
  return Object.entries(props).map(([k, p]) => ({
    name: `${prefix}.${k}`,
    type: typeOf(p),
    ...term(vocab, `${prefix}.${k}`),
  }));
}

const term = (vocab: typeof baseVocabulary, name: string) => {
  const t = vocab[name];
  return { title: t?.label ?? name, ...(t?.values ? { values: t.values } : {}) };
};

/** `row.*` of a crud: its columns (titles, value maps) first, then the other fields of its list's rows. */
function rowVariables(crud: CrudBlock, routes: RouteTable, openapi?: OpenApiDoc): Variable[] {
  const rowSchema = openapi && crud.list ? rowSchemaFromOpenApi(openapi, crud.list) : undefined;
  const props = propsOf(rowSchema, routes);
  const vocab = vocabularyOfCrud(crud, { properties: props });
  const fields = [...(crud.columns ?? []).map((c) => c.field), ...Object.keys(props)];
  return [...new Set(fields)].map((f) => ({
    name: `row.${f}`,
    type: typeOf(props[f]),
    ...term(vocab, `row.${f}`),
  }));
}

/** Where in a crud the node is: the crud's key its path goes through (`rowActions`, `toolbar`…). */
const ROW_PARTS = new Set(['rowActions', 'highlight', 'filter', 'card']);
const QUERY_PARTS = new Set([
  'rowActions',
  'toolbar',
  'columns',
  'list',
  'highlight',
  'filter',
  'rowActionsVisible',
  'autoQuery',
]);

/** The innermost form around a node: a form block, a dialog (`/dialogs/<id>`), or a crud's query form. */
function formOwner(steps: Step[]): Schema | undefined {
  for (let i = steps.length - 1; i > 0; i--) {
    const v = steps[i]!.value;
    if (!isObject(v)) continue;
    const parent = steps[i - 1]!;
    const inCrudQuery = steps[i]!.key === 'query' && isObject(parent.value) && parent.value.type === 'crud';
    if (v.type === 'form' || inCrudQuery || (i === 2 && parent.key === 'dialogs')) return v;
  }
  return undefined;
}

const fixed = (name: string, title: string, type: string, values?: Record<string, string>): Variable => ({
  name,
  title,
  type,
  ...(values ? { values } : {}),
});

/**
 * The variables the node at `nodePath` (a JSON Pointer into `doc`, the node or one of its keys) can read:
 * `row.*` in a crud's row actions (from the list route's row schema and the columns' titles and value
 * maps), `form.*` in a form, a dialog or a crud's query form (its schema's properties), `query.*` in a
 * crud's toolbar, columns and rows, `selection`, `list.total` and `page.*` where the crud offers them,
 * `dialog.mode` in a dialog, then every `route.query.*` the screen already uses, `user.*` and `state.*`
 * as the screen lint knows them (docs/descriptor.md, Expressions).
 */
export function exprScopes(
  doc: unknown,
  nodePath: NodePath,
  openapi?: OpenApiDoc,
  schemas?: SharedSchemas,
): Variable[] {
  const routes = routeTableOf(openapi);
  const resolve = (ref: unknown) => (typeof ref === 'string' ? schemas?.[ref] : ref);
  const steps = stepsOf(doc, nodePath);
  const out: Variable[] = [];
  const at = steps.findLastIndex((s) => isObject(s.value) && s.value.type === 'crud');
  const crud = at >= 0 ? (steps[at]!.value as unknown as CrudBlock) : undefined;
  const part = steps[at + 1]?.key ?? '';
  const owner = formOwner(steps);
  if (crud && ROW_PARTS.has(part)) out.push(...rowVariables(crud, routes, openapi));
  if (owner) out.push(...ofSchema('form', resolve(owner.schema), routes));
  if (crud && QUERY_PARTS.has(part)) out.push(...ofSchema('query', resolve(crud.query?.schema), routes));
  if (crud && (part === 'toolbar' || part === 'rowActions'))
    out.push(fixed('selection', term(baseVocabulary, 'selection').title, 'array'));
  if (crud && part === 'toolbar') out.push(fixed('list.total', '查询结果总条数', 'integer'));
  if (crud && part === 'list')
    out.push(fixed('page.current', '页码', 'integer'), fixed('page.size', '每页条数', 'integer'));
  if (steps[1]?.key === 'dialogs' && steps.length > 2)
    out.push({ name: 'dialog.mode', type: 'string', ...term(baseVocabulary, 'dialog.mode') });
  const used = new Set(
    [...JSON.stringify(doc ?? null).matchAll(/route\.query\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1]!),
  );
  for (const q of used) out.push(fixed(`route.query.${q}`, `地址参数 ${q}`, 'string'));
  const scope = lintScopeOf(doc, openapi, schemas);
  for (const f of scope.get('user') ?? []) {
    if (f === 'ext') continue;
    out.push({
      name: `user.${f}`,
      type: f === 'roles' ? 'array' : 'string',
      ...term(baseVocabulary, `user.${f}`),
    });
  }
  const state = isObject((doc as Schema | undefined)?.state) ? ((doc as Schema).state as Schema) : {};
  for (const k of scope.get('state') ?? []) {
    const v = state[k];
    const type = Array.isArray(v) ? 'array' : v === undefined || v === null ? 'object' : typeof v;
    out.push(fixed(`state.${k}`, `界面状态 ${k}`, type));
  }
  const seen = new Set<string>();
  return out.filter((v) => !seen.has(v.name) && seen.add(v.name));
}
