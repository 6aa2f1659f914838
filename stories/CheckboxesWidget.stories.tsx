import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/Checkboxes 多选',
  parameters: { descriptor: { widget: 'checkboxes' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Several choices ticked (the user's 角色), at least one. */
const s = widgetStories({
  schema: {
    type: 'array',
    title: '角色',
    uniqueItems: true,
    minItems: 1,
    items: {
      type: 'string',
      oneOf: [
        { const: '1', title: '系统管理员' },
        { const: '2', title: '医保结算员' },
        { const: '3', title: '对账审核员' },
      ],
    },
    errorMessage: { minItems: '请选择用户的角色' },
  },
  ui: { 'ui:widget': 'checkboxes' },
  value: ['2', '3'],
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
export const ReadOnly: Story = s.ReadOnly;
