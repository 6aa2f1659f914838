import type { DealProperty } from '../../schemas/deal';
import type { JsonSchema } from '../schema';
import { DATE_TIME_PATTERN } from './formTypes';
import { dealMessages as m } from './messages';
import { numericPattern } from './numericPattern';
import { widgetOf } from './widgetOf';

/**
 * The JSON Schema of one input property, with its Chinese messages as ajv-errors `errorMessage`:
 * INPUT → string with `maxLength = length`; SELECT → `oneOf [{const, title}]`; DATE8 → `format: date`;
 * DATE14 → a `YYYY-MM-DD HH:mm:ss` pattern; a number field (`numeric`) → its digits' pattern. (Being required is the node's business.)
 */
export function propertyToSchema(prop: DealProperty): JsonSchema {
  const label = prop.comment || prop.name;
  const base = { type: 'string', title: label };
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
}
