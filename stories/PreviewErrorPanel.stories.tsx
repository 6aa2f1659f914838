import type { Meta, StoryObj } from '@storybook/react';
import { PreviewErrorPanel } from '../widgets/blocks/descriptorEditor/PreviewErrorPanel';
import { withFakeApp } from '../fixtures/decorator';

const meta = {
  title: 'Blocks/PreviewErrorPanel 预览出错',
  component: PreviewErrorPanel,
  decorators: [withFakeApp],
  args: { onReload: () => undefined },
} satisfies Meta<typeof PreviewErrorPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The draft threw as the preview drew it: the configurator's to fix, nothing reported. */
export const RenderError: Story = { name: '描述无法预览', args: { kind: 'render' } };

/** The screen's code could not be loaded into the preview (network). */
export const LoadError: Story = { name: '加载失败', args: { kind: 'load' } };
