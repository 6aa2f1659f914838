/**
 * The JSON Schema of a deal's input, derived from its metadata (the server's counterpart of the
 * console's converter), for the normalised input where every value is text.
 */
import type { DealMeta, DealNode, DealProperty } from '../../../schemas/deal';
import { FIELDS } from '../catalogue';

export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';

/** The pattern of an N field of the dictionary (N16,2 → at most 14 integer digits and 2 decimals). */
export function numericPattern(name: string): string | undefined {
  const numeric = FIELDS[name]?.numeric;
  if (!numeric) return undefined;
  const { precision, scale } = numeric;
  const whole = `\\d{1,${Math.max(1, precision - scale)}}`;
  return scale > 0 ? `^-?${whole}(\\.\\d{1,${scale}})?$` : `^-?${whole}$`;
}

export function propertySchema(p: DealProperty): Record<string, unknown> {
  switch (p.formType) {
    case 'SELECT':
      return { type: 'string', title: p.comment, enum: (p.options ?? []).map((o) => o.value) };
    case 'DATE8':
      return { type: 'string', title: p.comment, pattern: DATE_PATTERN };
    case 'DATE14':
      return { type: 'string', title: p.comment, pattern: DATE_TIME_PATTERN };
    default: {
      const pattern = numericPattern(p.name);
      return { type: 'string', title: p.comment, ...(pattern ? { pattern } : { maxLength: p.length }) };
    }
  }
}

function rowSchema(node: DealNode): Record<string, unknown> {
  return {
    type: 'object',
    title: node.title,
    properties: Object.fromEntries(node.properties.map((p) => [p.name, propertySchema(p)])),
    required: node.properties.filter((p) => p.require).map((p) => p.name),
  };
}

/** Array nodes with required fields need at least one row. */
export const needsRows = (node: DealNode) => node.array && node.properties.some((p) => p.require);

export function dealInputSchema(meta: DealMeta): Record<string, unknown> {
  const nodes = meta.reqProperties.map((node) => [
    node.nodeName,
    node.array
      ? {
          type: 'array',
          title: node.title,
          items: rowSchema(node),
          ...(needsRows(node) ? { minItems: 1 } : {}),
        }
      : rowSchema(node),
  ]);
  return {
    $id: `deal-${meta.dealName}-input`,
    type: 'object',
    title: meta.comment,
    properties: Object.fromEntries(nodes),
    required: meta.reqNodeNames,
  };
}
