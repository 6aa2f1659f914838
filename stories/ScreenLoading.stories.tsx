import type { Meta, StoryObj } from '@storybook/react';
import { ScreenLoading } from '../widgets/blocks/ScreenLoading';
import { withFakeApp } from '../fixtures/decorator';

const meta = {
  title: 'Pages/ScreenLoading 页面加载中',
  component: ScreenLoading,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While a screen's descriptor is fetched the first time its route opens. */
export const Loading: Story = { name: '正在加载页面' };
