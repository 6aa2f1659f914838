import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/DateTime 日期时间',
  parameters: { descriptor: { widget: 'datetime' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A date and a time (`format: date-time`), e.g. when a ticket was handled. */
const s = widgetStories({
  schema: { type: 'string', title: '处理时间', format: 'date-time' },
  ui: { 'ui:widget': 'datetime', 'ui:placeholder': '请选择处理时间' },
  value: '2026-11-20 10:12:00',
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
export const ReadOnly: Story = s.ReadOnly;
