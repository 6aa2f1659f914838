import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { PASSWORD_MESSAGE, PASSWORD_PATTERN } from '../schemas/patterns';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/Password 密码',
  parameters: { descriptor: { widget: 'password' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const s = widgetStories({
  schema: { type: 'string', title: '新密码', pattern: PASSWORD_PATTERN, errorMessage: PASSWORD_MESSAGE },
  ui: { 'ui:widget': 'password', 'ui:placeholder': '请输入新密码' },
  value: 'Yb@2024settle',
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
