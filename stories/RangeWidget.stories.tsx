import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/Range 滑动条',
  parameters: { descriptor: { widget: 'range' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A bounded whole number picked on a slider (a ticket's 满意度, 0–10). */
const s = widgetStories({
  schema: { type: 'integer', title: '满意度', minimum: 0, maximum: 10, errorMessage: '请选择满意度' },
  ui: { 'ui:widget': 'range' },
  value: 8,
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
export const ReadOnly: Story = s.ReadOnly;
