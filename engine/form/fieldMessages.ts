import { validationMessages as m } from './messages';

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

/** The schema and uiSchema of the field at `path` (through `properties`). */
function fieldAt(source: MessageSource, path: string): { field?: Node; ui?: Node } {
  let field = isNode(source.schema) ? source.schema : undefined;
  let ui = isNode(source.uiSchema) ? source.uiSchema : undefined;
  for (const key of path.split('.').filter(Boolean)) {
    const props = field?.properties;
    field = isNode(props) && isNode(props[key]) ? props[key] : undefined;
    const next = ui?.[key];
    ui = isNode(next) ? next : undefined;
  }
  return { field, ui };
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
 * The Chinese message of one error: the schema's own (ajv-errors `errorMessage`) as it is, else the
 * default of its keyword with the field's title (the uiSchema's, the renderer's, the schema's, else
 * the last key of its path). Never ajv's English.
 */
export function messageOf(e: FieldError, source: MessageSource = {}): string {
  const path = messagePath(e) ?? segmentsOf(e.instancePath).join('.');
  const { field, ui } = fieldAt(source, path);
  const own = e.keyword === 'required' || !isNode(e.parentSchema) ? undefined : e.parentSchema.title;
  const uiOptions = ui?.['ui:options'];
  const options = isNode(uiOptions) ? uiOptions : undefined;
  const title = String(
    ui?.['ui:title'] ?? options?.title ?? e.title ?? field?.title ?? own ?? path.split('.').pop() ?? '',
  );
  const p = paramsOf(e);
  switch (e.keyword) {
    case 'errorMessage':
      return e.message ?? m.invalid(title);
    case 'required':
      return isChoice(field, ui) ? m.requiredChoice(title) : m.required(title);
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

/** The messages without those of the top-level fields `names` (fields hidden by their predicates). */
export function withoutFields(byPath: FieldMessages, names: readonly string[]): FieldMessages {
  if (!names.length) return byPath;
  return Object.fromEntries(
    Object.entries(byPath).filter(([path]) => !names.includes(path.split('.')[0] ?? '')),
  );
}
