import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/Amount 金额',
  parameters: { descriptor: { widget: 'amount' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two decimals, never below the schema's minimum (0): typed 1234.5 shows 1234.50. */
const s = widgetStories({
  schema: { type: 'number', title: '医疗费总额（元）', minimum: 0 },
  ui: { 'ui:widget': 'amount', 'ui:placeholder': '请输入医疗费总额' },
  value: 1234.5,
});

/** `ui:options.decimals`: a rate kept with four decimals. */
const rate = widgetStories({
  schema: { type: 'number', title: '自付比例', minimum: 0, maximum: 1 },
  ui: { 'ui:widget': 'amount', 'ui:options': { decimals: 4 }, 'ui:placeholder': '请输入自付比例' },
  value: 0.125,
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
export const ReadOnly: Story = s.ReadOnly;
export const FourDecimals: Story = { ...rate.Filled, name: '四位小数' };
