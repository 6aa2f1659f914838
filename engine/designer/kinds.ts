/**
 * What a node of the descriptor is, from the key that holds it (docs/studio.md, 设计): the one small table
 * of the designer. Every other array of objects the schema allows is still a node, of kind `item`, and
 * every member of the schema's `Block` union is a `block`.
 */
import type { NodeKind } from './types';

/** By key, or by `<block type>.<key>` where a key means something else in one block type. */
export const KIND_OF_KEY: Readonly<Record<string, NodeKind>> = {
  blocks: 'block',
  columns: 'column',
  rowActions: 'rowAction',
  toolbar: 'toolbarAction',
  buttons: 'button',
  extra: 'button',
  steps: 'step',
  tabs: 'tab',
  'tabs.items': 'tab',
  items: 'item',
  dialogs: 'dialog',
};

/** Keys whose value is a map of nodes by name (rather than an array). */
export const NODE_MAPS: ReadonlySet<string> = new Set(['dialogs']);

/** Definitions the outline does not descend into: they are edited whole in their owner's properties. */
export const OPAQUE: ReadonlySet<string> = new Set(['Action', 'Expr', 'Mapping', 'UiSchema']);

/** The definition of an inline JSON Schema of a form (its properties are the form's fields). */
export const FORM_SCHEMA_DEFINITION = 'SchemaRef';

/** A form spec is an object whose `schema` key is a {@link FORM_SCHEMA_DEFINITION}. */
export const FORM_SCHEMA_KEY = 'schema';

/** The Chinese name of each kind (a node with no title of its own, the crumb, the 添加 menu). */
export const KIND_NAMES: Readonly<Record<NodeKind, string>> = {
  screen: '界面',
  block: '区块',
  column: '列',
  queryField: '查询条件',
  formField: '表单字段',
  rowAction: '行操作',
  toolbarAction: '工具栏按钮',
  button: '按钮',
  dialog: '对话框',
  step: '步骤',
  tab: '标签页',
  item: '项',
};

export function kindOfKey(key: string, ownerType: unknown, isBlock: boolean): NodeKind {
  if (isBlock) return 'block';
  const own = (k: string) => (Object.hasOwn(KIND_OF_KEY, k) ? KIND_OF_KEY[k] : undefined);
  return (typeof ownerType === 'string' ? own(`${ownerType}.${key}`) : undefined) ?? own(key) ?? 'item';
}
