import type { ErrorTransformer, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { formMessages as m } from './messages';

/** Keywords whose errors only repeat the errors of their branches. */
const WRAPPERS = new Set(['if', 'anyOf', 'oneOf', 'allOf', 'not', 'additionalProperties']);
const CHOICE_WIDGETS = new Set([
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

type Node = { [k: string]: unknown };

function fieldSchema(schema: RJSFSchema, property: string): Node | undefined {
  let node: Node | undefined = schema as Node;
  for (const key of property.split('.').filter(Boolean)) {
    const props = node?.properties as Record<string, Node> | undefined;
    node = props?.[key];
  }
  return node;
}

function fieldUi(ui: UiSchema | undefined, property: string): Node | undefined {
  let node: Node | undefined = ui as Node | undefined;
  for (const key of property.split('.').filter(Boolean)) node = node?.[key] as Node | undefined;
  return node;
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

/** The Chinese message of one error (ajv-errors messages are kept as they are; never ajv's English). */
export function chineseMessage(
  e: RJSFValidationError,
  schema: RJSFSchema,
  ui?: UiSchema,
): string | undefined {
  const property = e.property ?? '';
  const field = fieldSchema(schema, property);
  const fieldUiSchema = fieldUi(ui, property);
  const title = String(
    fieldUiSchema?.['ui:title'] ?? e.title ?? field?.title ?? property.split('.').pop() ?? '',
  );
  const p = (e.params ?? {}) as { limit?: unknown; type?: unknown; multipleOf?: unknown };
  switch (e.name) {
    case 'errorMessage':
      return e.message;
    case 'required':
      return isChoice(field, fieldUiSchema) ? m.requiredChoice(title) : m.required(title);
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
      return m.multipleOf(title, p.multipleOf);
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
 * An ajv-errors message for `required` sits on the object; it belongs under the missing field
 * (`errorMessage: {required: {menuname: '请输入菜单名称'}}` → `.menuname`).
 */
export function onMissingField(e: RJSFValidationError): RJSFValidationError {
  const inner = (
    e.params as { errors?: { keyword?: string; params?: { missingProperty?: string } }[] } | undefined
  )?.errors;
  const missing = inner?.[0]?.params?.missingProperty;
  if (e.name !== 'errorMessage' || !missing || !inner?.every((x) => x.keyword === 'required')) return e;
  return { ...e, property: e.property ? `${e.property}.${missing}` : missing };
}

/**
 * Chinese messages for RJSF errors, keeping only those `shown` accepts (touched fields before the
 * first submit, visible fields always).
 */
export function createTransformErrors(
  schema: RJSFSchema,
  shown: (property: string) => boolean,
): ErrorTransformer {
  return (errors, ui) =>
    errors
      .map(onMissingField)
      .filter((e) => !WRAPPERS.has(e.name ?? '') && shown(e.property ?? ''))
      .map((e) => {
        const message = chineseMessage(e, schema, ui) ?? e.message ?? '';
        return { ...e, message, stack: message };
      });
}
