import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { CrudBlock } from '../../engine/descriptor';
import { impactRows, menuRows } from '../../fixtures/fixtures';
import { button, cellsOf, pagerTotal, renderScreen, rowOf, screen, screenOf } from './renderScreen';

const LIST = '/commondeal/platformmenu/menus';

const menus: CrudBlock = {
  type: 'crud',
  id: 'menus',
  title: '菜单列表',
  query: {
    schema: 'MenuQuery',
    inline: true,
    defaults: { isValid: '1' },
    uiSchema: {
      'ui:order': ['parentId', 'menuId', 'isValid'],
      parentId: { 'ui:title': '父级编码' },
      menuId: { 'ui:title': '菜单编码' },
      isValid: { 'ui:title': '是否有效', 'ui:enumNames': ['有效', '无效'] },
    },
  },
  list: {
    method: 'POST',
    path: LIST,
    bodyFrom: { var: 'query' },
    body: { pageNum: { var: 'page.current' }, pageSize: { var: 'page.size' } },
    rows: 'list',
    total: 'total',
  },
  pagination: { pageSize: 10, pageSizes: [10, 20, 30, 40] },
  rowKey: 'menuId',
  columns: [
    { title: '菜单编码', field: 'menuId' },
    { title: '菜单名称', field: 'menuname' },
    { title: '是否有效', field: 'isValid', format: { map: { '1': '有效', '0': '无效' } } },
  ],
  rowActions: [
    {
      label: '删除',
      kind: 'link',
      action: {
        type: 'confirm',
        message: '确定删除该菜单?',
        cancelMessage: '已取消删除',
        then: {
          type: 'sequence',
          steps: [
            {
              type: 'request',
              method: 'DELETE',
              path: '/commondeal/platformmenu/delete/{{row.menuId}}',
              success: '删除成功',
            },
            { type: 'refresh', target: 'menus' },
          ],
        },
      },
    },
  ],
};

const listAnswer = { list: menuRows, total: 45 };

