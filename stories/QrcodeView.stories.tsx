import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';
import { hospitalUser } from '../fixtures/fixtures';

const meta = {
  title: 'Blocks/Qrcode 二维码',
  parameters: { descriptor: { block: 'qrcode' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: '咨询二维码',
  args: {
    descriptor: screenOf([
      {
        type: 'qrcode',
        value: 'https://yibao.local/consult?org={{user.orgCode}}',
        size: 180,
        caption: '请使用微信扫码咨询',
      },
    ]),
  },
  parameters: { fakeApp: { user: hospitalUser } },
};
export const Empty: Story = {
  name: '未生成（加载中）',
  args: {
    descriptor: screenOf([{ type: 'qrcode', value: '{{state.payUrl}}', caption: '正在生成支付二维码' }]),
  },
};
