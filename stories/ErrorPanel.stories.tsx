import type { Meta, StoryObj } from '@storybook/react';
import { ErrorPanel } from '../widgets/blocks/ErrorPanel';
import { ScreenLoading } from '../widgets/blocks/ScreenLoading';
import { withFakeApp } from '../fixtures/decorator';

const meta = {
  title: 'Pages/ErrorPanel 页面出错',
  component: ErrorPanel,
  decorators: [withFakeApp],
  args: { onReload: () => undefined },
} satisfies Meta<typeof ErrorPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A screen threw while rendering (e.g. an invalid regular expression in a predicate): no stack shown. */
export const RenderError: Story = { name: '渲染出错', args: { kind: 'render' } };

/** The descriptor could not be fetched (network). */
export const LoadError: Story = { name: '加载失败', args: { kind: 'load' } };

/** While a screen's descriptor loads. */
export const Loading: Story = { name: '加载中', args: { kind: 'load' }, render: () => <ScreenLoading /> };
