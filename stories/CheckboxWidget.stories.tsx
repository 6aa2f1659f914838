import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/Checkbox 勾选',
  parameters: { descriptor: { widget: 'checkbox' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A yes/no field (the work order's 短信通知); required means it must be ticked. */
const s = widgetStories({
  schema: { type: 'boolean', title: '短信通知', const: true, errorMessage: '请勾选短信通知' },
  ui: { 'ui:widget': 'checkbox' },
  value: true,
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
export const ReadOnly: Story = s.ReadOnly;
