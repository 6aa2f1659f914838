/**
 * The light form path: a form whose schema is a flat object of text fields (plain, password,
 * textarea, captcha, SMS code, a segmented choice) is drawn with antd alone, the same field layout
 * as RJSF's antd theme, and validated by the same ajv validator loaded once the form is on screen.
 * Every other form is drawn by RJSF. The login page so paints without RJSF and ajv.
 */

type Node = Record<string, unknown>;

/** The widgets the light path draws (`undefined`: the text input). */
export const LIGHT_WIDGETS = new Set(['captcha', 'smsCode', 'password', 'segmented', 'textarea', 'hidden']);

const FIELD_KEYS = new Set([
  'type',
  'title',
  'pattern',
  'errorMessage',
  'enum',
  'default',
  'minLength',
  'maxLength',
  '$comment',
  // how the value is read (kept as typed: docs/descriptor.md#input-as-people-type-it), not drawn
  'contentEncoding',
  'writeOnly',
]);
const ROOT_KEYS = new Set([
  '$id',
  '$schema',
  '$comment',
  'type',
  'title',
  'properties',
  'required',
  'allOf',
  'errorMessage',
  'additionalProperties',
]);
/** What an `if` may test: a field's type, pattern or value, and its presence. */
const IF_FIELD_KEYS = new Set(['type', 'pattern', 'const', 'enum']);
/** What a `then` / `else` may add: required fields and their messages (no fields, no layout). */
const BRANCH_KEYS = new Set(['required', 'errorMessage']);
/** The uiSchema keys of a field RJSF would draw differently (help, description, own field). */
const UI_UNSUPPORTED = new Set([
  'ui:field',
  'ui:help',
  'ui:description',
  'ui:FieldTemplate',
  'ui:emptyValue',
  'ui:classNames',
]);

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const only = (node: Node, keys: Set<string>) => Object.keys(node).every((k) => keys.has(k));
const stringList = (v: unknown) =>
  v === undefined || (Array.isArray(v) && v.every((x) => typeof x === 'string'));

function fieldFits(field: unknown, ui: unknown): boolean {
  if (!isNode(field) || field.type !== 'string' || !only(field, FIELD_KEYS)) return false;
  const fieldUi = ui === undefined ? {} : ui;
  if (!isNode(fieldUi) || Object.keys(fieldUi).some((k) => UI_UNSUPPORTED.has(k))) return false;
  const widget = fieldUi['ui:widget'];
  if (widget !== undefined && (typeof widget !== 'string' || !LIGHT_WIDGETS.has(widget))) return false;
  // A choice needs its own widget (RJSF draws a select otherwise).
  if (field.enum !== undefined) return widget === 'segmented' || widget === 'hidden';
  return true;
}

function ifFits(cond: unknown, names: Set<string>): boolean {
  if (!isNode(cond) || !only(cond, new Set(['properties', 'required'])) || !stringList(cond.required))
    return false;
  const props = cond.properties ?? {};
  if (!isNode(props)) return false;
  return Object.entries(props).every(([k, v]) => names.has(k) && isNode(v) && only(v, IF_FIELD_KEYS));
}

function branchFits(branch: unknown): boolean {
  return branch === undefined || (isNode(branch) && only(branch, BRANCH_KEYS) && stringList(branch.required));
}

/** True when the light path draws this form exactly as RJSF would. */
export function lightFormFits(schema: unknown, uiSchema: unknown): boolean {
  if (!isNode(schema) || schema.type !== 'object' || !only(schema, ROOT_KEYS)) return false;
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return false;
  if (!stringList(schema.required)) return false;
  const props = schema.properties;
  if (!isNode(props) || !Object.keys(props).length) return false;
  const ui = uiSchema ?? {};
  if (!isNode(ui) || Object.keys(ui).some((k) => UI_UNSUPPORTED.has(k) || k === 'ui:ObjectFieldTemplate'))
    return false;
  if (!Object.entries(props).every(([k, v]) => fieldFits(v, ui[k]))) return false;
  const names = new Set(Object.keys(props));
  const allOf = schema.allOf ?? [];
  if (!Array.isArray(allOf)) return false;
  return allOf.every(
    (c) =>
      isNode(c) &&
      only(c, new Set(['if', 'then', 'else'])) &&
      ifFits(c.if, names) &&
      branchFits(c.then) &&
      branchFits(c.else),
  );
}

/** Whether `value` passes an `if` field test (type string, pattern, const, enum), as ajv would. */
function passes(test: Node, value: unknown): boolean {
  if (test.type === 'string' && typeof value !== 'string') return false;
  if (
    typeof test.pattern === 'string' &&
    typeof value === 'string' &&
    !new RegExp(test.pattern, 'u').test(value)
  )
    return false;
  if ('const' in test && value !== test.const) return false;
  if (Array.isArray(test.enum) && !test.enum.includes(value)) return false;
  return true;
}

/**
 * The fields required now: the schema's own and those the `allOf` branches add for this data, as
 * RJSF shows them (it merges the branch whose condition holds into the schema).
 */
export function requiredNow(schema: Node, data: Record<string, unknown>): Set<string> {
  const out = new Set((schema.required as string[] | undefined) ?? []);
  for (const c of (schema.allOf as Node[] | undefined) ?? []) {
    const cond = c.if as Node;
    const present = ((cond.required as string[] | undefined) ?? []).every((k) => data[k] !== undefined);
    const tests = Object.entries((cond.properties as Record<string, Node> | undefined) ?? {});
    const holds = present && tests.every(([k, t]) => data[k] === undefined || passes(t, data[k]));
    const branch = (holds ? c.then : c.else) as Node | undefined;
    for (const k of (branch?.required as string[] | undefined) ?? []) out.add(k);
  }
  return out;
}

/** The fields in `ui:order` (with `*` for the rest), as RJSF orders them. */
export function orderedFields(names: string[], order: unknown): string[] {
  if (!Array.isArray(order)) return names;
  const listed = order.filter((k): k is string => typeof k === 'string' && (k === '*' || names.includes(k)));
  const rest = names.filter((k) => !listed.includes(k));
  const star = listed.indexOf('*');
  if (star < 0) return [...listed, ...rest];
  return [...listed.slice(0, star), ...rest, ...listed.slice(star + 1)];
}
