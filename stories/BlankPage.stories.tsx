import type { Meta, StoryObj } from '@storybook/react';
import { Typography } from 'antd';
import { BlankPage } from '../widgets/blocks/BlankPage';
import { withFakeApp } from '../fixtures/decorator';

const meta = {
  title: 'Pages/BlankPage 空白页框架',
  component: BlankPage,
  decorators: [withFakeApp],
} satisfies Meta<typeof BlankPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const content = <Typography.Paragraph>登录、申请等不在主框架内的页面内容。</Typography.Paragraph>;

/** A blank screen with a width (the login page): a centred card of that width. */
export const CentredCard: Story = {
  name: '居中卡片（登录页）',
  args: {
    descriptor: { id: 'demo', route: '/demo', title: '演示', layout: 'blank', width: 420, blocks: [] },
    children: content,
  },
};

/** A blank screen without a width: the bare content. */
export const BareContent: Story = {
  name: '无卡片',
  args: {
    descriptor: { id: 'demo', route: '/demo', title: '演示', layout: 'blank', blocks: [] },
    children: content,
  },
};
