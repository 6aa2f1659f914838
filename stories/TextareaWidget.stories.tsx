import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/Textarea 多行文本',
  parameters: { descriptor: { widget: 'textarea' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const s = widgetStories({
  schema: { type: 'string', title: '查询SQL', maxLength: 2000 },
  ui: { 'ui:widget': 'textarea', 'ui:placeholder': '请输入查询SQL', 'ui:options': { rows: 5 } },
  value: 'select setl_id, mdtrt_id, psn_no from setl_d where fixmedins_code = #{fixmedins_code}',
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
