import { applyDealFormEdit, type DealCodeLists } from './dealMetaFormEdit';

type Data = Record<string, unknown>;

/** The two sides of a deal: its input nodes and its output nodes. */
export type DealSide = 'reqProperties' | 'resProperties';
export const DEAL_SIDES: readonly DealSide[] = ['reqProperties', 'resProperties'];
/** How the node picker names a side (docs/studio.md, 交易目录). */
export const SIDE_WORDS: Record<DealSide, string> = { reqProperties: '输入', resProperties: '输出' };

/** A node of the draft: its side and index. */
export interface DealNodeAt {
  side: DealSide;
  node: number;
}

export const nodesAt = (doc: unknown, side: DealSide): Data[] => {
  const nodes = (doc as Data | undefined)?.[side];
  return Array.isArray(nodes) ? (nodes as Data[]) : [];
};
export const nodeAt = (doc: unknown, at: DealNodeAt): Data | undefined => nodesAt(doc, at.side)[at.node];
export const fieldsAt = (doc: unknown, at: DealNodeAt): Data[] => {
  const fields = nodeAt(doc, at)?.properties;
  return Array.isArray(fields) ? (fields as Data[]) : [];
};

/** The draft with one node's field list replaced, written as any edit of the form is (reqNodeNames following). */
function withFields(doc: Data, at: DealNodeAt, fields: Data[], lists: DealCodeLists): Data {
  const nodes = nodesAt(doc, at.side).map((n, i) => (i === at.node ? { ...n, properties: fields } : n));
  return applyDealFormEdit(doc, { ...doc, [at.side]: nodes }, lists);
}

/** The draft with the deal's own keys (交易编号, 交易名称, 交易类型) changed. */
export const setDealKeys = (doc: Data, keys: Data, lists: DealCodeLists): Data =>
  applyDealFormEdit(doc, { ...doc, ...keys }, lists);

/** The draft with one node's own keys (节点名, 节点说明, 是否列表) changed; its fields stay. */
export function setNodeKeys(doc: Data, at: DealNodeAt, keys: Data, lists: DealCodeLists): Data {
  const nodes = nodesAt(doc, at.side).map((n, i) =>
    i === at.node ? { ...n, ...keys, properties: n.properties ?? [] } : n,
  );
  return applyDealFormEdit(doc, { ...doc, [at.side]: nodes }, lists);
}

/** A node's name not taken on its side: `node`, `node2`… */
function freeName(doc: unknown, side: DealSide): string {
  const taken = new Set(nodesAt(doc, side).map((n) => n.nodeName));
  let n = 1;
  while (taken.has(n === 1 ? 'node' : `node${n}`)) n += 1;
  return n === 1 ? 'node' : `node${n}`;
}

/** The draft with a new, empty node at the end of `side`. */
export function addNode(doc: Data, side: DealSide, lists: DealCodeLists): Data {
  const node = { nodeName: freeName(doc, side), title: '', array: false, properties: [] };
  return applyDealFormEdit(doc, { ...doc, [side]: [...nodesAt(doc, side), node] }, lists);
}

export function removeNode(doc: Data, at: DealNodeAt, lists: DealCodeLists): Data {
  const nodes = nodesAt(doc, at.side).filter((_, i) => i !== at.node);
  return applyDealFormEdit(doc, { ...doc, [at.side]: nodes }, lists);
}

/** The draft with one field's properties replaced (a 代码表 just chosen fills its options). */
export function setField(doc: Data, at: DealNodeAt, index: number, field: Data, lists: DealCodeLists): Data {
  return withFields(
    doc,
    at,
    fieldsAt(doc, at).map((f, i) => (i === index ? field : f)),
    lists,
  );
}

/** A field's name not taken in its node: `field`, `field2`… */
function freeFieldName(doc: unknown, at: DealNodeAt): string {
  const taken = new Set(fieldsAt(doc, at).map((f) => f.name));
  let n = 1;
  while (taken.has(n === 1 ? 'field' : `field${n}`)) n += 1;
  return n === 1 ? 'field' : `field${n}`;
}

/** The draft with a new text field at the end of the node (it is then selected, its 字段名 to be typed). */
export function addField(doc: Data, at: DealNodeAt, lists: DealCodeLists): Data {
  const field = {
    name: freeFieldName(doc, at),
    comment: '',
    formType: 'INPUT',
    require: false,
    tip: '',
    length: 30,
  };
  return withFields(doc, at, [...fieldsAt(doc, at), field], lists);
}

export const removeField = (doc: Data, at: DealNodeAt, index: number, lists: DealCodeLists): Data =>
  withFields(
    doc,
    at,
    fieldsAt(doc, at).filter((_, i) => i !== index),
    lists,
  );

/** The draft with the field at `from` moved to index `to` of its node; unchanged when either is out of it. */
export function moveField(doc: Data, at: DealNodeAt, from: number, to: number, lists: DealCodeLists): Data {
  const fields = [...fieldsAt(doc, at)];
  if (from < 0 || from >= fields.length || to < 0 || to >= fields.length || from === to) return doc;
  const [moved] = fields.splice(from, 1);
  fields.splice(to, 0, moved!);
  return withFields(doc, at, fields, lists);
}

/** Whether the field is one of the baseline's starred input fields (locked: see nationalRequired). */
export function isLocked(
  doc: unknown,
  at: DealNodeAt,
  index: number,
  locks: Map<string, Set<string>>,
): boolean {
  if (at.side !== 'reqProperties') return false;
  const node = nodeAt(doc, at);
  const name = fieldsAt(doc, at)[index]?.name;
  const names = typeof node?.nodeName === 'string' ? locks.get(node.nodeName) : undefined;
  return typeof name === 'string' && names?.has(name) === true;
}
