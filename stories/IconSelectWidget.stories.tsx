import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/IconSelect 图标选择',
  parameters: { descriptor: { widget: 'iconSelect' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const s = widgetStories({
  schema: { type: 'string', title: '图标' },
  ui: { 'ui:widget': 'iconSelect', 'ui:placeholder': '请选择图标' },
  value: 'SettingOutlined',
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
