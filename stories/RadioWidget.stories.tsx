import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/Radio 单选',
  parameters: { descriptor: { widget: 'radio' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A short choice shown whole (the work order's 是否VIP). */
const s = widgetStories({
  schema: {
    type: 'string',
    title: '是否VIP',
    oneOf: [
      { const: '1', title: '是' },
      { const: '0', title: '否' },
    ],
    errorMessage: '请选择是否VIP',
  },
  ui: { 'ui:widget': 'radio' },
  value: '1',
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
export const ReadOnly: Story = s.ReadOnly;
