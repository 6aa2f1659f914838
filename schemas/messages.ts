/**
 * The Chinese messages of the schemas' rules, and the one mapper from ajv's errors to them: the
 * console's three form renderers and the server's 400 answers both word an error here, so a field
 * left empty reads 请输入{title} before the request and after it (docs/architecture.md, Layers).
 * Pure data and functions: no ajv, no React, nothing of the project.
 */

/**
 * The Chinese default message of each broken rule (a field without a schema `errorMessage` of its
 * own). The form widgets (`widgets/form/messages.ts`) and the deal forms (`engine/deal/messages.ts`)
 * take theirs from here.
 */
export const validationMessages = {
  required: (title: string) => `请输入${title}`,
  requiredChoice: (title: string) => `请选择${title}`,
  pattern: (title: string) => `${title}格式不正确`,
  maxLength: (title: string, n: unknown) => `${title}不能超过${String(n)}个字符`,
  minLength: (title: string, n: unknown) => `${title}不能少于${String(n)}个字符`,
  minimum: (title: string, n: unknown) => `${title}不能小于${String(n)}`,
  maximum: (title: string, n: unknown) => `${title}不能大于${String(n)}`,
  exclusiveMinimum: (title: string, n: unknown) => `${title}必须大于${String(n)}`,
  exclusiveMaximum: (title: string, n: unknown) => `${title}必须小于${String(n)}`,
  integer: (title: string) => `${title}须为整数`,
  number: (title: string) => `${title}须为数字`,
  enum: (title: string) => `请选择正确的${title}`,
  minItems: (title: string, n: unknown) => `${title}至少需要${String(n)}项`,
  maxItems: (title: string, n: unknown) => `${title}最多${String(n)}项`,
  uniqueItems: (title: string) => `${title}不能有重复项`,
  multipleOf: (title: string, n: unknown) => `${title}须为${String(n)}的整数倍`,
  /**
   * A deal's number field whose text is no plain number of its digits (57.005 for N16,2, 1,234.5, 5e1):
   * the console's message before the request and the deal input check's after it.
   */
  numeric: (title: string, precision: number, scale: number) =>
    scale > 0
      ? `${title}须为数字，整数最多${Math.max(1, precision - scale)}位，最多保留${scale}位小数`
      : `${title}须为不超过${precision}位的整数`,
  /** A `multipleOf` of 0.1, 0.01…: at most `n` decimals. */
  decimals: (title: string, n: number) => `${title}最多保留${n}位小数`,
  minProperties: (title: string, n: unknown) => `${title}至少需要填写${String(n)}项`,
  maxProperties: (title: string, n: unknown) => `${title}最多填写${String(n)}项`,
  /** Any other broken rule: ajv's own text is English, so it never shows. */
  invalid: (title: string) => `${title}填写不正确`,
} as const;

/**
 * An ajv error as the mapper reads it: ajv's own `ErrorObject`, or a renderer's copy of one. `title`
 * is a field title the renderer found already (RJSF's); `parentSchema` is ajv's with `verbose`.
 */
export interface FieldError {
  keyword: string;
  /** JSON pointer of the data that failed (`/diseinfo/2/diag_code`). */
  instancePath: string;
  params?: unknown;
  message?: string;
  title?: string;
  parentSchema?: unknown;
}

/** The form the errors come from: titles and choices are read from its schema and uiSchema. */
export interface MessageSource {
  schema?: unknown;
  uiSchema?: unknown;
}

/** Messages by data path (`a.b.0.c`; `''` for the form itself), the schema's own first. */
export type FieldMessages = Readonly<Record<string, readonly string[]>>;

type Node = { [k: string]: unknown };

/** Keywords whose errors only repeat the errors of their branches: they show no message. */
const WRAPPERS: ReadonlySet<string> = new Set([
  'if',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'additionalProperties',
]);
/** Widgets a value is picked with (请选择, not 请输入). */
const CHOICE_WIDGETS: ReadonlySet<string> = new Set([
  'select',
  'radio',
  'date',
  'datetime',
  'dateRange',
  'cascader',
  'segmented',
  'iconSelect',
  'checkbox',
  'checkboxes',
  'file',
]);

