import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { DescriptionsBlock } from '../engine/descriptor';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';

const meta = {
  title: 'Blocks/Descriptions 描述列表',
  parameters: { descriptor: { block: 'descriptions' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const settlement: DescriptionsBlock = {
  type: 'descriptions',
  title: '结算信息',
  source: { var: 'state.settlement' },
  columns: 2,
  items: [
    { label: '姓名', field: 'psn_name' },
    { label: '结算时间', field: 'setl_time' },
    {
      label: '医疗类别',
      field: 'med_type',
      format: { map: { '11': '普通门诊', '21': '普通住院', '41': '定点药店购药' } },
    },
    { label: '就诊ID', field: 'mdtrt_id' },
    { label: '结算ID', field: 'setl_id' },
    { label: '医疗费总额', field: 'medfee_sumamt', format: { decimals: 2 } },
    { label: '基金支付总额', field: 'fund_pay_sumamt', format: { decimals: 2 } },
    { label: '个人账户支出', field: 'acct_pay', format: { decimals: 2 } },
  ],
};

const data = {
  psn_name: '张伟',
  setl_time: '2024-03-01 09:00:00',
  med_type: '11',
  mdtrt_id: 'MD2101020240301000123',
  setl_id: 'ST2101020240301000456',
  medfee_sumamt: 356.8,
  fund_pay_sumamt: 206.3,
  acct_pay: 120.5,
};

export const Filled: Story = {
  name: '结算信息',
  args: { descriptor: screenOf([settlement], { state: { settlement: { preserve: data } } }) },
};
export const Empty: Story = { name: '无数据', args: { descriptor: screenOf([settlement]) } };
