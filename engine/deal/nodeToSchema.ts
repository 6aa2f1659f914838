import type { DealNode } from '../../schemas/deal';
import type { JsonSchema } from '../schema';
import { dealMessages as m } from './messages';
import { propertyToSchema } from './propertyToSchema';
import { requiredMessage } from './requiredMessage';

/**
 * The JSON Schema of an input node. An object node requires its `require` properties, each with its
 * tip (`errorMessage.required`). An array node is a list of at least one row (`请填写{title}` when
 * empty) whose rows must be complete: every cell is required, with the tip of a required property and
 * 请完善信息 for the others.
 */
export function nodeToSchema(node: DealNode): JsonSchema {
  const properties = Object.fromEntries(node.properties.map((p) => [p.name, propertyToSchema(p)]));
  if (node.array) {
    const cells = node.properties;
    const items: JsonSchema = { type: 'object', properties };
    if (cells.length) {
      items.required = cells.map((p) => p.name);
      items.errorMessage = {
        required: Object.fromEntries(
          cells.map((p) => [p.name, p.require ? requiredMessage(p) : m.rowIncomplete]),
        ),
      };
    }
    return {
      type: 'array',
      title: node.title,
      minItems: 1,
      items,
      errorMessage: { minItems: m.arrayEmpty(node.title), type: m.arrayEmpty(node.title) },
    };
  }
  const required = node.properties.filter((p) => p.require);
  return {
    type: 'object',
    title: node.title,
    properties,
    ...(required.length
      ? {
          required: required.map((p) => p.name),
          errorMessage: { required: Object.fromEntries(required.map((p) => [p.name, requiredMessage(p)])) },
        }
      : {}),
  };
}
