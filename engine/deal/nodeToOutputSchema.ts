import type { DealNode, DealProperty } from '../../schemas/deal';
import type { JsonSchema } from '../schema';

/** A read-only output value: its label, and the code list of a SELECT (values are not checked). */
function outputProperty(p: DealProperty): JsonSchema {
  return {
    title: p.comment || p.name,
    readOnly: true,
    ...(p.options?.length ? { oneOf: p.options.map((o) => ({ const: o.value, title: o.name })) } : {}),
  };
}

/** The read-only JSON Schema of an output node: an object, or an array of rows. */
export function nodeToOutputSchema(node: DealNode): JsonSchema {
  const row: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(node.properties.map((p) => [p.name, outputProperty(p)])),
  };
  return node.array
    ? { type: 'array', title: node.title, readOnly: true, items: row }
    : { ...row, title: node.title, readOnly: true };
}
