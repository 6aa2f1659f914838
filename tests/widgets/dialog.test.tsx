import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { CrudBlock, DialogBlock, ScreenDescriptor } from '../../engine/descriptor';
import menuIndex from '../../screens/menuIndex.screen.json';
import { menuRows } from '../../fixtures/fixtures';
import { button, fieldMessage, renderScreen, rowOf, screen, screenOf } from './renderScreen';

const LIST = '/commondeal/platformmenu/menus';
const INSERT = '/commondeal/platformmenu/insert';
const UPDATE = '/commondeal/platformmenu/update';

const list: CrudBlock = {
  type: 'crud',
  id: 'menus',
  list: { method: 'POST', path: LIST },
  rowKey: 'menuId',
  toolbar: [{ label: '新增菜单', kind: 'primary', action: { type: 'dialog', dialog: 'menu', mode: 'new' } }],
  columns: [{ title: '菜单名称', field: 'menuname' }],
  rowActions: [
    {
      label: '修改',
      kind: 'link',
      action: { type: 'dialog', dialog: 'menu', mode: 'edit', dataFrom: { var: 'row' } },
    },
  ],
};

const menuDialog: DialogBlock = {
  title: { new: '新增菜单', edit: '修改菜单' },
  okText: { new: '新增', edit: '修改' },
  schema: 'MenuInsert',
  modeSchemas: { edit: 'MenuUpdate' },
  labelSpan: 5,
  defaults: { isValid: '1', gradation: 0 },
  fieldStates: { menuId: { disabled: true } },
  uiSchema: {
    'ui:order': ['menuId', 'menuname', 'menupath', 'parentId', 'icon', 'gradation', 'isValid', 'version'],
    isValid: { 'ui:widget': 'radio', 'ui:enumNames': ['有效', '无效'] },
    version: { 'ui:widget': 'hidden' },
  },
  onSubmit: {
    type: 'sequence',
    steps: [
      {
        type: 'if',
        test: { '==': [{ var: 'dialog.mode' }, 'edit'] },
        then: {
          type: 'request',
          method: 'POST',
          path: UPDATE,
          bodyFrom: { var: 'form' },
          success: '保存成功',
        },
        else: {
          type: 'request',
          method: 'POST',
          path: INSERT,
          bodyFrom: { var: 'form' },
          success: '保存成功',
        },
      },
      { type: 'refresh', target: 'menus' },
    ],
  },
};

const menuScreen = screenOf([list], { dialogs: { menu: menuDialog } });
const answers = { [`POST ${LIST}`]: menuRows, [`POST ${INSERT}`]: null, [`POST ${UPDATE}`]: null };

describe('menu dialog (new vs edit, reset on close)', () => {
  it('新增菜单 opens titled 新增菜单 with the button 新增; 修改 opens titled 修改菜单 with 修改 and the row filled in', async () => {
    const { user } = renderScreen(menuScreen, { answers });
    await screen.findByText('交易办理');
    await user.click(button('新增菜单'));
    expect(await screen.findByText('新增菜单', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(button('新增')).toBeInTheDocument();
    await user.click(button('取消'));
    await user.click(button('修改', rowOf('交易列表')));
    expect(await screen.findByText('修改菜单', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(button('修改', document.querySelector('.ant-modal') as HTMLElement)).toBeInTheDocument();
    expect(screen.getByLabelText('菜单名称')).toHaveValue('交易列表');
    expect(screen.getByLabelText('菜单编号')).toBeDisabled();
  });

  it('the dialog is reset on close: what was typed is gone when it opens again', async () => {
    const { user } = renderScreen(menuScreen, { answers });
    await screen.findByText('交易办理');
    await user.click(button('新增菜单'));
    await user.type(await screen.findByLabelText('菜单名称'), '日志查询');
    await user.click(button('取消'));
    await waitFor(() => expect(screen.queryByLabelText('菜单名称')).not.toBeInTheDocument());
    await user.click(button('新增菜单'));
    expect(await screen.findByLabelText('菜单名称')).toHaveValue('');
  });

  it('OK shows 请输入菜单名称 and the top-level icon rule first, then submits the form and refreshes the list', async () => {
    const { user, calls } = renderScreen(menuScreen, { answers });
    await screen.findByText('交易办理');
    await user.click(button('新增菜单'));
    await user.click(await waitFor(() => button('新增')));
    await waitFor(() => expect(fieldMessage('菜单名称')).toBe('请输入菜单名称'));
    expect(fieldMessage('图标')).toBe('一级菜单需要对应的图标');
    expect(calls('POST', INSERT)).toHaveLength(0);
    await user.type(screen.getByLabelText('菜单名称'), '日志查询');
    await user.type(screen.getByLabelText('菜单路径'), '/home/log');
    await user.type(screen.getByLabelText('上级菜单'), '2');
    await user.click(button('新增'));
    await waitFor(() => expect(calls('POST', INSERT)).toHaveLength(1));
    expect(calls('POST', INSERT)[0]?.body).toEqual({
      menuname: '日志查询',
      menupath: '/home/log',
      parentId: 2,
      gradation: 0,
      isValid: '1',
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('菜单名称')).not.toBeInTheDocument());
    expect(calls('POST', LIST)).toHaveLength(2);
  });
});

describe('菜单管理 修改 (screens/menuIndex.screen.json)', () => {
  it('sends the menu with the version its row was read at', async () => {
    const rows = menuRows.map((r) => (r.menuname === '交易列表' ? { ...r, version: 2 } : r));
    const { user, calls } = renderScreen(menuIndex as unknown as ScreenDescriptor, {
      answers: { [`POST ${LIST}`]: { records: rows, total: rows.length }, [`POST ${UPDATE}`]: null },
    });
    await user.click(button('修改', await waitFor(() => rowOf('交易列表'))));
    const dialog = await screen.findByRole('dialog');
    // The version is held, not shown.
    expect(within(dialog).queryByText('版本号')).toBeNull();
    await user.click(button('修改', dialog));
    await waitFor(() => expect(calls('POST', UPDATE)).toHaveLength(1));
    expect(calls('POST', UPDATE)[0]?.body).toMatchObject({ menuId: 11, menuname: '交易列表', version: 2 });
  });
});
