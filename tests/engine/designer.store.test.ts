import { describe, expect, test, vi } from 'vitest';
import descriptorSchema from '../../engine/descriptor/descriptor.schema.json';
import userIndex from '../../screens/userIndex.screen.json';
import {
  createDesignerStore,
  fieldOrder,
  move,
  outlineOf,
  setProperty,
  valueAt,
} from '../../engine/designer';

const schema = descriptorSchema as Record<string, unknown>;
const clone = <T>(v: T): T => structuredClone(v);

describe('every edit is an undoable JSON patch on the draft', () => {
  test('undo and redo over 150 edits give back each earlier document exactly; a new edit clears redo', () => {
    const store = createDesignerStore(userIndex);
    const seen = [clone(store.snapshot().doc)];
    for (let i = 0; i < 150; i++) {
      const doc = store.snapshot().doc;
      const ops =
        i % 3 === 2
          ? move(doc, '/blocks/0/columns/0', 5)
          : setProperty(doc, '/blocks/0/columns/1', 'title', `机构编码${i}`);
      store.apply(ops, `编辑 ${i}`);
      seen.push(clone(store.snapshot().doc));
    }
    for (let i = 149; i >= 0; i--) {
      store.undo();
      expect(store.snapshot().doc).toEqual(seen[i]);
    }
    expect(store.snapshot().canUndo).toBe(false);
    for (let i = 1; i <= 150; i++) {
      store.redo();
      expect(store.snapshot().doc).toEqual(seen[i]);
    }
    for (let i = 0; i < 10; i++) store.undo();
    expect(store.snapshot().canRedo).toBe(true);
    store.apply(setProperty(store.snapshot().doc, '/blocks/0', 'title', '用户'), '改标题');
    expect(store.snapshot()).toMatchObject({ canRedo: false, canUndo: true });
    expect(store.history().redo).toEqual([]);
  });

  test('at most 200 steps are kept: the oldest drop out', () => {
    const store = createDesignerStore(userIndex);
    for (let i = 0; i < 205; i++)
      store.apply(setProperty(store.snapshot().doc, '/blocks/0', 'title', `标题${i}`), `第 ${i} 步`);
    expect(store.history().undo).toHaveLength(200);
    expect(store.history().undo.at(-1)).toBe('第 5 步');
  });

  test('each change is a new document and a new snapshot; the given document is never changed', () => {
    const original = clone(userIndex);
    const store = createDesignerStore(original);
    const before = store.snapshot();
    expect(store.snapshot()).toBe(before);
    store.apply(setProperty(before.doc, '/blocks/0', 'title', '用户'), '改标题');
    const after = store.snapshot();
    expect(after).not.toBe(before);
    expect(after.doc).not.toBe(before.doc);
    expect(after.version).toBe(before.version + 1);
    expect(original).toEqual(userIndex);
    expect(valueAt(before.doc, '/blocks/0/title')).toBe('用户列表');
  });

  test('a change shares every part of the document it did not touch, so a view redraws only what changed', () => {
    const store = createDesignerStore(userIndex);
    const before = store.snapshot().doc as typeof userIndex;
    store.apply(setProperty(before, '/blocks/0/columns/1', 'title', '机构代码'), '改列名');
    const after = store.snapshot().doc as typeof userIndex;
    expect(after.blocks[0]!.columns[1]).not.toBe(before.blocks[0]!.columns[1]);
    expect(after.blocks[0]!.columns[0]).toBe(before.blocks[0]!.columns[0]);
    expect(after.blocks[0]!.query).toBe(before.blocks[0]!.query);
    expect(after.dialogs).toBe(before.dialogs);
  });

  test('move, copy and test operations undo exactly too', () => {
    const store = createDesignerStore(userIndex);
    store.apply(
      [
        { op: 'test', path: '/blocks/0/columns/0/title', value: '账号' },
        { op: 'copy', from: '/blocks/0/columns/0', path: '/blocks/0/columns/-' },
        { op: 'move', from: '/blocks/0/columns/2', path: '/blocks/0/columns/0' },
        { op: 'move', from: '/blocks/0/title', path: '/blocks/0/columns/0/title' },
      ],
      '组合',
    );
    expect(valueAt(store.snapshot().doc, '/blocks/0/columns/0/title')).toBe('用户列表');
    store.undo();
    expect(store.snapshot().doc).toEqual(userIndex);
    expect(() => store.apply([{ op: 'test', path: '/blocks/0/title', value: '别的' }], '校验')).toThrow(
      '补丁无法应用',
    );
  });

  test('a patch that cannot apply throws and changes nothing', () => {
    const store = createDesignerStore(userIndex);
    const before = store.snapshot();
    expect(() => store.apply([{ op: 'replace', path: '/blocks/9/title', value: 'x' }], '坏')).toThrow();
    expect(store.snapshot()).toBe(before);
  });

  test('subscribers hear every change and selection; a selection that the undo removes is cleared', () => {
    const store = createDesignerStore(userIndex);
    const heard = vi.fn();
    const off = store.subscribe(heard);
    store.apply(
      [{ op: 'add', path: '/blocks/0/columns/-', value: { title: '新列', field: 'field1' } }],
      '添加列',
    );
    store.select('/blocks/0/columns/6');
    expect(store.snapshot().selected).toBe('/blocks/0/columns/6');
    store.undo();
    expect(store.snapshot().selected).toBeUndefined();
    expect(heard).toHaveBeenCalledTimes(3);
    off();
    store.redo();
    expect(heard).toHaveBeenCalledTimes(3);
  });

  test('a text typed in 源码 is one undoable step; the same document again is no step', () => {
    const store = createDesignerStore(userIndex);
    const typed = clone(userIndex);
    typed.title = '用户维护';
    store.replaceDoc(typed, '源码');
    expect(store.snapshot().doc).toEqual(typed);
    store.replaceDoc(clone(typed), '源码');
    expect(store.history().undo).toEqual(['源码']);
    store.undo();
    expect(store.snapshot().doc).toEqual(userIndex);
  });
});

describe('journey 5: move a query field first, undo it, redo it', () => {
  test('on 用户管理 机构编码 moves before 用户名 by writing ui:order, and back', () => {
    const store = createDesignerStore(userIndex);
    const query = () => valueAt(store.snapshot().doc, '/blocks/0/query');
    const labels = () =>
      outlineOf(store.snapshot().doc, schema)
        .children[0]!.children.slice(0, 2)
        .map((c) => c.label);
    expect(labels()).toEqual(['用户名', '机构编码']);
    store.apply(move(store.snapshot().doc, '/blocks/0/query/schema/properties/orgCode', 0), '上移');
    expect(valueAt(store.snapshot().doc, '/blocks/0/query/uiSchema/ui:order')).toEqual(['orgCode', 'user']);
    expect(labels()).toEqual(['机构编码', '用户名']);
    store.undo();
    expect(query()).toEqual(userIndex.blocks[0]!.query);
    expect(fieldOrder(query())).toEqual(['user', 'orgCode']);
    store.redo();
    expect(labels()).toEqual(['机构编码', '用户名']);
  });
});
