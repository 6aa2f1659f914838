import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { PanelBlock } from '../engine/descriptor';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';

const meta = {
  title: 'Blocks/Panel 面板',
  parameters: { descriptor: { block: 'panel' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel: PanelBlock = {
  type: 'panel',
  title: '对账信息',
  extra: [
    {
      label: '上传对账信息',
      kind: 'primary',
      icon: 'UploadOutlined',
      action: { type: 'toast', level: 'success', message: '上传成功' },
    },
  ],
  blocks: [
    { type: 'alert', level: 'warning', message: '请在2024-03-31 17:00:00前确认对账' },
    { type: 'text', text: '上传结算明细后，系统将返回文件查询号及汇总金额。', level: 'secondary' },
  ],
};

export const Filled: Story = { name: '含内容与按钮', args: { descriptor: screenOf([panel]) } };
export const Empty: Story = {
  name: '空面板',
  args: { descriptor: screenOf([{ type: 'panel', title: '对账条件', blocks: [] }]) },
};
export const Disabled: Story = {
  name: '按钮禁用',
  args: {
    descriptor: screenOf([
      {
        ...panel,
        extra: [
          { label: '上传对账信息', enabled: false, action: { type: 'toast', level: 'info', message: '' } },
        ],
      },
    ]),
  },
};
export const Hidden: Story = {
  name: '条件隐藏',
  args: {
    descriptor: screenOf([
      { type: 'text', text: '下方面板仅在存在批次号时显示（当前无批次号）。' },
      { ...panel, visible: { var: 'state.batchId' } },
    ]),
  },
};
