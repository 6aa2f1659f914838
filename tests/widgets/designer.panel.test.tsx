/**
 * 设计 (docs/studio.md): the screen designer beside 源码 in 编辑界面 and 界面预览, on the same draft. The
 * outline, the toolbar, the keys and the property form edit the descriptor by JSON patches; the text in
 * 源码 follows at once, and undo and redo walk the edits back and forth.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { useDesigner } from '../../engine/blocks/controllers/descriptorEditor/useDesigner';
import descriptorSchema from '../../engine/descriptor/descriptor.schema.json';
import { skeletonOf } from '../../engine/designer/palette';
import { definitionsOf, schemaAt } from '../../engine/designer/schemaAt';
import { blockMembers, designSchema, designScreen, useFixtureEditor } from '../../fixtures/designerFixtures';
import { createFakeApp, FakeApp } from '../../fixtures/FakeApp';
import { adminUser } from '../../fixtures/fixtures';
import { editorBlock, previewAnswers, previewScreen } from '../../fixtures/previewFixtures';
import { PropertyForm } from '../../widgets/blocks/designer/PropertyForm';
import { propertyForm } from '../../widgets/blocks/designer/propertySchema';
import { button, renderScreen, screen } from './renderScreen';

type Json = Record<string, unknown>;
const schema = descriptorSchema as unknown as { definitions: Record<string, Json> };
type Template = { blocks: { columns: { title: string }[] }[] };

/** The Chinese title the schema gives a key of a definition (the property form's label). */
const titleOf = (definition: string, key: string) =>
  String(((schema.definitions[definition]!.properties as Record<string, Json>)[key]!.title ?? key) as string);

async function design() {
  const view = renderScreen(previewScreen, { user: adminUser, answers: { ...previewAnswers } });
  const source = screen.getByLabelText('界面描述 JSON') as HTMLTextAreaElement;
  fireEvent.click(screen.getByText('设计'));
  const outline = await screen.findByRole('tree', { name: '大纲' }, { timeout: 20_000 });
  const doc = () => JSON.parse(source.value) as Template;
  const node = (label: string) => within(outline).getByText(label);
  const select = (label: string) => fireEvent.click(node(label));
  const props = () => screen.getByRole('region', { name: '属性' });
  const crumb = () => screen.getByRole('navigation', { name: '选中路径' });
  const key = (init: KeyboardEventInit & { key: string }) => fireEvent.keyDown(outline, init);
  return { ...view, source, outline, doc, node, select, props, crumb, key };
}

const titles = (doc: Template) => doc.blocks[0]!.columns.map((c) => c.title);

