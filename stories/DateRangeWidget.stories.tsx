import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/DateRange 日期范围',
  parameters: { descriptor: { widget: 'dateRange' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const s = widgetStories({
  schema: { type: 'array', title: '服务日期', items: { type: 'string' }, minItems: 2, maxItems: 2 },
  ui: { 'ui:widget': 'dateRange' },
  value: ['2026-01-01', '2026-12-31'],
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const Disabled: Story = s.Disabled;
