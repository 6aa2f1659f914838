import { DealMetaSchema, type DealMeta, type DealOption } from '../../../../schemas/deal';

type Data = Record<string, unknown>;
type Node = { nodeName?: unknown; properties?: unknown };
type Field = { name?: unknown; require?: unknown; codeList?: unknown; options?: unknown };

/** The code lists a 代码表 may name, each with its codes. */
export type DealCodeLists = Record<string, readonly DealOption[]>;

/**
 * The 表单 mode's schema: the metadata's own (its Chinese titles) less `reqNodeNames`, which follows the
 * input nodes' names and is not typed (docs/studio.md, 交易目录).
 */
export const DEAL_FORM_SCHEMA: Data = (() => {
  const { reqNodeNames: _names, ...properties } = DealMetaSchema.properties;
  const required = DealMetaSchema.required.filter((k) => k !== 'reqNodeNames');
  return { ...DealMetaSchema, properties, required };
})();

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

const FIELD_ID = /^root_reqProperties_(\d+)_properties_(\d+)_/;

/** Whether the form field with RJSF id `id` belongs to a starred field of the baseline (locked). */
export function isLockedField(id: string, doc: unknown, locks: Map<string, Set<string>>): boolean {
  const at = FIELD_ID.exec(id);
  if (!at) return false;
  const node = nodesOf(doc, 'reqProperties')[Number(at[1])];
  const field = fieldsOf(node)[Number(at[2])];
  const names = typeof node?.nodeName === 'string' ? locks.get(node.nodeName) : undefined;
  return typeof field?.name === 'string' && names?.has(field.name) === true;
}

/** Where an item of one of the form's lists is: its list's path in the document, then its index. */
export type DealItemPath = readonly (string | number)[];

/**
 * The document with the item at `from` moved to index `to` of the same list (a drag in 表单); unchanged
 * when `from` names no item of a list.
 */
export function moveDealItem(doc: Data, from: DealItemPath, to: number): Data {
  const index = from[from.length - 1];
  if (typeof index !== 'number' || from.length < 2) return doc;
  const copy = structuredClone(doc);
  let list: unknown = copy;
  for (const key of from.slice(0, -1)) list = (list as Record<string | number, unknown> | undefined)?.[key];
  if (!Array.isArray(list) || index >= list.length || to < 0 || to >= list.length) return doc;
  const [item] = list.splice(index, 1);
  list.splice(to, 0, item);
  return copy;
}

/** Whether two item paths are items of one list (a drag may only reorder within its list). */
export const sameList = (a: DealItemPath, b: DealItemPath) =>
  a.length === b.length && a.slice(0, -1).every((k, i) => k === b[i]);
