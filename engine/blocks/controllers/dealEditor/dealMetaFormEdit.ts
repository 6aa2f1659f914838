import type { DealMeta, DealOption } from '../../../../schemas/deal';

type Data = Record<string, unknown>;
type Node = { nodeName?: unknown; properties?: unknown };
type Field = { name?: unknown; require?: unknown; codeList?: unknown; options?: unknown };

/** The code lists a 代码表 may name, each with its codes. */
export type DealCodeLists = Record<string, readonly DealOption[]>;

const nodesOf = (doc: unknown, side: 'reqProperties' | 'resProperties'): Node[] => {
  const nodes = (doc as Data | undefined)?.[side];
  return Array.isArray(nodes) ? (nodes as Node[]) : [];
};
const fieldsOf = (node: Node | undefined): Field[] =>
  Array.isArray(node?.properties) ? (node.properties as Field[]) : [];

/** A field whose 代码表 was just chosen takes that list's codes as its options. */
function withCodes(field: Field, before: Field | undefined, lists: DealCodeLists): Field {
  const name = field.codeList;
  if (typeof name !== 'string' || name === before?.codeList) return field;
  const codes = lists[name];
  return codes ? { ...field, options: codes.map(({ name: n, value }) => ({ name: n, value })) } : field;
}

/**
 * The document an edit of the form writes: `reqNodeNames` as the input nodes' names in order, and the
 * options of a field whose 代码表 changed filled from that code list.
 */
export function applyDealFormEdit(before: unknown, edited: Data, lists: DealCodeLists): Data {
  const side = (key: 'reqProperties' | 'resProperties') =>
    nodesOf(edited, key).map((node, n) => ({
      ...node,
      properties: fieldsOf(node).map((f, i) => withCodes(f, fieldsOf(nodesOf(before, key)[n])[i], lists)),
    }));
  const reqProperties = side('reqProperties');
  const reqNodeNames = reqProperties.map((n) => (typeof n.nodeName === 'string' ? n.nodeName : ''));
  return { ...edited, reqNodeNames, reqProperties, resProperties: side('resProperties') };
}

/** The baseline's starred input fields, by node name: they stay required and keep their name. */
export function nationalRequired(baseline: string | null | undefined): Map<string, Set<string>> {
  const locks = new Map<string, Set<string>>();
  if (!baseline) return locks;
  let doc: DealMeta;
  try {
    doc = JSON.parse(baseline) as DealMeta;
  } catch {
    return locks;
  }
  for (const node of nodesOf(doc, 'reqProperties')) {
    const names = fieldsOf(node).filter((f) => f.require === true && typeof f.name === 'string');
    if (typeof node.nodeName === 'string' && names.length)
      locks.set(node.nodeName, new Set(names.map((f) => f.name as string)));
  }
  return locks;
}
