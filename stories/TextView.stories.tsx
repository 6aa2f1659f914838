import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';
import { hospitalUser } from '../fixtures/fixtures';

const meta = {
  title: 'Blocks/Text 文本',
  parameters: { descriptor: { block: 'text' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Title: Story = {
  name: '标题（模板）',
  args: { descriptor: screenOf([{ type: 'text', text: '欢迎，{{user.orgName}}', level: 'title' }]) },
  parameters: { fakeApp: { user: hospitalUser } },
};
export const Paragraph: Story = {
  name: '段落',
  args: { descriptor: screenOf([{ type: 'text', text: '请从左侧菜单进入各项业务。', level: 'paragraph' }]) },
};
export const Secondary: Story = {
  name: '次要文字',
  args: { descriptor: screenOf([{ type: 'text', text: '数据更新于每日 02:00。', level: 'secondary' }]) },
};
