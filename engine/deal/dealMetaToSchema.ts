import type { DealMeta } from '../../schemas/deal';
import { dealMessages as m } from './messages';
import { nodeToOutputSchema } from './nodeToOutputSchema';
import { nodeToSchema } from './nodeToSchema';
import { nodeToUiSchema } from './nodeToUiSchema';
import type { DealSchemas } from './types';

/**
 * Deal metadata (`POST /commondeal/meta`) → the JSON Schema and uiSchema of its input (the dealInput,
 * one property per input node keyed by nodeName), and the read-only schema of its output. Pure.
 */
export function dealMetaToSchema(meta: DealMeta): DealSchemas {
  const nodes = meta.reqProperties;
  const outputs = meta.resProperties;
  return {
    schema: {
      type: 'object',
      title: meta.comment,
      properties: Object.fromEntries(nodes.map((n) => [n.nodeName, nodeToSchema(n)])),
      ...(nodes.length
        ? {
            required: nodes.map((n) => n.nodeName),
            errorMessage: {
              required: Object.fromEntries(nodes.map((n) => [n.nodeName, m.arrayEmpty(n.title)])),
            },
          }
        : {}),
    },
    uiSchema: {
      'ui:order': nodes.map((n) => n.nodeName),
      ...Object.fromEntries(nodes.map((n) => [n.nodeName, nodeToUiSchema(n)])),
    },
    outputSchema: {
      type: 'object',
      title: meta.comment,
      readOnly: true,
      properties: Object.fromEntries(outputs.map((n) => [n.nodeName, nodeToOutputSchema(n)])),
    },
  };
}