describe('设计 mode of the descriptor editor', () => {
  it('starts in 源码; switching to 设计 and back keeps the text as it was', async () => {
    const { source } = await design();
    const before = source.value;
    fireEvent.click(screen.getByText('源码'));
    expect(source.value).toBe(before);
    expect(JSON.parse(source.value)).toEqual(editorBlock.template);
  });

  it('the outline names the screen, its block and its columns; selecting one shows its path', async () => {
    const { select, crumb, node } = await design();
    expect(node('角色中文名称')).toBeTruthy();
    select('角色名称');
    await waitFor(() => expect(crumb()).toHaveTextContent('界面 › 角色列表 › 列 › 角色名称'));
  });

  it('the preview is the canvas: a click on a column header selects that column in the outline and the path', async () => {
    const { crumb, outline } = await design();
    const header = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>(
          '.yb-screen-preview [data-yb-node="/blocks/0/columns/2"]',
        );
        if (!found) throw new Error('预览尚未以设计模式显示');
        return found;
      },
      { timeout: 20_000 },
    );
    fireEvent.click(header);
    await waitFor(() => expect(crumb()).toHaveTextContent('界面 › 角色列表 › 列 › 角色中文名称'));
    expect(outline.querySelector('.ant-tree-treenode-selected')).toHaveTextContent('角色中文名称');
  });

  it('a column bound to a field the route does not return is red in the outline, with the lint message as its title', async () => {
    const { source, doc, node } = await design();
    const next = doc() as Template & { blocks: { columns: { field?: string }[] }[] };
    next.blocks[0]!.columns[1]!.field = 'nowhere';
    fireEvent.change(source, { target: { value: JSON.stringify(next, null, 2) } });
    await waitFor(() => expect(node('角色名称')).toHaveClass('yb-design-problem'), { timeout: 10_000 });
    expect(node('角色名称').getAttribute('title')).toMatch(/nowhere/);
  });

  it('a text typed in 源码 shows in the outline at once', async () => {
    const { source, doc, node } = await design();
    const next = doc();
    next.blocks[0]!.columns[1]!.title = '角色代码';
    fireEvent.change(source, { target: { value: JSON.stringify(next, null, 2) } });
    await waitFor(() => expect(node('角色代码')).toBeTruthy());
  });

  it('renaming a column in 属性 rewrites the column title in the text, the word typed being one undo step', async () => {
    const { select, props, doc } = await design();
    select('角色名称');
    const input = (await within(props()).findByLabelText(titleOf('Column', 'title'))) as HTMLInputElement;
    expect(input.value).toBe('角色名称');
    // Typed letter by letter: one word, one undo step.
    for (const text of ['角', '角色', '角色代', '角色代码'])
      fireEvent.change(input, { target: { value: text } });
    await waitFor(() => expect(titles(doc())).toEqual(['角色编号', '角色代码', '角色中文名称']));
    fireEvent.click(button('撤销'));
    await waitFor(() => expect(titles(doc())).toEqual(['角色编号', '角色名称', '角色中文名称']));
  });

  it('a change typed and then left for a button (发布, 保存草稿) is in the text at once, not a moment later', async () => {
    const { select, props, doc } = await design();
    select('角色名称');
    const input = (await within(props()).findByLabelText(titleOf('Column', 'title'))) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '角色代码' } });
    expect(titles(doc())).toEqual(['角色编号', '角色名称', '角色中文名称']);
    fireEvent.blur(input);
    expect(titles(doc())).toEqual(['角色编号', '角色代码', '角色中文名称']);
  });

  it('标签颜色 offers a row per code of the column’s 代码映射: choosing 绿色 for 1 writes format.tags without typing JSON', async () => {
    const { source, doc, select, props } = await design();
    type Formatted = Template & { blocks: { columns: { format?: Json }[] }[] };
    const next = doc() as Formatted;
    next.blocks[0]!.columns[1]!.format = { map: { '1': '启用', '0': '禁用' } };
    fireEvent.change(source, { target: { value: JSON.stringify(next, null, 2) } });
    select('角色名称');
    const tags = await within(props()).findByRole('group', { name: titleOf('ColumnFormat', 'tags') });
    expect(tags).toHaveTextContent('1（启用）');
    expect(tags).toHaveTextContent('0（禁用）');
    const colour = within(tags).getByRole('combobox', {
      name: `${titleOf('ColumnFormat', 'tags')}：1（启用）`,
    });
    fireEvent.mouseDown(colour);
    fireEvent.click((await screen.findAllByText('绿色')).at(-1)!);
    await waitFor(() =>
      expect((doc() as Formatted).blocks[0]!.columns[1]!.format).toEqual({
        map: { '1': '启用', '0': '禁用' },
        tags: { '1': 'green' },
      }),
    );
  });

  it('Delete removes the selected column; 撤销 and Ctrl+Z undo, 重做 and Ctrl+Shift+Z redo', async () => {
    const { select, key, doc } = await design();
    select('角色名称');
    key({ key: 'Delete' });
    await waitFor(() => expect(titles(doc())).toEqual(['角色编号', '角色中文名称']));
    fireEvent.click(button('撤销'));
    await waitFor(() => expect(titles(doc())).toEqual(['角色编号', '角色名称', '角色中文名称']));
    fireEvent.click(button('重做'));
    await waitFor(() => expect(titles(doc())).toEqual(['角色编号', '角色中文名称']));
    key({ key: 'z', ctrlKey: true });
    await waitFor(() => expect(titles(doc())).toEqual(['角色编号', '角色名称', '角色中文名称']));
    key({ key: 'Z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(titles(doc())).toEqual(['角色编号', '角色中文名称']));
  });

  it('Alt+↑ moves the selected column before its sibling, and it stays selected; 复制 copies it', async () => {
    const { select, key, doc, crumb } = await design();
    select('角色中文名称');
    key({ key: 'ArrowUp', altKey: true });
    await waitFor(() => expect(titles(doc())).toEqual(['角色编号', '角色中文名称', '角色名称']));
    expect(crumb()).toHaveTextContent('列 › 角色中文名称');
    fireEvent.click(button('复制'));
    await waitFor(() =>
      expect(titles(doc())).toEqual(['角色编号', '角色中文名称', '角色中文名称', '角色名称']),
    );
  });

  it('添加区块 lists every block type of the descriptor schema by its Chinese title', async () => {
    await design();
    fireEvent.click(button('添加区块'));
    const menu = await screen.findByRole('menu');
    const members = (schema.definitions.Block!.anyOf as { $ref: string }[]).map((m) =>
      m.$ref.split('/').pop()!,
    );
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(members.length);
    for (const item of items) expect(item.textContent).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a text that does not parse leaves 设计 read-only with the reason', async () => {
    const { source } = await design();
    await act(async () => {
      fireEvent.change(source, { target: { value: '{ "id": ' } });
    });
    expect(await screen.findByText('描述文件有误，请先在源码中修正')).toBeTruthy();
    expect(button('添加区块')).toBeDisabled();
  });
});

/** The property form of a screen's one block, selected, as 设计 shows it. */
function BlockProperties({ block }: { block: unknown }) {
  const editor = useFixtureEditor(designScreen([block]));
  const designer = useDesigner(editor, '/blocks/0');
  return (
    <section aria-label="属性">
      <PropertyForm designer={designer} path="/blocks/0" />
    </section>
  );
}

describe('the property form of every block type (walking the schema, not a list)', () => {
  const members = blockMembers();
  it.each(members)(
    '%s: a new block shows a labelled field for every key the form holds',
    async (definition) => {
      const block = skeletonOf(designSchema, definition);
      const { unmount } = render(
        <FakeApp app={createFakeApp({ user: adminUser })}>
          <BlockProperties block={block} />
        </FakeApp>,
      );
      const section = screen.getByRole('region', { name: '属性' });
      const resolved = schemaAt(designSchema, designScreen([block]), '/blocks/0')!;
      const form = propertyForm(resolved.schema, definitionsOf(designSchema), () => false);
      const keys = Object.entries(form.schema.properties as Record<string, { title: string }>);
      expect(keys.length).toBeGreaterThan(0);
      for (const [, field] of keys)
        expect(within(section).getAllByText(field.title).length).toBeGreaterThan(0);
      unmount();
    },
  );
});
