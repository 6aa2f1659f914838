import type { Meta, StoryObj } from '@storybook/react';
import { NotFoundPage } from '../widgets/blocks/NotFoundPage';
import { withFakeApp } from '../fixtures/decorator';

const meta = {
  title: 'Pages/NotFoundPage 页面不存在',
  component: NotFoundPage,
  decorators: [withFakeApp],
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A menu entry whose screen is not configured yet: the route is named, 返回首页 leads home. */
export const MenuEntryWithoutScreen: Story = {
  name: '菜单项尚无界面',
  args: { path: '/home/caseUpload', home: '/home/dashboard' },
};

export const TypedAddress: Story = {
  name: '输入了不存在的地址',
  args: { path: '/home/no-such-page', home: '/home/dashboard' },
};
