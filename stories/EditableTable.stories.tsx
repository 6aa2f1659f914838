import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenRenderer } from '../engine/blocks';
import type { CrudBlock, EditableTableBlock, ResultBlock } from '../engine/descriptor';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';
import { hospitalUser } from '../fixtures/fixtures';
import { check, named, PATIENCE } from './interactions';

const meta = {
  title: 'Blocks/EditableTable 可编辑表格',
  parameters: { descriptor: { block: 'editableTable' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const manual: EditableTableBlock = {
  type: 'editableTable',
  id: 'manual',
  title: '手工录入',
  rows: 'manualRows',
  columns: [
    { title: '结算ID', field: 'setl_id' },
    { title: '就诊ID', field: 'mdtrt_id' },
    { title: '人员编号', field: 'psn_no' },
    { title: '医疗费总额', field: 'medfee_sumamt', kind: 'amount' },
    { title: '基金支付总额', field: 'fund_pay_sumamt', kind: 'amount' },
    { title: '个人账户支出', field: 'acct_pay', kind: 'amount' },
    {
      title: '退费结算标志',
      field: 'refd_setl_flag',
      kind: 'select',
      options: [
        { value: '1', label: '是' },
        { value: '0', label: '否' },
      ],
    },
  ],
  pagination: { pageSize: 10, pageSizes: [10, 20, 50], pageSizeOnClear: 20 },
};
const rows = [
  {
    setl_id: '400130001',
    mdtrt_id: '300179901',
    psn_no: '21010000000000000101',
    medfee_sumamt: 57,
    fund_pay_sumamt: 40,
    acct_pay: 10,
    refd_setl_flag: '0',
  },
];

const fileRows: CrudBlock = {
  type: 'crud',
  title: '模板上传',
  rowsFrom: { var: 'state.fileRows' },
  rowKey: 'setl_id',
  columns: [
    { title: '结算ID', field: 'setl_id' },
    { title: '医疗费总额', field: 'medfee_sumamt', format: { decimals: 2 } },
    { title: '退费结算标志', field: 'refd_setl_flag', format: { map: { '0': '否' }, fallback: '是' } },
  ],
  pagination: { pageSize: 10, pageSizes: [10, 20, 50] },
};
const result: ResultBlock = {
  type: 'result',
  status: 'success',
  title: '对账结果',
  text: '{{state.result}}',
  visible: { '!!': { var: 'state.result' } },
};

export const Empty: Story = {
  name: '空（保存草稿提示 请添加明细信息）',
  args: { descriptor: screenOf([manual], { state: { manualRows: { preserve: [] } } }) },
  parameters: { fakeApp: { user: hospitalUser } },
};
export const Filled: Story = {
  name: '已录入',
  args: { descriptor: screenOf([manual], { state: { manualRows: { preserve: rows } } }) },
  parameters: { fakeApp: { user: hospitalUser } },
};
export const StateRows: Story = {
  name: '屏幕状态中的行（模板上传）',
  args: { descriptor: screenOf([fileRows], { state: { fileRows: { preserve: rows } } }) },
  parameters: { fakeApp: { user: hospitalUser } },
};
export const Result: Story = {
  name: '结果框',
  args: {
    descriptor: screenOf([result], { state: { result: '对账完成：明细对平 12 笔，差异 2 笔；总账对账平' } }),
  },
  parameters: { fakeApp: { user: hospitalUser } },
};

/** A designer's check: 添加明细 adds an empty row to fill in; a row's 删除 takes it out, the rows below move up. */
export const AddAndRemove: Story = {
  name: '交互：添加明细与删除一行',
  args: { descriptor: screenOf([manual], { state: { manualRows: { preserve: rows } } }) },
  parameters: { fakeApp: { user: hospitalUser } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await check(step, '「添加明细」添加一行待填的明细', async () => {
      await expect(await canvas.findByText('共 1 条', undefined, PATIENCE)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: named('添加明细') }));
      await userEvent.type(
        await canvas.findByRole('textbox', { name: '第2行结算ID' }, PATIENCE),
        '400130002',
      );
      await expect(canvas.getByText('共 2 条')).toBeVisible();
    });
    await check(step, '一行的「删除」删去该行，下面的行移上来', async () => {
      const first = canvas.getByRole('textbox', { name: '第1行结算ID' }).closest('tr');
      await userEvent.click(within(first ?? canvasElement).getByRole('button', { name: named('删除') }));
      await expect(await canvas.findByText('共 1 条', undefined, PATIENCE)).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: '第1行结算ID' })).toHaveValue('400130002');
      await expect(canvas.queryByRole('textbox', { name: '第2行结算ID' })).toBeNull();
    });
  },
};
