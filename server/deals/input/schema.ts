/**
 * The JSON Schema of a deal's input, derived from its metadata (the server's counterpart of the
 * console's converter), for the normalised input where every value is text.
 */
import type { DealMeta, DealNode, DealNumeric, DealProperty } from '../../../schemas/deal';
import { numericPattern } from '../../../engine/deal/numericPattern';
import { FIELDS } from '../catalogue';

export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';

/** The digits of a number field: its metadata's, else the dictionary's (N16,2). */
export const numericOf = (p: DealProperty): DealNumeric | undefined => p.numeric ?? FIELDS[p.name]?.numeric;

/** A property's own pattern (`pattern`, checked with its `patternMessage`). */
const ownPattern = (p: DealProperty) => (p.pattern ? { pattern: p.pattern } : undefined);

export function propertySchema(p: DealProperty): Record<string, unknown> {
  switch (p.formType) {
    case 'SELECT':
      return { type: 'string', title: p.comment, enum: (p.options ?? []).map((o) => o.value) };
    case 'DATE8':
      return { type: 'string', title: p.comment, pattern: DATE_PATTERN };
    case 'DATE14':
      return { type: 'string', title: p.comment, pattern: DATE_TIME_PATTERN };
    default: {
      const numeric = numericOf(p);
      const pattern = numeric ? numericPattern(numeric) : undefined;
      const own = ownPattern(p);
      return {
        type: 'string',
        title: p.comment,
        ...(pattern ? { pattern } : { maxLength: p.length }),
        // The configured pattern (docs/domain.md): beside a number's, in an allOf (one `pattern` per schema).
        ...(own && (pattern ? { allOf: [own] } : own)),
      };
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
