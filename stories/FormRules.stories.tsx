import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { FormBlock } from '../engine/descriptor';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';

const meta = {
  title: 'Widgets/AmountAndDateRules 金额与日期规则',
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const form: FormBlock = {
  type: 'form',
  id: 'cond',
  labelSpan: 6,
  schema: {
    type: 'object',
    required: ['stmt_begndate', 'stmt_enddate', 'medfee_sumamt'],
    properties: {
      stmt_begndate: { type: 'string', title: '开始日期' },
      stmt_enddate: { type: 'string', title: '结束日期' },
      medfee_sumamt: { type: 'number', title: '医疗费总额', minimum: 0 },
    },
  },
  uiSchema: {
    stmt_begndate: { 'ui:widget': 'date' },
    stmt_enddate: { 'ui:widget': 'date' },
    medfee_sumamt: { 'ui:widget': 'amount', 'ui:placeholder': '请输入医疗费总额' },
  },
  rules: [
    {
      field: 'stmt_begndate',
      test: { '<=': [{ var: 'form.stmt_begndate' }, { var: 'form.stmt_enddate' }] },
      message: '开始日期不能晚于结束日期',
    },
  ],
  buttons: [{ label: '开始对账', kind: 'primary', action: { type: 'submit', form: 'cond' } }],
  onSubmit: { type: 'toast', level: 'success', message: '已提交' },
};

export const Valid: Story = {
  name: '日期正确，金额两位小数',
  args: {
    descriptor: screenOf([
      { ...form, defaults: { stmt_begndate: '2026-11-01', stmt_enddate: '2026-11-05', medfee_sumamt: 57 } },
    ]),
  },
};
export const Broken: Story = {
  name: '开始日期晚于结束日期',
  args: {
    descriptor: screenOf(
      [{ ...form, defaults: { stmt_begndate: '2026-11-10', stmt_enddate: '2026-11-05' } }],
      {
        onLoad: { type: 'submit', form: 'cond' },
      },
    ),
  },
};
