import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import type { CrudBlock, ScreenDescriptor } from '../../engine/descriptor';
import { DesignModeProvider, ScreenRenderer } from '../../engine/blocks';
import { arrayPlace, asPointer, dropIndex, nearestDrawn, nodeTail } from '../../engine/designer/canvasNodes';
import { createFakeApp, FakeApp } from '../../fixtures/FakeApp';
import { callsTo } from '../../fixtures/fakeApi';
import { CanvasOverlay, type CanvasOverlayProps } from '../../widgets/blocks/designer/CanvasOverlay';
import { button, renderScreen, screen, screenOf } from './renderScreen';

const LIST = '/commondeal/platformrole/list';
const DELETE = '/commondeal/platformrole/delete/R01';

const roles: CrudBlock = {
  type: 'crud',
  id: 'roles',
  title: '角色列表',
  query: {
    schema: { type: 'object', properties: { roleName: { type: 'string', title: '角色名称' } } },
    inline: true,
  },
  list: { method: 'POST', path: LIST, bodyFrom: { var: 'query' }, rows: 'list', total: 'total' },
  rowKey: 'roleId',
  toolbar: [
    { label: '新增角色', kind: 'primary', action: { type: 'toast', level: 'info', message: '新增' } },
  ],
  columns: [
    { title: '角色编码', field: 'roleId' },
    { title: '角色名称', field: 'roleName' },
    { title: '状态', field: 'status' },
  ],
  rowActions: [
    {
      label: '删除',
      kind: 'link',
      action: { type: 'request', method: 'DELETE', path: '/commondeal/platformrole/delete/{{row.roleId}}' },
    },
  ],
};

const answers = {
  [`POST ${LIST}`]: { list: [{ roleId: 'R01', roleName: '系统管理员', status: '1' }], total: 1 },
};

/** The crud screen inside the canvas overlay, as the designer draws it. */
function renderCanvas(
  props: Partial<CanvasOverlayProps> = {},
  descriptor: ScreenDescriptor = screenOf([roles]),
) {
  const app = createFakeApp({ route: descriptor.route, motion: false, answers });
  const onSelect = vi.fn();
  const view = render(
    <FakeApp app={app}>
      <div className="yb-screen-preview">
        <CanvasOverlay onSelect={onSelect} {...props}>
          <ScreenRenderer descriptor={descriptor} />
        </CanvasOverlay>
      </div>
    </FakeApp>,
  );
  return { ...view, app, onSelect };
}

/** The table's header cell titled `title`. */
const headerCell = async (title: string) =>
  (await screen.findAllByText(title)).map((el) => el.closest('th')).find((th) => th !== null) ?? null;

const nodeOf = (el: Element | null) => el?.closest('[data-yb-node]')?.getAttribute('data-yb-node');

describe('design mode', () => {
  it('off (an operator’s page): no rendered element carries data-yb-node', async () => {
    const { container } = renderScreen(screenOf([roles]), { answers });
    expect(await screen.findByText('系统管理员')).toBeInTheDocument();
    expect(container.querySelector('[data-yb-node]')).toBeNull();
  });

  it('on: the block, column header, row action, toolbar button and query field name their JSON Pointers', async () => {
    const { container } = renderCanvas();
    expect(await screen.findByText('系统管理员')).toBeInTheDocument();
    expect(container.querySelector('[data-yb-node="/blocks/0"]')).not.toBeNull();
    expect(nodeOf(await headerCell('状态'))).toBe('/blocks/0/columns/2');
    expect(nodeOf(screen.getByText('系统管理员'))).toBe('/blocks/0/columns/1');
    expect(nodeOf(button('删除'))).toBe('/blocks/0/rowActions/0');
    expect(nodeOf(button('新增角色'))).toBe('/blocks/0/toolbar/0');
    expect(nodeOf(await screen.findByLabelText('角色名称'))).toBe(
      '/blocks/0/query/schema/properties/roleName',
    );
  });
});

const nested: ScreenDescriptor = screenOf(
  [
    { type: 'text', text: '说明' },
    {
      type: 'panel',
      title: '基本信息',
      extra: [{ label: '新增角色', action: { type: 'dialog', dialog: 'role', mode: 'new' } }],
      blocks: [{ type: 'alert', level: 'info', message: '请先选择机构' }],
    },
    {
      type: 'tabs',
      items: [
        { key: 'a', label: '启用的角色', blocks: [{ type: 'text', text: '第一页' }] },
        { key: 'b', label: '停用的角色', blocks: [] },
      ],
    },
  ],
  {
    dialogs: {
      role: {
        title: '新增角色',
        schema: { type: 'object', properties: { roleCnname: { type: 'string', title: '角色中文名称' } } },
      },
    },
  },
);

describe('design mode of nested nodes', () => {
  it('a block inside a panel, a tab and its blocks, and a dialog (in its portal) with its fields name their pointers', async () => {
    const app = createFakeApp({ route: nested.route, motion: false });
    render(
      <FakeApp app={app}>
        <DesignModeProvider>
          <ScreenRenderer descriptor={nested} />
        </DesignModeProvider>
      </FakeApp>,
    );
    expect(nodeOf(await screen.findByText('请先选择机构'))).toBe('/blocks/1/blocks/0');
    expect(nodeOf(screen.getByText('停用的角色'))).toBe('/blocks/2/items/1');
    expect(nodeOf(screen.getByText('第一页'))).toBe('/blocks/2/items/0/blocks/0');
    expect(nodeOf(button('新增角色'))).toBe('/blocks/1/extra/0');
    fireEvent.click(button('新增角色'));
    const field = await screen.findByLabelText('角色中文名称');
    expect(nodeOf(field)).toBe('/dialogs/role/schema/properties/roleCnname');
    expect(field.closest('[data-yb-node="/dialogs/role"]')).not.toBeNull();
  });
});

