import type { Action, FormBlock } from '../descriptor';
import { RouteTable, type OpenApiDoc } from '../lint/routes';
import { listFields, queryFields } from './fromContractFields';
import { addColumnsOps, addQueryFieldsOps, crudFromList, idOfRoute } from './fromContractList';
import { contractRoutes, routeTitle, valueAt, type ContractRoute } from './fromContractRoutes';
import { blockIds, dialogFromWrite, formFromWrite, freeName, submitOf } from './fromContractWrite';
import type { NodePath, PatchOp } from './types';

export { contractRoutes, routeTitle, valueAt } from './fromContractRoutes';
export type { ContractRoute, ContractRouteKind } from './fromContractRoutes';
export { bodyFields, listFields, queryFields } from './fromContractFields';
export type { ContractField } from './fromContractFields';
export { addColumnsOps, addQueryFieldsOps, crudFromList } from './fromContractList';
export type { ListChoice } from './fromContractList';
export { dialogFromWrite, formFromWrite } from './fromContractWrite';

/** What the configurator chose in 从接口添加: the route and its fields. */
export interface ContractChoice {
  route: ContractRoute;
  /** A list route's columns. */
  columns: readonly string[];
  /** A list route's query fields. */
  query: readonly string[];
  /** A write route's form fields. */
  fields: readonly string[];
  /** A new list's page size (每页条数). */
  pageSize: number;
}

/** The crud block the selection is in (the node itself or its nearest ancestor), else undefined. */
export function crudOf(doc: unknown, selected: NodePath | undefined): NodePath | undefined {
  const parts = (selected ?? '').split('/');
  for (let n = parts.length; n > 1; n--) {
    const pointer = parts.slice(0, n).join('/');
    const node = valueAt(doc, pointer) as { type?: unknown } | undefined;
    if (node && !Array.isArray(node) && node.type === 'crud') return pointer;
  }
  return undefined;
}

type Json = Record<string, unknown>;

/** The contract's route of the list call of the crud at `crudPath` (matched as the lint matches it). */
export function crudListRoute(
  openapi: OpenApiDoc,
  doc: unknown,
  crudPath: NodePath,
): ContractRoute | undefined {
  const list = (valueAt(doc, crudPath) as Json | undefined)?.list as
    { method?: unknown; path?: unknown } | undefined;
  if (typeof list?.method !== 'string' || typeof list.path !== 'string') return undefined;
  const found = new RouteTable(openapi).find(list.method, list.path);
  return found && contractRoutes(openapi).find((r) => r.method === found.method && r.path === found.path);
}

/** The fields the crud at `crudPath` shows already: its columns and its query form's fields. */
export function crudFieldsShown(doc: unknown, crudPath: NodePath): { columns: string[]; query: string[] } {
  const crud = valueAt(doc, crudPath) as Json | undefined;
  const columns = Array.isArray(crud?.columns) ? (crud.columns as { field?: unknown }[]) : [];
  const schema = (crud?.query as Json | undefined)?.schema as Json | undefined;
  return {
    columns: columns.map((c) => String(c.field)),
    query: Object.keys((schema?.properties as Json | undefined) ?? {}),
  };
}

/** A block added at the end of the screen's blocks. */
function addBlockOps(doc: unknown, block: unknown): PatchOp[] {
  const blocks = valueAt(doc, '/blocks');
  return Array.isArray(blocks)
    ? [{ op: 'add', path: '/blocks/-', value: block }]
    : [{ op: 'add', path: '/blocks', value: [block] }];
}

/** A form block over a write route: its fields, 确定 submitting them to the route. */
function formBlockOf(openapi: OpenApiDoc, choice: ContractChoice, id: string): FormBlock {
  const onSubmit: Action = submitOf(openapi, choice.route, choice.fields);
  return {
    type: 'form',
    id,
    title: routeTitle(choice.route),
    ...formFromWrite(openapi, choice.route, choice.fields),
    onSubmit,
    buttons: [{ label: '确定', kind: 'primary', loading: true, action: { type: 'submit', form: id } }],
  };
}

/**
 * The edit 从接口添加 makes (docs/studio.md, 设计): a list route adds its columns and query fields to the
 * selected crud, or a new crud when none is selected; a write route adds a dialog and its toolbar button
 * to the selected crud, or a new form block when none is selected.
 */
export function fromContractOps(
  openapi: OpenApiDoc,
  doc: unknown,
  selected: NodePath | undefined,
  choice: ContractChoice,
): { ops: PatchOp[]; label: string } {
  const { route } = choice;
  const crudPath = crudOf(doc, selected);
  const label = `从接口添加：${routeTitle(route)}`;
  const ids = blockIds(doc);
  const idFor = (base: string) => freeName(base, (n) => ids.has(n));
  if (route.kind === 'list') {
    if (!crudPath) {
      const crud = crudFromList(openapi, route, { ...choice, id: idFor(idOfRoute(route)) });
      return { ops: addBlockOps(doc, crud), label };
    }
    const columns = listFields(openapi, route).filter((f) => choice.columns.includes(f.field));
    const query = queryFields(openapi, route).filter((f) => choice.query.includes(f.field));
    return {
      ops: [...addColumnsOps(doc, crudPath, columns), ...addQueryFieldsOps(doc, crudPath, query)],
      label,
    };
  }
  if (crudPath) return { ops: dialogFromWrite(openapi, route, choice.fields, { doc, crudPath }), label };
  return { ops: addBlockOps(doc, formBlockOf(openapi, choice, idFor(idOfRoute(route)))), label };
}
