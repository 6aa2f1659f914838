import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/File 文件选择',
  parameters: { descriptor: { widget: 'file' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A file chosen in a form and not uploaded (the import dialog's 导入文件; an `upload` action sends it
 * later). The value names the held file (`file:<n>:<name>`): the filled states show its name.
 */
const s = widgetStories({
  schema: { type: 'string', title: '导入文件', errorMessage: '请选择导入文件' },
  ui: {
    'ui:widget': 'file',
    'ui:options': { accept: ['.xlsx'], maxSizeMB: 5, buttonText: '选择文件（xlsx，5 MB 以内）' },
  },
  value: 'file:1:结算明细-2026年11月.xlsx',
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
export const ReadOnly: Story = s.ReadOnly;
