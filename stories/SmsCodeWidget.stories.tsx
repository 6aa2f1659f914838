import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/SmsCode 短信验证码',
  parameters: { descriptor: { widget: 'smsCode' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const s = widgetStories(
  {
    schema: {
      type: 'string',
      title: '手机验证码',
      pattern: '^\\d{4,6}$',
      errorMessage: '请输入正确的手机验证码',
    },
    ui: {
      'ui:widget': 'smsCode',
      'ui:placeholder': '请输入手机验证码',
      'ui:options': { mobileField: 'mobile' },
    },
    value: '520131',
    siblings: { mobile: { type: 'string', title: '手机号' } },
    siblingValues: { mobile: '13812345678' },
  },
  { answers: { 'GET /commondeal/api/auth/smsCode': null } },
);

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
