import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { captchaImage } from '../fixtures/fixtures';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/Captcha 图形验证码',
  parameters: { descriptor: { widget: 'captcha' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const s = widgetStories(
  {
    schema: { type: 'string', title: '验证码', maxLength: 4 },
    ui: { 'ui:widget': 'captcha', 'ui:placeholder': '请输入验证码', 'ui:options': { keyField: 'checkKey' } },
    value: '3846',
    siblings: { checkKey: { type: 'string', title: '验证码标识' } },
    siblingUi: { checkKey: { 'ui:widget': 'hidden' } },
  },
  { answers: { 'GET /commondeal/api/auth/captcha': { key: 'demo-key', image: captchaImage('3846') } } },
);

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
