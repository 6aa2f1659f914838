import type { DealMeta } from '../../schemas/deal';
import type { OutputNodeView } from './types';

/**
 * How a deal's output is shown: each output node read-only, an object as a key–value list
 * (descriptions), a list as a table; a SELECT's code list turns codes into their names.
 */
export function dealOutputView(meta: DealMeta): OutputNodeView[] {
  return meta.resProperties.map((node) => ({
    name: node.nodeName,
    title: node.title || node.nodeName,
    kind: node.array ? 'table' : 'descriptions',
    fields: node.properties.map((p) => ({
      name: p.name,
      label: p.comment || p.name,
      ...(p.options?.length ? { codes: Object.fromEntries(p.options.map((o) => [o.value, o.name])) } : {}),
    })),
  }));
}
