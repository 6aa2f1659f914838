import { useMemo, useState } from 'react';
import {
  bodyFields,
  contractRoutes,
  crudOf,
  fromContractOps,
  listFields,
  queryFields,
  type ContractChoice,
  type ContractField,
  type ContractRoute,
  crudListRoute,
  crudFieldsShown,
} from '../../../engine/designer/fromContract';
import type { NodePath, PatchOp } from '../../../engine/designer/types';
import type { OpenApiDoc } from '../../../engine/lint/routes';

/** The page size a new list starts with (每页条数). */
export const DEFAULT_PAGE_SIZE = 20;

const keyOf = (r: ContractRoute) => `${r.method} ${r.path}`;
type Picked = Pick<ContractChoice, 'columns' | 'query' | 'fields'>;
/** What the route offers: a list's columns and query fields, a write's body fields. */
export interface Offered {
  columns: ContractField[];
  query: ContractField[];
  fields: ContractField[];
}

/**
 * The state of 从接口添加 (docs/studio.md, 设计): the routes a list or a form can be made of, the route
 * chosen (at first `initialRoute`, else the selected crud's list route), its fields (every one checked until
 * unchecked; those the crud has already and a write's required ones stay checked), the page size; and the
 * edit they make.
 */
export function useContractChoice(
  openapi: OpenApiDoc | undefined,
  doc: unknown,
  selected: NodePath | undefined,
  initialRoute?: string,
) {
  const routes = useMemo(
    () => (openapi ? contractRoutes(openapi).filter((r) => r.kind !== 'read') : []),
    [openapi],
  );
  const crudPath = crudOf(doc, selected);
  const [routeKey, setRouteKey] = useState<string>();
  const [picked, setPicked] = useState<Picked>();
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const crudRoute = openapi && crudPath ? crudListRoute(openapi, doc, crudPath) : undefined;
  const first = initialRoute ?? (crudRoute && keyOf(crudRoute));
  const route = routes.find((r) => keyOf(r) === (routeKey ?? first));
  const offered: Offered = useMemo(() => {
    if (!openapi || !route) return { columns: [], query: [], fields: [] };
    if (route.kind === 'write') return { columns: [], query: [], fields: bodyFields(openapi, route) };
    return { columns: listFields(openapi, route), query: queryFields(openapi, route), fields: [] };
  }, [openapi, route]);
  const present =
    route?.kind === 'list' && crudPath ? crudFieldsShown(doc, crudPath) : { columns: [], query: [] };
  /** Every field is checked until the configurator unchecks it. */
  const all: Picked = {
    columns: offered.columns.map((f) => f.field),
    query: offered.query.map((f) => f.field),
    fields: offered.fields.map((f) => f.field),
  };
  const current = picked ?? all;
  /** The fields checked and fixed, with why: 必填 (a write's required field), 已添加 (the crud has it). */
  const fixed = {
    columns: Object.fromEntries(present.columns.map((n) => [n, '已添加'])),
    query: Object.fromEntries(present.query.map((n) => [n, '已添加'])),
    fields: Object.fromEntries(offered.fields.filter((f) => f.required).map((f) => [f.field, '必填'])),
  };

  const choose = (key: string) => {
    setRouteKey(key);
    setPicked(undefined);
  };
  /** Keeps the checked names of one group in the route's order, the fixed ones always. */
  const pick = (group: keyof Picked, names: string[]) => {
    const kept = all[group].filter((n) => names.includes(n) || n in fixed[group]);
    setPicked({ ...current, [group]: kept });
  };
  const apply = (): { ops: PatchOp[]; label: string } | undefined =>
    openapi && route ? fromContractOps(openapi, doc, selected, { route, pageSize, ...current }) : undefined;

  return {
    routes,
    keyOf,
    route,
    choose,
    offered,
    picked: current,
    fixed,
    pick,
    pageSize,
    setPageSize,
    crudPath,
    apply,
  };
}