const isNode = (v: unknown): v is Node => Boolean(v) && typeof v === 'object';
const paramsOf = (e: { params?: unknown }): Node => (isNode(e.params) ? e.params : {});
const child = (node: Node | undefined, key: string): Node | undefined =>
  isNode(node?.[key]) ? (node[key] as Node) : undefined;

/** `/diseinfo/2/diag_code` → `['diseinfo', '2', 'diag_code']`. */
function segmentsOf(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The property a `required` error (or an ajv-errors message wrapping only those) is about. */
function missingOf(e: FieldError): string | undefined {
  const missing = (x: { params?: unknown }) => {
    const p = paramsOf(x).missingProperty;
    return typeof p === 'string' ? p : undefined;
  };
  if (e.keyword === 'required') return missing(e);
  if (e.keyword !== 'errorMessage') return undefined;
  const inner = paramsOf(e).errors;
  if (!Array.isArray(inner) || !inner.length) return undefined;
  const errors = inner as { keyword?: unknown; params?: unknown }[];
  return errors.every((x) => x.keyword === 'required') ? missing(errors[0]!) : undefined;
}

/**
 * Where an error's message belongs, as a data path: a missing property's message under that
 * property; undefined for a wrapper keyword (`if`, `anyOf`…), whose branches have their own.
 */
export function messagePath(e: FieldError): string | undefined {
  if (WRAPPERS.has(e.keyword)) return undefined;
  const missing = missingOf(e);
  return [...segmentsOf(e.instancePath), ...(missing === undefined ? [] : [missing])].join('.');
}

interface Located {
  field?: Node;
  ui?: Node;
  /** The title of the list a list item (`roleIds.0`) is in: the item's name when it has none. */
  listTitle?: unknown;
}

/** The schema and uiSchema of the field at `path` (through `properties`, and `items` for a row). */
function fieldAt(source: MessageSource, path: string): Located {
  let field = isNode(source.schema) ? source.schema : undefined;
  let ui = isNode(source.uiSchema) ? source.uiSchema : undefined;
  let listTitle: unknown;
  for (const key of path.split('.').filter(Boolean)) {
    const row = /^\d+$/.test(key) && isNode(field?.items);
    listTitle = row ? field?.title : undefined;
    field = row ? child(field, 'items') : child(child(field, 'properties'), key);
    ui = row ? child(ui, 'items') : child(ui, key);
  }
  return { field, ui, listTitle };
}

function isChoice(field: Node | undefined, ui: Node | undefined): boolean {
  const widget = ui?.['ui:widget'];
  return (
    Boolean(
      field &&
      (field.enum || field.oneOf || field.anyOf || field.format === 'date' || field.format === 'date-time'),
    ) ||
    (typeof widget === 'string' && CHOICE_WIDGETS.has(widget))
  );
}

/** The decimals a `multipleOf` of 0.1, 0.01… allows (undefined for any other step). */
export function decimalsOf(step: unknown): number | undefined {
  if (typeof step !== 'number' || !(step > 0) || step >= 1) return undefined;
  const n = Math.round(-Math.log10(step));
  return Math.abs(10 ** -n - step) < 1e-12 ? n : undefined;
}

/**
 * The field an error is about: found in the source's schema by its path, else (a schema the source
 * reaches through a `$ref`) the property a `required` names in the object ajv checked.
 */
function located(e: FieldError, source: MessageSource, path: string): Located {
  const found = fieldAt(source, path);
  const missing = e.keyword === 'required' ? missingOf(e) : undefined;
  const parent = isNode(e.parentSchema) ? e.parentSchema : undefined;
  const field =
    found.field ?? (missing === undefined ? undefined : child(child(parent, 'properties'), missing));
  return { ...found, field };
}

/**
 * The Chinese message of one error: the schema's own (ajv-errors `errorMessage`) as it is, else the
 * default of its keyword with the field's title (the uiSchema's, the renderer's, the schema's, a list
 * item's list's, else the last key of its path). Never ajv's English.
 */
export function messageOf(e: FieldError, source: MessageSource = {}): string {
  const path = messagePath(e) ?? segmentsOf(e.instancePath).join('.');
  const { field, ui, listTitle } = located(e, source, path);
  const own = e.keyword === 'required' || !isNode(e.parentSchema) ? undefined : e.parentSchema.title;
  const options = child(ui, 'ui:options');
  const title = String(
    ui?.['ui:title'] ??
      options?.title ??
      e.title ??
      field?.title ??
      own ??
      listTitle ??
      path.split('.').pop() ??
      '',
  );
  return keywordMessage(e, title, isChoice(field, ui));
}

/** The default message of an error's keyword for the field `title`. */
function keywordMessage(e: FieldError, title: string, choice: boolean): string {
  const m = validationMessages;
  const p = paramsOf(e);
  switch (e.keyword) {
    case 'errorMessage':
      return e.message ?? m.invalid(title);
    case 'required':
      return choice ? m.requiredChoice(title) : m.required(title);
    case 'pattern':
    case 'format':
      return m.pattern(title);
    case 'maxLength':
      return m.maxLength(title, p.limit);
    case 'minLength':
      return p.limit === 1 ? m.required(title) : m.minLength(title, p.limit);
    case 'minimum':
      return m.minimum(title, p.limit);
    case 'maximum':
      return m.maximum(title, p.limit);
    case 'exclusiveMinimum':
      return m.exclusiveMinimum(title, p.limit);
    case 'exclusiveMaximum':
      return m.exclusiveMaximum(title, p.limit);
    case 'type':
      return p.type === 'integer'
        ? m.integer(title)
        : p.type === 'number'
          ? m.number(title)
          : m.pattern(title);
    case 'enum':
    case 'const':
      return m.enum(title);
    case 'minItems':
      return m.minItems(title, p.limit);
    case 'maxItems':
      return m.maxItems(title, p.limit);
    case 'uniqueItems':
      return m.uniqueItems(title);
    case 'multipleOf':
      return decimalsOf(p.multipleOf) !== undefined
        ? m.decimals(title, decimalsOf(p.multipleOf)!)
        : m.multipleOf(title, p.multipleOf);
    case 'minProperties':
      return m.minProperties(title, p.limit);
    case 'maxProperties':
      return m.maxProperties(title, p.limit);
    default:
      // ajv's messages are English ("must NOT have duplicate items"): a rule without a Chinese
      // message of its own (schema `errorMessage`) reads as a generic Chinese one.
      return e.message && /[\u4e00-\u9fff]/.test(e.message) ? e.message : m.invalid(title);
  }
}

/**
 * ajv errors → the Chinese messages of each data path (docs/descriptor.md, how every form behaves):
 * a missing property's message under that property, wrapper keywords dropped, the schema's own
 * messages (ajv-errors) before the keywords' defaults, each message once.
 */
export function fieldMessages(errors: readonly FieldError[], source: MessageSource = {}): FieldMessages {
  const out: Record<string, string[]> = {};
  const own = errors.filter((e) => e.keyword === 'errorMessage');
  for (const e of [...own, ...errors.filter((x) => x.keyword !== 'errorMessage')]) {
    const path = messagePath(e);
    if (path === undefined) continue;
    const message = messageOf(e, source);
    const list = (out[path] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

/** The message that wins at each data path: the first of `fieldMessages` (the schema's own first). */
export function firstMessages(errors: readonly FieldError[], source?: MessageSource): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, list] of Object.entries(fieldMessages(errors, source))) if (list[0]) out[path] = list[0];
  return out;
}
