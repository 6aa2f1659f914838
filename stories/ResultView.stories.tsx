import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { ResultBlock, TextBlock } from '../engine/descriptor';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';

const meta = {
  title: 'Blocks/Result 结果',
  parameters: { descriptor: { block: 'result' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The reconciliation's answer (对账 screen): shown once `state.result` holds one, its lines kept. */
const result = (status: ResultBlock['status']): ResultBlock => ({
  type: 'result',
  status,
  title: '对账结果',
  text: '{{state.result}}',
  visible: { '!!': { var: 'state.result' } },
});
const withResult = (status: ResultBlock['status'], text: string) =>
  screenOf([result(status)], { state: { result: { preserve: text } } });

const note: TextBlock = { type: 'text', text: '尚未对账：提交对账后，结果显示在此处。' };

export const Info: Story = {
  name: '提示',
  args: {
    descriptor: withResult('info', '对账批次 20261120001\n共 128 笔，其中一致 128 笔，不一致 0 笔。'),
  },
};
export const Success: Story = {
  name: '成功',
  args: { descriptor: withResult('success', '对账一致：医疗费总额 356,812.40 元，基金支付 241,006.18 元。') },
};
export const Warning: Story = {
  name: '警告',
  args: {
    descriptor: withResult('warning', '对账不一致 3 笔：\n400130001 医疗费总额不符\n400130017 结算状态不符'),
  },
};
export const Failure: Story = {
  name: '失败',
  args: { descriptor: withResult('error', '对账失败：中心端未返回对账结果，请稍后重试。') },
};
/** Nothing to show yet (`visible` does not hold): the block draws nothing, the screen's other blocks stay. */
export const Hidden: Story = {
  name: '无结果时不显示',
  args: { descriptor: screenOf([note, result('info')]) },
};
