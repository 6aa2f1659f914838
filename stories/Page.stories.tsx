import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';

const meta = {
  title: 'Blocks/Page 页面框架',
  parameters: { descriptor: { definition: 'ScreenDescriptor' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const content = [{ type: 'text' as const, text: '页面内容区域' }];

export const Shell: Story = {
  name: '带面包屑（shell）',
  args: { descriptor: screenOf(content, { breadcrumb: ['对账管理', '结算明细对账'] }) },
};
export const Blank: Story = {
  name: '空白页（blank）',
  args: { descriptor: screenOf(content, { layout: 'blank' }) },
};
