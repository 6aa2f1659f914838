import { describe, expect, test } from 'vitest';
import { applyPatch, deepClone } from 'fast-json-patch';
import roleIndex from '../../screens/roleIndex.screen.json';
import orderHandle from '../../screens/orderHandle.screen.json';
import { screen as validScreen } from '../../engine/descriptor/descriptorValidators.js';
import descriptorSchema from '../../engine/descriptor/descriptor.schema.json';
import {
  addChild,
  addedPath,
  blockTypes,
  childSlots,
  duplicate,
  move,
  remove,
  setProperty,
  shift,
  skeletonOf,
  valueAt,
  type PatchOp,
} from '../../engine/designer';

const patched = <T>(doc: T, ops: PatchOp[]): T => applyPatch(deepClone(doc), ops, true, false).newDocument;
const titlesOf = (doc: unknown, path: string) =>
  (valueAt(doc, path) as { title?: string; label?: string }[]).map((c) => c.title ?? c.label);

describe('columns and row actions are duplicated, removed and moved among their siblings', () => {
  test('duplicate puts the copy just after the original and names it as the edit adds it', () => {
    const ops = duplicate(roleIndex, '/blocks/0/columns/1');
    const doc = patched(roleIndex, ops);
    expect(titlesOf(doc, '/blocks/0/columns')).toEqual(['角色编号', '角色名称', '角色名称', '角色中文名称']);
    expect(addedPath(ops)).toBe('/blocks/0/columns/2');
  });

  test('a duplicated block gets a fresh id (roles → roles2), so refresh still names one block', () => {
    const doc = patched(roleIndex, duplicate(roleIndex, '/blocks/0'));
    expect(doc.blocks.map((b) => b.id)).toEqual(['roles', 'roles2']);
    expect(validScreen(doc)).toBe(true);
  });

  test('remove takes the node out; move puts a row action at the index asked', () => {
    expect(
      titlesOf(patched(roleIndex, remove(roleIndex, '/blocks/0/rowActions/0')), '/blocks/0/rowActions'),
    ).toEqual(['删除']);
    expect(
      titlesOf(patched(roleIndex, move(roleIndex, '/blocks/0/rowActions/1', 0)), '/blocks/0/rowActions'),
    ).toEqual(['删除', '权限']);
    expect(
      titlesOf(patched(roleIndex, move(roleIndex, '/blocks/0/columns/0', 9)), '/blocks/0/columns'),
    ).toEqual(['角色名称', '角色中文名称', '角色编号']);
    expect(move(roleIndex, '/blocks/0/columns/2', 2)).toEqual([]);
  });

  test('setProperty adds, replaces, and with undefined removes a key', () => {
    const doc = patched(roleIndex, setProperty(roleIndex, '/blocks/0/columns/0', 'width', 120));
    expect(valueAt(doc, '/blocks/0/columns/0/width')).toBe(120);
    const hidden = patched(
      doc,
      setProperty(doc, '/blocks/0/columns/0', 'visible', { hasRole: [{ var: 'user.roles' }, 'ROLE_ADMIN'] }),
    );
    expect(valueAt(hidden, '/blocks/0/columns/0/visible')).toBeTruthy();
    expect(
      valueAt(
        patched(doc, setProperty(doc, '/blocks/0/columns/0', 'width', undefined)),
        '/blocks/0/columns/0',
      ),
    ).toEqual({
      title: '角色编号',
      field: 'roleId',
    });
    expect(setProperty(roleIndex, '/blocks/0/columns/1', 'width', undefined)).toEqual([]);
  });
});

describe('form fields live in the form schema: required, ui:order and uiSchema follow them', () => {
  const step = '/dialogs/customStep';
  const field = (name: string) => `${step}/schema/properties/${name}`;

  test('removing a required field leaves required, ui:order and its uiSchema entry clean', () => {
    const doc = patched(orderHandle, remove(orderHandle, field('inputNode')));
    const spec = valueAt(doc, step) as {
      schema: { properties: object; required: string[] };
      uiSchema: Record<string, unknown>;
    };
    expect(Object.keys(spec.schema.properties)).not.toContain('inputNode');
    expect(spec.schema.required).toEqual(['inputUser']);
    expect(spec.uiSchema['ui:order']).toEqual(['inputUser', 'sms', 'dtlId', 'responseUserId']);
    expect(spec.uiSchema.inputNode).toBeUndefined();
    expect(validScreen(doc)).toBe(true);
  });

  test('duplicating a field names the copy inputNode2, right after it in ui:order, required like it', () => {
    const ops = duplicate(orderHandle, field('inputNode'));
    const doc = patched(orderHandle, ops);
    expect(addedPath(ops)).toBe(field('inputNode2'));
    expect(valueAt(doc, `${step}/uiSchema/ui:order`)).toEqual([
      'inputNode',
      'inputNode2',
      'inputUser',
      'sms',
      'dtlId',
      'responseUserId',
    ]);
    expect(valueAt(doc, `${step}/schema/required`)).toEqual(['inputNode', 'inputUser', 'inputNode2']);
    expect(valueAt(doc, field('inputNode2'))).toEqual(valueAt(orderHandle, field('inputNode')));
  });

  test('moving a field of a form without ui:order writes ui:order first', () => {
    const doc = patched(orderHandle, move(orderHandle, '/dialogs/supplement/schema/properties/cstLevel', 0));
    expect(valueAt(doc, '/dialogs/supplement/uiSchema/ui:order')).toEqual([
      'cstLevel',
      'daterange',
      'price',
      'isVip',
    ]);
  });

  test('a query field added to a list without a query makes the query and its schema', () => {
    const ops = addChild(roleIndex, '/blocks/0', 'query', { type: 'string', title: '角色名称' }, 'fields');
    const doc = patched(roleIndex, ops);
    expect(addedPath(ops)).toBe('/blocks/0/query/schema/properties/field1');
    expect(valueAt(doc, '/blocks/0/query')).toEqual({
      schema: { type: 'object', properties: { field1: { type: 'string', title: '角色名称' } } },
    });
    expect(validScreen(doc)).toBe(true);
  });

  test('a field added to a form with ui:order is listed last; a shared schema by name takes no field', () => {
    const ops = addChild(orderHandle, step, '', { type: 'string', title: '新字段' }, 'fields');
    const doc = patched(orderHandle, ops);
    expect(addedPath(ops)).toBe(field('field1'));
    expect((valueAt(doc, `${step}/uiSchema/ui:order`) as string[]).at(-1)).toBe('field1');
    expect(addChild(roleIndex, '/dialogs/role', '', { type: 'string' }, 'fields')).toEqual([]);
  });
});

