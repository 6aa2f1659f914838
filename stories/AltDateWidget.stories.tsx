import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/AltDate 年月日选择',
  parameters: { descriptor: { widget: 'altDate' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A date as three selects (年, 月, 日): RJSF's alternative to the calendar, for dates far back. */
const date = widgetStories({
  schema: { type: 'string', format: 'date', title: '出生日期', errorMessage: '请选择出生日期' },
  ui: { 'ui:widget': 'alt-date' },
  value: '1980-05-17',
});

export const Empty: Story = date.Empty;
export const Filled: Story = date.Filled;
export const WithError: Story = date.Error;
export const Disabled: Story = date.Disabled;
export const ReadOnly: Story = date.ReadOnly;

/** The same with the time of day (时, 分, 秒). */
const dateTime = widgetStories({
  schema: { type: 'string', format: 'date-time', title: '入院时间', errorMessage: '请选择入院时间' },
  ui: { 'ui:widget': 'alt-datetime' },
  value: '2026-11-20T08:30:00.000Z',
});

export const DateTimeEmpty: Story = dateTime.Empty;
export const DateTimeFilled: Story = dateTime.Filled;
export const DateTimeWithError: Story = dateTime.Error;