describe('crud block', () => {
  it('opens with the query defaults (validity defaults to 1) and page size 10, showing 共 N 条', async () => {
    const { calls } = renderScreen(screenOf([menus]), { answers: { [`POST ${LIST}`]: listAnswer } });
    expect(await screen.findByText('交易办理')).toBeInTheDocument();
    expect(calls('POST', LIST)[0]?.body).toEqual({ isValid: '1', pageNum: 1, pageSize: 10 });
    expect(pagerTotal()).toBe('共 45 条');
    expect(screen.getAllByText('有效').length).toBeGreaterThan(0);
  });

  it('查询 sends the typed conditions and returns to the first page', async () => {
    const { calls, user } = renderScreen(screenOf([menus]), { answers: { [`POST ${LIST}`]: listAnswer } });
    await screen.findByText('交易办理');
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls('POST', LIST).at(-1)?.body).toMatchObject({ pageNum: 2 }));
    await user.type(screen.getByLabelText('父级编码'), '3');
    await user.click(button('查询'));
    await waitFor(() =>
      expect(calls('POST', LIST).at(-1)?.body).toEqual({
        isValid: '1',
        parentId: 3,
        pageNum: 1,
        pageSize: 10,
      }),
    );
  });

  it('page sizes offered are the descriptor pageSizes; 重置 restores the defaults and the first page size', async () => {
    const { calls, user } = renderScreen(screenOf([menus]), { answers: { [`POST ${LIST}`]: listAnswer } });
    await screen.findByText('交易办理');
    await user.click(screen.getByText('10 条/页'));
    await screen.findByTitle('40 条/页');
    expect(
      ['10 条/页', '20 条/页', '30 条/页', '40 条/页'].every((t) => screen.queryAllByTitle(t).length > 0),
    ).toBe(true);
    await user.click(screen.getByTitle('20 条/页'));
    await waitFor(() => expect(calls('POST', LIST).at(-1)?.body).toMatchObject({ pageSize: 20 }));
    await user.type(screen.getByLabelText('父级编码'), '3');
    await user.click(button('重置'));
    await waitFor(() =>
      expect(calls('POST', LIST).at(-1)?.body).toEqual({ isValid: '1', pageNum: 1, pageSize: 10 }),
    );
    expect(screen.getByLabelText('父级编码')).toHaveValue('');
  });

  /** 菜单列表 with its 是否有效 column shown as tags: 1 green, 0 red. */
  const tagged = (): CrudBlock => ({
    ...menus,
    columns: menus.columns.map((c) =>
      c.field === 'isValid' ? { ...c, format: { ...c.format, tags: { '1': 'green', '0': 'red' } } } : c,
    ),
  });

  it("a column whose format gives tags shows each code's label in a tag of its colour (有效 green, 无效 red)", async () => {
    renderScreen(screenOf([tagged()]), { answers: { [`POST ${LIST}`]: listAnswer } });
    await screen.findByText('交易办理');
    const table = document.querySelector('.ant-table') as HTMLElement;
    const valid = within(table).getAllByText('有效')[0]!;
    expect(valid).toHaveClass('ant-tag');
    expect(valid.className).toMatch(/ant-tag-green/);
  });

  it("a tag's text is its colour's darker shade, readable on the tag's pale ground (4.5:1): 有效 in green #237804", async () => {
    renderScreen(screenOf([tagged()]), { answers: { [`POST ${LIST}`]: listAnswer } });
    await screen.findByText('交易办理');
    const table = document.querySelector('.ant-table') as HTMLElement;
    expect(within(table).getAllByText('有效')[0]).toHaveStyle({ color: '#237804' });
  });

  it("without tags a code's label is plain text", async () => {
    renderScreen(screenOf([menus]), { answers: { [`POST ${LIST}`]: listAnswer } });
    await screen.findByText('交易办理');
    const table = document.querySelector('.ant-table') as HTMLElement;
    expect(within(table).getAllByText('有效')[0]).not.toHaveClass('ant-tag');
  });

  it('删除 asks 确定删除该菜单?; declining shows 已取消删除 and calls nothing', async () => {
    const { calls, user } = renderScreen(screenOf([menus]), { answers: { [`POST ${LIST}`]: listAnswer } });
    await screen.findByText('交易办理');
    const row = screen.getByText('交易办理').closest('tr') as HTMLElement;
    await user.click(button('删除', row));
    expect(await screen.findByText('确定删除该菜单?')).toBeInTheDocument();
    await user.click(button('取消'));
    expect(await screen.findByText('已取消删除')).toBeInTheDocument();
    expect(calls('DELETE', '/commondeal/platformmenu/delete/1')).toHaveLength(0);
  });

  it('删除 confirmed calls the delete route, shows 删除成功 and reloads the list', async () => {
    const { calls, user } = renderScreen(screenOf([menus]), {
      answers: { [`POST ${LIST}`]: listAnswer, 'DELETE /commondeal/platformmenu/delete/1': null },
    });
    await screen.findByText('交易办理');
    const row = screen.getByText('交易办理').closest('tr') as HTMLElement;
    await user.click(button('删除', row));
    await user.click((await screen.findByText('确定删除该菜单?'), button('确定')));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(calls('DELETE', '/commondeal/platformmenu/delete/1')).toHaveLength(1);
    await waitFor(() => expect(calls('POST', LIST)).toHaveLength(2));
  });
});

const impact: CrudBlock = {
  type: 'crud',
  id: 'impact',
  list: { method: 'POST', path: '/commondeal/impact/query', rows: 'list' },
  pagination: { pageSize: 20 },
  rowKey: 'id',
  highlight: { '==': [{ var: 'row.trans_type' }, '0'] },
  columns: [
    { title: '人员编号', field: 'psn_no' },
    { title: '姓名', field: 'psn_name' },
    { title: '个人账户支付', field: 'acct_pay', format: { decimals: 2 } },
    { title: '是否冲正', field: 'used', format: { map: { '0': '未冲正', '1': '已冲正' } } },
  ],
  rowActions: [
    {
      label: '冲正',
      kind: 'link',
      enabled: { '!=': [{ var: 'row.used' }, '1'] },
      action: { type: 'toast', level: 'info', message: '冲正{{row.psn_name}}' },
    },
    {
      label: '已维护',
      kind: 'link',
      visible: { startsWith: [{ var: 'row.fixmedins_code' }, 'H'] },
      action: { type: 'toast', level: 'success', message: '维护成功' },
    },
  ],
};