describe('addChild puts a new node at the end of its slot', () => {
  test('a column at the end, a dialog under a fresh name, an array made when absent', () => {
    const column = addChild(roleIndex, '/blocks/0', 'columns', { title: '新列', field: 'field1' });
    expect(addedPath(column)).toBe('/blocks/0/columns/3');
    const dialog = addChild(roleIndex, '', 'dialogs', { title: '新对话框' }, 'map');
    expect(addedPath(dialog)).toBe('/dialogs/dialog1');
    expect(Object.keys(valueAt(patched(roleIndex, dialog), '/dialogs') as object)).toEqual([
      'role',
      'dialog1',
    ]);
    const rules = addChild(roleIndex, '/dialogs/role', 'rules', {
      field: 'roleName',
      test: true,
      message: '新提示',
    });
    expect(valueAt(patched(roleIndex, rules), '/dialogs/role/rules')).toHaveLength(1);
  });
});

describe('添加 offers the child kinds the schema lets a node take, each with a skeleton', () => {
  const schema = descriptorSchema as Record<string, unknown>;
  const names = (path: string, doc: unknown = roleIndex) => childSlots(schema, doc, path).map((s) => s.name);

  test('a list takes 查询条件, 工具栏按钮, 列 and 行操作; the screen takes 区块 and 对话框', () => {
    expect(names('/blocks/0')).toEqual(['查询条件', '工具栏按钮', '列', '行操作']);
    expect(names('')).toEqual(expect.arrayContaining(['区块', '对话框']));
    const column = childSlots(schema, roleIndex, '/blocks/0').find((s) => s.kind === 'column');
    expect(column?.skeleton).toEqual({ title: '新列', field: 'field1' });
  });

  test('a dialog whose form is a shared schema by name offers no 表单字段; an inline one does', () => {
    expect(names('/dialogs/role')).not.toContain('表单字段');
    expect(names('/dialogs/customStep', orderHandle)).toContain('表单字段');
  });

  test('a block type titled in the schema is offered by that title', () => {
    const defs = (schema.definitions ?? {}) as Record<string, Record<string, unknown>>;
    const titled = {
      ...schema,
      definitions: { ...defs, TextBlock: { ...defs.TextBlock, title: '文字说明' } },
    };
    expect(blockTypes(titled).find((b) => b.type === 'text')?.title).toBe('文字说明');
    expect(skeletonOf(titled, 'CrudBlock')).toEqual({ type: 'crud', columns: [], rowKey: 'id' });
  });
});

describe('上移 and 下移 (Alt+↑/↓) move one place, and the selection follows', () => {
  test('a column moves up to the index before it; at the first place nothing moves', () => {
    const up = shift(roleIndex, '/blocks/0/columns/2', -1);
    expect(up.path).toBe('/blocks/0/columns/1');
    expect(titlesOf(patched(roleIndex, up.ops), '/blocks/0/columns')).toEqual([
      '角色编号',
      '角色中文名称',
      '角色名称',
    ]);
    expect(shift(roleIndex, '/blocks/0/columns/0', -1)).toEqual({ ops: [], path: '/blocks/0/columns/0' });
    expect(shift(roleIndex, '/blocks/0/columns/2', 1).ops).toEqual([]);
  });

  test('a form field moves down in ui:order and keeps its pointer', () => {
    const path = '/dialogs/supplement/schema/properties/daterange';
    const down = shift(orderHandle, path, 1);
    expect(down.path).toBe(path);
    expect(valueAt(patched(orderHandle, down.ops), '/dialogs/supplement/uiSchema/ui:order')).toEqual([
      'price',
      'daterange',
      'isVip',
      'cstLevel',
    ]);
  });
});
