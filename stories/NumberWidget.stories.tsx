import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/Number 数字',
  parameters: { descriptor: { widget: 'updown' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An integer with steps (the menu's 排序号, `ui:widget: updown`). */
const s = widgetStories({
  schema: { type: 'integer', title: '排序号', minimum: 1, maximum: 999 },
  ui: { 'ui:widget': 'updown', 'ui:placeholder': '请输入排序号' },
  value: 10,
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
export const ReadOnly: Story = s.ReadOnly;
