import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenRenderer } from '../engine/blocks';
import type { CrudBlock } from '../engine/descriptor';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';
import { impactRows, menuRows } from '../fixtures/fixtures';
import { check, named, PATIENCE } from './interactions';

const meta = {
  title: 'Blocks/Crud 查询列表',
  parameters: { descriptor: { block: 'crud' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const MENUS = '/commondeal/platformmenu/menus';

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
      parentId: { 'ui:title': '父级编码', 'ui:placeholder': '请输入父级编码' },
      menuId: { 'ui:title': '菜单编码', 'ui:placeholder': '请输入菜单编码' },
      isValid: { 'ui:title': '是否有效', 'ui:enumNames': ['有效', '无效'] },
    },
  },
  list: { method: 'POST', path: MENUS, bodyFrom: { var: 'query' } },
  pagination: { pageSize: 10, pageSizes: [10, 20, 30, 40] },
  rowKey: 'menuId',
  toolbar: [
    {
      label: '新增菜单',
      kind: 'primary',
      icon: 'PlusOutlined',
      action: { type: 'toast', level: 'info', message: '新增菜单' },
    },
  ],
  columns: [
    { title: '菜单编码', field: 'menuId', width: 100 },
    { title: '菜单路径', field: 'menupath' },
    { title: '菜单名称', field: 'menuname' },
    { title: '父级编码', field: 'parentId', width: 100 },
    { title: '图标', field: 'icon' },
    { title: '排序号', field: 'gradation', width: 90 },
  ],
  rowActions: [
    {
      label: '修改',
      kind: 'link',
      action: { type: 'toast', level: 'info', message: '修改 {{row.menuname}}' },
    },
    {
      label: '删除',
      kind: 'link',
      action: {
        type: 'confirm',
        message: '确定删除该菜单?',
        cancelMessage: '已取消删除',
        then: { type: 'toast', level: 'success', message: '删除成功' },
      },
    },
  ],
  emptyText: '暂无菜单',
};

const impact: CrudBlock = {
  type: 'crud',
  id: 'impact',
  title: '对账冲正查询',
  list: { method: 'POST', path: '/commondeal/impact/query', rows: 'list' },
  pagination: { pageSize: 20 },
  rowKey: 'id',
  selection: 'checkbox',
  highlight: { '==': [{ var: 'row.trans_type' }, '0'] },
  columns: [
    { title: '人员编号', field: 'psn_no' },
    { title: '姓名', field: 'psn_name' },
    { title: '个人账户支付', field: 'acct_pay', format: { decimals: 2 } },
    { title: '现金支付', field: 'cash_payamt', format: { decimals: 2 } },
    { title: '定点机构', field: 'fixmedins_name' },
    { title: '结算时间', field: 'setl_time', format: { date: 'YYYY-MM-DD HH:mm' } },
    { title: '是否冲正', field: 'used', format: { map: { '0': '未冲正', '1': '已冲正' } } },
  ],
  rowActions: [
    {
      label: '冲正',
      kind: 'link',
      enabled: { '!=': [{ var: 'row.used' }, '1'] },
      action: { type: 'toast', level: 'info', message: '冲正' },
    },
    { label: '已维护', kind: 'link', action: { type: 'toast', level: 'success', message: '维护成功' } },
  ],
};

export const Empty: Story = {
  name: '空列表',
  args: { descriptor: screenOf([menus]) },
  parameters: { fakeApp: { answers: { [`POST ${MENUS}`]: [] } } },
};

export const Filled: Story = {
  name: '菜单列表',
  args: { descriptor: screenOf([menus], { breadcrumb: ['角色管理', '菜单管理'] }) },
  parameters: { fakeApp: { answers: { [`POST ${MENUS}`]: menuRows } } },
};

export const HighlightAndGates: Story = {
  name: '高亮行与行操作条件',
  args: { descriptor: screenOf([impact]) },
  parameters: { fakeApp: { answers: { 'POST /commondeal/impact/query': { list: impactRows } } } },
};

export const WithError: Story = {
  name: '查询失败',
  args: { descriptor: screenOf([menus]) },
  parameters: { fakeApp: { answers: { [`POST ${MENUS}`]: new Error('服务器错误') } } },
};

