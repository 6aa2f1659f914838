import { escapePathComponent } from 'fast-json-patch';
import { validationMessages } from '../../schemas/messages';
import type { Action, Button, DialogBlock, FormSpec, RequestAction } from '../descriptor';
import type { OpenApiDoc } from '../lint/routes';
import { bodyFields, type ContractField } from './fromContractFields';
import { idOfRoute, placeholderOf, templatePath } from './fromContractList';
import { routeTableOf, routeTitle, valueAt, type ContractRoute } from './fromContractRoutes';
import type { PatchOp } from './types';

type Json = Record<string, unknown>;

/** A field sent encrypted with the server's public key: the contract marks it `format: byte`. */
const secret = (f: ContractField) => f.schema.format === 'byte';

/** The rule messages a property words itself, so the configurator sees and may change each one. */
function withMessages(f: ContractField): Json {
  const s = { ...f.schema };
  if (s.errorMessage !== undefined) return s;
  const own: Json = {};
  if (typeof s.pattern === 'string') own.pattern = validationMessages.pattern(f.title);
  if (typeof s.maxLength === 'number') own.maxLength = validationMessages.maxLength(f.title, s.maxLength);
  if (typeof s.minLength === 'number' && s.minLength > 1)
    own.minLength = validationMessages.minLength(f.title, s.minLength);
  return Object.keys(own).length ? { ...s, errorMessage: own } : s;
}

/** The message of a required field left empty: the contract's own, else 请输入/请选择{title}. */
function requiredMessage(f: ContractField, body: Json | undefined): string {
  const said = ((body?.errorMessage as Json | undefined)?.required as Json | undefined)?.[f.field];
  if (typeof said === 'string') return said;
  const choice = Array.isArray(f.schema.enum) || typeof f.schema.format === 'string';
  return choice && !secret(f)
    ? validationMessages.requiredChoice(f.title)
    : validationMessages.required(f.title);
}

/**
 * A form over a write route's body: the chosen properties with their rules (required marks, patterns,
 * lengths, enums) and Chinese messages, in the chosen order.
 */
export function formFromWrite(
  openapi: OpenApiDoc,
  route: ContractRoute,
  fields: readonly string[],
): FormSpec {
  const all = bodyFields(openapi, route);
  const chosen = fields.map((n) => all.find((f) => f.field === n)).filter((f): f is ContractField => !!f);
  const body = routeTableOf(openapi).find(route.method, route.path)?.bodySchema;
  const required = chosen.filter((f) => f.required);
  const schema: Json = {
    type: 'object',
    properties: Object.fromEntries(chosen.map((f) => [f.field, withMessages(f)])),
  };
  if (required.length) {
    schema.required = required.map((f) => f.field);
    schema.errorMessage = {
      required: Object.fromEntries(required.map((f) => [f.field, requiredMessage(f, body)])),
    };
  }
  const ui = (f: ContractField) => {
    const example = typeof f.schema.description === 'string' && f.schema.description.startsWith('如');
    return {
      ...(secret(f) ? { 'ui:widget': 'password' } : {}),
      'ui:placeholder': example ? String(f.schema.description) : placeholderOf(f),
    };
  };
  return {
    schema,
    uiSchema: {
      'ui:order': chosen.map((f) => f.field),
      ...Object.fromEntries(chosen.map((f) => [f.field, ui(f)])),
    },
    labelSpan: 6,
  };
}

/** The word of a write's button and toast: 新增 for POST, else the route's title. */
export const verbOf = (route: ContractRoute) => (route.method === 'POST' ? '新增' : routeTitle(route));

/** The call a write form submits: the form as the body, its secrets encrypted, a success toast. */
export function submitOf(
  openapi: OpenApiDoc,
  route: ContractRoute,
  fields: readonly string[],
): RequestAction {
  const secrets = bodyFields(openapi, route).filter((f) => secret(f) && fields.includes(f.field));
  return {
    type: 'request',
    method: route.method,
    path: templatePath(route.path, 'form'),
    bodyFrom: { var: 'form' },
    ...(secrets.length ? { encrypt: secrets.map((f) => f.field) } : {}),
    success: `${verbOf(route)}成功`,
  };
}

const at = (doc: unknown, pointer: string) => valueAt(doc, pointer) as Json | undefined;

/** `base`, else `base2`, `base3`… : the first name `taken` does not hold. */
export function freeName(base: string, taken: (name: string) => boolean): string {
  let name = base;
  for (let i = 2; taken(name); i++) name = `${base}${i}`;
  return name;
}

/** Every block id of a descriptor, at any depth (dialogs' blocks included). */
export function blockIds(doc: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Json;
      if (typeof o.type === 'string' && typeof o.id === 'string') out.add(o.id);
      Object.values(o).forEach(walk);
    }
  };
  walk(doc);
  return out;
}

/**
 * A dialog over a write route for the crud at `crudPath`: the form of the chosen fields, submitted to
 * the route, then the list refreshed (the dialog closes after a successful submit); and a toolbar
 * button of the crud that opens it. The crud gets an id when it has none.
 */
export function dialogFromWrite(
  openapi: OpenApiDoc,
  route: ContractRoute,
  fields: readonly string[],
  where: { doc: unknown; crudPath: string },
): PatchOp[] {
  const { doc, crudPath } = where;
  const crud = at(doc, crudPath) ?? {};
  const ops: PatchOp[] = [];
  let listId = typeof crud.id === 'string' ? crud.id : undefined;
  if (!listId) {
    const ids = blockIds(doc);
    listId = freeName('list', (n) => ids.has(n));
    ops.push({ op: 'add', path: `${crudPath}/id`, value: listId });
  }
  const dialogs = at(doc, '/dialogs');
  const id = freeName(idOfRoute(route), (n) => Boolean(dialogs && n in dialogs));
  const onSubmit: Action = {
    type: 'sequence',
    steps: [submitOf(openapi, route, fields), { type: 'refresh', target: listId }],
  };
  const dialog: DialogBlock = {
    title: routeTitle(route),
    okText: '确定',
    ...formFromWrite(openapi, route, fields),
    onSubmit,
  };
  const button: Button = {
    label: verbOf(route),
    kind: 'primary',
    ...(route.method === 'POST' ? { icon: 'PlusOutlined' } : {}),
    action: { type: 'dialog', dialog: id, mode: 'new' },
  };
  if (!dialogs) ops.push({ op: 'add', path: '/dialogs', value: {} });
  ops.push({ op: 'add', path: `/dialogs/${escapePathComponent(id)}`, value: dialog });
  if (Array.isArray(crud.toolbar)) ops.push({ op: 'add', path: `${crudPath}/toolbar/-`, value: button });
  else ops.push({ op: 'add', path: `${crudPath}/toolbar`, value: [button] });
  return ops;
}
