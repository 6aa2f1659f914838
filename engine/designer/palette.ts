/**
 * What the designer can add (docs/studio.md, 设计): the palette of block types and the child slots of a
 * node, both read from the descriptor JSON Schema, each with a skeleton that passes it.
 */
import { FORM_SCHEMA_DEFINITION, FORM_SCHEMA_KEY, KIND_NAMES, NODE_MAPS, OPAQUE, kindOfKey } from './kinds';
import { blockDefinitions } from './outline';
import { schemaAt } from './schemaAt';
import { definitionsOf, deref, isPlainObject, propertySchema, refName, type Schema } from './schemaNav';
import { skeletonFor } from './skeleton';
import { valueAt } from './pointer';
import type { SlotContainer } from './edits';
import type { NodeKind, NodePath } from './types';

/** Chinese names of the block types, while the schema's definitions have no `title` of their own. */
export const BLOCK_TYPE_NAMES: Readonly<Record<string, string>> = {
  crud: '列表',
  form: '表单',
  panel: '面板',
  tabs: '标签页',
  alert: '提示',
  descriptions: '详情',
  actions: '按钮组',
  text: '文本',
  qrcode: '二维码',
  dealForm: '交易表单',
  statistic: '统计数值',
  chart: '图表',
  editableTable: '可编辑表格',
  result: '结果',
  steps: '步骤条',
  descriptorEditor: '界面编辑器',
  dealEditor: '交易编辑器',
};

export interface BlockType {
  type: string;
  definition: string;
  title: string;
}

const typeConst = (def: Schema | undefined): string | undefined => {
  const t = isPlainObject(def?.properties) ? (def.properties as Record<string, Schema>).type : undefined;
  return typeof t?.const === 'string' ? t.const : undefined;
};

/** Every member of the schema's `Block` union: its `type`, its definition and its Chinese title. */
export function blockTypes(schema: Schema): BlockType[] {
  const defs = definitionsOf(schema);
  return [...blockDefinitions(schema)].flatMap((definition) => {
    const type = typeConst(defs[definition]);
    if (!type) return [];
    const own = defs[definition]?.title;
    return [{ type, definition, title: typeof own === 'string' ? own : (BLOCK_TYPE_NAMES[type] ?? type) }];
  });
}

/** A minimal instance of a definition that passes the schema (a new block titled `新<its name>`…). */
export function skeletonOf(schema: Schema, definition: string, noun?: string): unknown {
  const block = blockTypes(schema).find((b) => b.definition === definition);
  return skeletonFor(schema, { $ref: `#/definitions/${definition}` }, '', noun ?? block?.title);
}

/** One kind of child a node can take: where it goes, what it is called and what a new one holds. */
export interface ChildSlot {
  /** The node the child is added under, and the key under it (`''` with `fields`: the node is the form). */
  parentPath: NodePath;
  key: string;
  container: SlotContainer;
  kind: NodeKind;
  /** The Chinese name in the 添加 menu (列, 查询条件, 行操作…; a block slot names 区块). */
  name: string;
  skeleton: unknown;
}

const keyTitle = (s: Schema | undefined): string | undefined =>
  typeof s?.title === 'string' ? s.title : undefined;

/** The child slots of the node at `path`: its arrays of objects, its maps of nodes, its forms' fields. */
export function childSlots(schema: Schema, doc: unknown, path: NodePath): ChildSlot[] {
  const at = schemaAt(schema, doc, path);
  const value = valueAt(doc, path);
  if (!at || !isPlainObject(value)) return [];
  const blocks = blockDefinitions(schema);
  const slots: ChildSlot[] = [];
  const props = (at.schema.properties ?? {}) as Record<string, Schema>;
  for (const [key, ps] of Object.entries(props)) {
    const r = deref(schema, ps);
    if (!r || (r.definition && OPAQUE.has(r.definition))) continue;
    const s = r.schema;
    const slot = (container: SlotContainer, k: string, kind: NodeKind, items?: Schema) => {
      const name = kind === 'item' ? (keyTitle(ps) ?? KIND_NAMES.item) : KIND_NAMES[kind];
      const skeleton = items
        ? skeletonFor(schema, items, '', kind === 'block' ? undefined : name)
        : newField();
      slots.push({ parentPath: path, key: k, container, kind, name, skeleton });
    };
    if (key === FORM_SCHEMA_KEY && r.definition === FORM_SCHEMA_DEFINITION) {
      if (typeof value.schema !== 'string') slot('fields', '', 'formField');
    } else if (s.type === 'array') {
      const items = s.items as Schema | undefined;
      if (!isObjectSchema(schema, items)) continue;
      const isBlock = refName(items) === 'Block' || blocks.has(refName(items) ?? '');
      slot('array', key, kindOfKey(key, value.type, isBlock), isBlock ? firstBlock(schema) : items);
    } else if (NODE_MAPS.has(key)) {
      slot('map', key, kindOfKey(key, value.type, false), propertySchema(s, ''));
    } else if (s.type === 'object' && hasFormSchema(s) && !sharedSchema(value[key])) {
      slot('fields', key, key === 'query' ? 'queryField' : 'formField');
    }
  }
  return slots;
}

/** What a new form field holds: a text titled 新字段. */
const newField = () => ({ type: 'string', title: '新字段' });

/** A form spec whose schema is a shared schema's name: its fields are not the descriptor's to edit. */
const sharedSchema = (spec: unknown) => isPlainObject(spec) && typeof spec.schema === 'string';

/** A new block from a slot of blocks: the first block type of the palette (the 添加区块 menu offers all). */
const firstBlock = (schema: Schema): Schema => ({
  $ref: `#/definitions/${blockTypes(schema)[0]?.definition ?? 'Block'}`,
});

function isObjectSchema(root: Schema, s: Schema | undefined): boolean {
  if (!s) return false;
  const name = refName(s);
  if (name && OPAQUE.has(name)) return false;
  const r = deref(root, s);
  return !!r && (r.schema.type === 'object' || !!r.schema.anyOf || !!r.schema.oneOf);
}

const hasFormSchema = (s: Schema): boolean =>
  refName((s.properties as Record<string, Schema> | undefined)?.[FORM_SCHEMA_KEY]) === FORM_SCHEMA_DEFINITION;