describe('crud rows', () => {
  it('rows with trans_type 0 are highlighted; amounts show 2 decimals; codes show labels', async () => {
    renderScreen(screenOf([impact]), { answers: { 'POST /commondeal/impact/query': { list: impactRows } } });
    const li = (await screen.findByText('李娜')).closest('tr') as HTMLElement;
    expect(li).toHaveClass('yb-row-warning');
    expect(screen.getByText('张伟').closest('tr')).not.toHaveClass('yb-row-warning');
    expect(cellsOf('李娜')).toEqual(expect.arrayContaining(['0.00', '已冲正']));
  });

  it('冲正 is disabled once reversed; 已维护 shows only for provider codes starting with H', async () => {
    renderScreen(screenOf([impact]), { answers: { 'POST /commondeal/impact/query': { list: impactRows } } });
    const zhang = (await screen.findByText('张伟')).closest('tr') as HTMLElement;
    const li = screen.getByText('李娜').closest('tr') as HTMLElement;
    const wang = screen.getByText('王强').closest('tr') as HTMLElement;
    expect(button('冲正', zhang)).toBeEnabled();
    expect(button('冲正', li)).toBeDisabled();
    expect(within(zhang).queryByText('已维护')).toBeInTheDocument();
    expect(within(wang).queryByText('已维护')).not.toBeInTheDocument();
  });
});

describe('crud selection and auto query', () => {
  it('a toolbar button enabled by the selection: disabled with none, enabled once a row is ticked', async () => {
    const block: CrudBlock = {
      ...impact,
      selection: 'checkbox',
      toolbar: [
        {
          label: '批量维护',
          enabled: { '>': [{ len: [{ var: 'selection' }] }, 0] },
          action: { type: 'toast', level: 'success', message: '已选 {{selection.0.psn_name}}' },
        },
      ],
    };
    const { user } = renderScreen(screenOf([block]), {
      answers: { 'POST /commondeal/impact/query': { list: impactRows } },
    });
    await screen.findByText('张伟');
    expect(button('批量维护')).toBeDisabled();
    await user.click(rowOf('王强').querySelector('input[type=checkbox]') as HTMLElement);
    await waitFor(() => expect(button('批量维护')).toBeEnabled());
    await user.click(button('批量维护'));
    expect(await screen.findByText('已选 王强')).toBeInTheDocument();
  });

  it('autoQuery: the list is not called on open when its predicate fails (no start date given), only on 查询', async () => {
    const block: CrudBlock = {
      ...impact,
      query: { schema: { type: 'object', properties: { psn_no: { type: 'string', title: '人员编号' } } } },
      autoQuery: { '!': { isEmpty: [{ var: 'route.query.startDate' }] } },
    };
    const { user, calls } = renderScreen(screenOf([block]), {
      answers: { 'POST /commondeal/impact/query': { list: impactRows } },
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls('POST', '/commondeal/impact/query')).toHaveLength(0);
    await user.click(button('查询'));
    expect(await screen.findByText('张伟')).toBeInTheDocument();
  });

  it('autoQuery: the list runs on open when a start date is in the route query', async () => {
    const block: CrudBlock = {
      ...impact,
      autoQuery: { '!': { isEmpty: [{ var: 'route.query.startDate' }] } },
    };
    renderScreen(screenOf([block]), {
      route: '/home/checkImpact?startDate=2024-03-01',
      answers: { 'POST /commondeal/impact/query': { list: impactRows } },
    });
    expect(await screen.findByText('张伟')).toBeInTheDocument();
  });
});
