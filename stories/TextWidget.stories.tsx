import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/Text 文本',
  parameters: { descriptor: { widget: 'text' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default text input (RJSF's BaseInputTemplate): a pattern and a length give their messages. */
const s = widgetStories({
  schema: {
    type: 'string',
    title: '机构编码',
    pattern: '^[A-Z][0-9]{11}$',
    maxLength: 12,
  },
  ui: { 'ui:placeholder': '请输入机构编码', 'ui:help': '以字母开头，共 12 位' },
  value: 'H33010600123',
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
export const ReadOnly: Story = s.ReadOnly;
