import type { DealNode } from '../../schemas/deal';
import { groupedProperties } from './groupedProperties';
import { propertyToUiSchema } from './propertyToUiSchema';

/**
 * The uiSchema of an input node: field order (the fields of a group together) and widgets; an array
 * node's under `items` (a table).
 */
export function nodeToUiSchema(node: DealNode): Record<string, unknown> {
  const fields = {
    'ui:order': groupedProperties(node.properties).map((p) => p.name),
    ...Object.fromEntries(node.properties.map((p) => [p.name, propertyToUiSchema(p)])),
  };
  if (!node.array) return fields;
  return { 'ui:options': { orderable: false, table: true }, items: fields };
}