describe('canvas overlay', () => {
  it('hovering a node outlines it with a box labelled with its kind', async () => {
    const onHover = vi.fn();
    const { container } = renderCanvas({ onHover });
    fireEvent.mouseOver((await headerCell('状态'))!);
    expect(onHover).toHaveBeenLastCalledWith('/blocks/0/columns/2');
    await waitFor(() => expect(container.querySelector('.yb-design-hover')).not.toBeNull());
    expect(container.querySelector('.yb-design-hover')).toHaveTextContent('列 3');
  });

  it('a click on a row action selects /blocks/0/rowActions/0 and its request is not sent', async () => {
    const { onSelect, app } = renderCanvas();
    await screen.findByText('系统管理员');
    fireEvent.click(button('删除'));
    expect(onSelect).toHaveBeenCalledWith('/blocks/0/rowActions/0');
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo(app.api, 'DELETE', DELETE)).toHaveLength(0);
  });

  it('the selected node gets the selection box', async () => {
    const { container } = renderCanvas({ selected: '/blocks/0/columns/2' });
    await screen.findByText('系统管理员');
    await waitFor(() =>
      expect(container.querySelector('.yb-design-selected')?.getAttribute('data-path')).toBe(
        '/blocks/0/columns/2',
      ),
    );
  });

  it('a problem marks its node red with the message as its title; one not drawn (a descriptor path here) marks its nearest drawn ancestor', async () => {
    const problems = [
      { path: '/blocks/0/columns/2', message: '列「状态」绑定的字段 status 不在列表接口的返回中' },
      { path: 'blocks[0].list.body', message: '请求体有误' },
    ];
    const { container } = renderCanvas({ problems });
    await screen.findByText('系统管理员');
    await waitFor(() => expect(container.querySelectorAll('.yb-design-problem')).toHaveLength(2));
    const marks = [...container.querySelectorAll('.yb-design-problem')];
    expect(marks.map((m) => [m.getAttribute('data-path'), m.getAttribute('title')])).toEqual([
      ['/blocks/0/columns/2', '列「状态」绑定的字段 status 不在列表接口的返回中'],
      ['/blocks/0', '请求体有误'],
    ]);
  });
});

describe('dragging in the canvas', () => {
  it('a column dragged onto a sibling column is moved there (onMove with the index it ends at), with an insertion line meanwhile', async () => {
    const onMove = vi.fn();
    const { container, onSelect } = renderCanvas({ onMove });
    await screen.findByText('系统管理员');
    const first = (await headerCell('角色编码'))!;
    const third = (await headerCell('状态'))!;
    // jsdom lays nothing out: the element under the pointer is the third column's header.
    Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => third });
    try {
      fireEvent.pointerDown(first, { button: 0, clientX: 0, clientY: 0 });
      document.dispatchEvent(new MouseEvent('pointermove', { clientX: 30, clientY: 0 }));
      await waitFor(() => expect(container.querySelector('.yb-design-drop')).not.toBeNull());
      document.dispatchEvent(new MouseEvent('pointerup', { clientX: 30, clientY: 0 }));
    } finally {
      Reflect.deleteProperty(document, 'elementFromPoint');
    }
    expect(onSelect).toHaveBeenCalledWith('/blocks/0/columns/0');
    expect(onMove).toHaveBeenCalledWith('/blocks/0/columns/0', 1);
    await waitFor(() => expect(container.querySelector('.yb-design-drop')).toBeNull());
  });
});

describe('canvas node pointers', () => {
  it('an element of an array has a place; a drop before or after a sibling gives the index it ends at', () => {
    expect(arrayPlace('/blocks/0/columns/2')).toEqual({ parent: '/blocks/0/columns', index: 2 });
    expect(arrayPlace('/blocks/0/query')).toBeUndefined();
    expect(dropIndex(0, 2, false)).toBe(1);
    expect(dropIndex(0, 2, true)).toBe(2);
    expect(dropIndex(3, 1, false)).toBe(1);
    expect(dropIndex(3, 1, true)).toBe(2);
  });

  it('the nearest drawn node of a pointer, and the labels of boxes', () => {
    const drawn = new Set(['/blocks/0', '/dialogs/edit']);
    expect(nearestDrawn('/blocks/0/list/body', (p) => drawn.has(p))).toBe('/blocks/0');
    expect(nearestDrawn('/blocks/3', (p) => drawn.has(p))).toBeUndefined();
    expect(asPointer('blocks[0].rowActions[2].enabled')).toBe('/blocks/0/rowActions/2/enabled');
    expect(asPointer('/dialogs/role')).toBe('/dialogs/role');
    expect(nodeTail('/blocks/0/rowActions/1')).toBe('行操作 2');
    expect(nodeTail('/blocks/0/query/schema/properties/roleName')).toBe('字段 roleName');
    expect(nodeTail('/dialogs/edit')).toBe('对话框 edit');
    expect(nodeTail('/blocks/0/itemsFrom')).toBe('页签');
  });
});