const deals: CrudBlock = {
  type: 'crud',
  id: 'deals',
  title: '交易列表',
  display: 'cards',
  list: { method: 'GET', path: '/commondeal/deal' },
  filter: { '!': { in: [{ var: 'row.dealName' }, ['9001', '9002', '9102']] } },
  sort: { field: 'dealName', numeric: true },
  pagination: false,
  rowKey: 'dealName',
  columns: [],
  card: { title: '{{row.comment}}', description: '交易编号 {{row.dealName}}' },
  rowActions: [
    {
      label: '配置交易',
      kind: 'link',
      icon: 'SettingOutlined',
      action: { type: 'toast', level: 'info', message: '配置' },
    },
    {
      label: '使用交易',
      kind: 'link',
      icon: 'PlayCircleOutlined',
      action: { type: 'toast', level: 'info', message: '使用' },
    },
  ],
};
const dealRows = [
  { dealName: '2207', comment: '门诊结算', nodes: ['data'], dealType: '' },
  { dealName: '9001', comment: '签到', nodes: ['signIn'], dealType: '' },
  { dealName: '1101', comment: '人员信息获取', nodes: ['data'], dealType: '' },
  { dealName: '1301', comment: '西药中成药目录下载', nodes: ['data'], dealType: 'DOWNLOAD' },
];

export const Cards: Story = {
  name: '卡片展示（交易列表）',
  args: { descriptor: screenOf([deals]) },
  parameters: { fakeApp: { answers: { 'GET /commondeal/deal': dealRows } } },
};

export const CardsEmpty: Story = {
  name: '卡片展示（无数据）',
  args: { descriptor: screenOf([deals]) },
  parameters: { fakeApp: { answers: { 'GET /commondeal/deal': [] } } },
};

const CASES = '/commondeal/query-YTHomePage';
/**
 * 病案首页上传's list (multi-select, 20 per page): its 上传 needs a case selected, so here it is enabled by
 * the selection and says why while nothing is (the toolbar's context holds `selection`).
 */
const cases: CrudBlock = {
  type: 'crud',
  id: 'cases',
  title: '病案列表',
  list: { method: 'POST', path: CASES },
  pagination: { pageSize: 20 },
  rowKey: 'psnno',
  selection: 'checkbox',
  toolbar: [
    {
      label: '上传',
      kind: 'primary',
      icon: 'CloudUploadOutlined',
      enabled: { '!': [{ isEmpty: [{ var: 'selection' }] }] },
      reason: '请选择所要上传的数据！',
      action: { type: 'toast', level: 'success', message: '上传成功' },
    },
  ],
  columns: [
    { title: '姓名', field: 'psnname' },
    { title: '住院流水号', field: 'psnno' },
    { title: '年龄', field: 'age' },
    { title: '入院时间', field: 'begintime' },
    { title: '出院时间', field: 'endtime' },
    { title: '上传标志', field: 'upFlag', format: { map: { '1': '已上传' }, fallback: '未上传' } },
  ],
  emptyText: '暂无病案',
};
const caseRows = [
  {
    psnname: '张伟',
    psnno: 'ZY202603020001',
    age: 46,
    begintime: '2026-03-02',
    endtime: '2026-03-09',
    upFlag: '0',
  },
  {
    psnname: '李娜',
    psnno: 'ZY202603030002',
    age: 38,
    begintime: '2026-03-03',
    endtime: '2026-03-12',
    upFlag: '1',
  },
  {
    psnname: '王强',
    psnno: 'ZY202603050003',
    age: 61,
    begintime: '2026-03-05',
    endtime: '2026-03-13',
    upFlag: '0',
  },
];

/** A designer's check: 上传 is disabled until a row is selected, then enabled. */
export const SelectEnablesToolbar: Story = {
  name: '交互：选中一行后工具栏可用',
  args: { descriptor: screenOf([cases], { breadcrumb: ['病案首页上传', '病案列表'] }) },
  parameters: { fakeApp: { answers: { [`POST ${CASES}`]: caseRows } } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const upload = () => canvas.getByRole('button', { name: named('上传') });
    await check(step, '未选中病案时「上传」不可用', async () => {
      await expect(await canvas.findByRole('button', { name: named('上传') }, PATIENCE)).toBeDisabled();
    });
    await check(step, '选中一行后「上传」可用', async () => {
      const row = (await canvas.findByText('张伟', undefined, PATIENCE)).closest('tr');
      await userEvent.click(within(row ?? canvasElement).getByRole('checkbox'));
      await waitFor(() => expect(upload()).toBeEnabled(), PATIENCE);
    });
  },
};
