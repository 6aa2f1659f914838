import type { DealProperty } from '../../schemas/deal';
import type { JsonSchema } from '../schema';
import { DATE_TIME_PATTERN } from './formTypes';
import { dealMessages as m } from './messages';
import { numericPattern } from './numericPattern';
import { widgetOf } from './widgetOf';

/** Whether a `pattern` compiles as ajv compiles it (unicode); one that does not is left out. */
function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * A text field's own `pattern` with its message (`patternMessage`, else {label}格式不正确): on the
 * field itself, or in `allOf` when the field already has a pattern of its digits. A pattern that does
 * not compile is left out (publishing refuses it; a draft's preview still draws).
 */
function withPattern(schema: JsonSchema, prop: DealProperty, label: string): JsonSchema {
  const pattern = prop.pattern;
  if (!pattern || !compiles(pattern)) return schema;
  const message = prop.patternMessage?.trim() || m.pattern(label);
  if (schema.pattern === undefined)
    return { ...schema, pattern, errorMessage: { ...(schema.errorMessage as object), pattern: message } };
  return { ...schema, allOf: [{ pattern, errorMessage: { pattern: message } }] };
}

/** A text field: its digits' pattern (a number field, `numeric`) or its `maxLength = length`. */
function textSchema(prop: DealProperty, base: JsonSchema, label: string): JsonSchema {
  if (prop.numeric) {
    const { precision, scale } = prop.numeric;
    return {
      ...base,
      pattern: numericPattern(prop.numeric),
      errorMessage: { type: m.notText(label), pattern: m.numeric(label, precision, scale) },
    };
  }
  return prop.length > 0
    ? {
        ...base,
        maxLength: prop.length,
        errorMessage: { type: m.notText(label), maxLength: m.maxLength(label, prop.length) },
      }
    : { ...base, errorMessage: { type: m.notText(label) } };
}

/**
 * The JSON Schema of one input property, with its Chinese messages as ajv-errors `errorMessage`:
 * a select → `oneOf [{const, title}]`; a date → `format: date`; a date-time → a `YYYY-MM-DD HH:mm:ss`
 * pattern; a text → `maxLength = length`, or its digits' pattern for a number field (`numeric`), and
 * the metadata's own `pattern`. A `default` is the schema's. (Being required is the node's business.)
 */
export function propertyToSchema(prop: DealProperty): JsonSchema {
  const label = prop.comment || prop.name;
  const base: JsonSchema = {
    type: 'string',
    title: label,
    ...(prop.default !== undefined && prop.default !== '' ? { default: prop.default } : {}),
  };
  switch (widgetOf(prop)) {
    case 'select':
      return {
        ...base,
        oneOf: (prop.options ?? []).map((o) => ({ const: o.value, title: o.name })),
        errorMessage: m.choice(label),
      };
    case 'date':
      return { ...base, format: 'date', errorMessage: m.date(label) };
    case 'datetime':
      return { ...base, pattern: DATE_TIME_PATTERN, errorMessage: m.dateTime(label) };
    default:
      return withPattern(textSchema(prop, base, label), prop, label);
  }
}
