import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';

const meta = {
  title: 'Blocks/Alert 提示条',
  parameters: { descriptor: { block: 'alert' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  name: '信息',
  args: {
    descriptor: screenOf([
      { type: 'alert', level: 'info', message: '使用说明', description: '请从左侧菜单进入各项业务。' },
    ]),
  },
};
export const Warning: Story = {
  name: '警告（模板）',
  args: {
    descriptor: screenOf(
      [{ type: 'alert', level: 'warning', message: '请在{{state.upload.dld_endtime}}前确认对账' }],
      {
        state: { upload: { preserve: { dld_endtime: '2024-03-31 17:00:00' } } },
      },
    ),
  },
};
export const Success: Story = {
  name: '成功',
  args: { descriptor: screenOf([{ type: 'alert', level: 'success', message: '对账成功' }]) },
};
export const WithError: Story = {
  name: '错误',
  args: {
    descriptor: screenOf([
      {
        type: 'alert',
        level: 'error',
        message: '对账失败',
        description: '中心汇总金额与本地不一致，请核对明细。',
      },
    ]),
  },
};
