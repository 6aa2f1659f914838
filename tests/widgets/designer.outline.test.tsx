/**
 * 大纲 (docs/studio.md, 设计): a node's children grouped under the key that holds them, each group titled
 * with the key's Chinese title from the descriptor schema; a group is no node of the descriptor.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import descriptorSchema from '../../engine/descriptor/descriptor.schema.json';
import { outlineOf } from '../../engine/designer/outline';
import roleIndex from '../../screens/roleIndex.screen.json';
import { Outline } from '../../widgets/blocks/designer/Outline';

const outline = outlineOf(roleIndex, descriptorSchema as Record<string, unknown>);

function draw(selected?: string) {
  const onSelect = vi.fn();
  const view = render(
    <Outline outline={outline} selected={selected} problems={[]} onSelect={onSelect} onMove={vi.fn()} />,
  );
  const tree = screen.getByRole('tree', { name: '大纲' });
  const item = (title: string) =>
    within(tree).getByText(title, { selector: '.ant-tree-title, .ant-tree-title *' });
  const titles = () => [...tree.querySelectorAll('.ant-tree-title')].map((e) => e.textContent);
  /** Whether the group (or node) titled `title` is open: its tree node's switcher says so. */
  const open = (title: string) =>
    item(title).closest('.ant-tree-treenode')!.classList.contains('ant-tree-treenode-switcher-open');
  return { ...view, onSelect, tree, item, titles, open };
}

describe("大纲 groups a node's children by the key that holds them", () => {
  it('the list shows 工具栏, 列 and 行操作 holding their items; the dialogs are under 对话框', () => {
    const { titles } = draw();
    expect(titles()).toEqual([
      '界面',
      '角色列表',
      '工具栏',
      '新增角色',
      '列',
      '角色编号',
      '角色名称',
      '角色中文名称',
      '行操作',
      '权限',
      '删除',
      '对话框',
      '新增角色',
    ]);
  });

  it('a click on a group selects nothing and closes it; a second click opens it again', () => {
    const { item, onSelect, open } = draw();
    expect(open('列')).toBe(true);
    fireEvent.click(item('列'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(open('列')).toBe(false);
    fireEvent.click(item('列'));
    expect(open('列')).toBe(true);
  });

  it('a node of a group selects itself by its pointer', () => {
    const { item, onSelect } = draw();
    fireEvent.click(item('角色名称'));
    expect(onSelect).toHaveBeenCalledWith('/blocks/0/columns/1');
  });

  it('selecting a node inside a closed group opens the group down to it', () => {
    const { item, open, rerender, onSelect } = draw();
    fireEvent.click(item('行操作'));
    expect(open('行操作')).toBe(false);
    rerender(
      <Outline
        outline={outline}
        selected="/blocks/0/rowActions/0"
        problems={[]}
        onSelect={onSelect}
        onMove={vi.fn()}
      />,
    );
    expect(open('行操作')).toBe(true);
  });
});
