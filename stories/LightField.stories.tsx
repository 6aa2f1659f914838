import type { Meta, StoryObj } from '@storybook/react';
import { Input } from 'antd';
import { LightItem } from '../widgets/form/LightItem';
import { useLightField } from '../widgets/form/LightField';
import { withFakeApp } from './support/decorator';

/**
 * The input status of a light form's item (`widgets/form/LightField.tsx`): an antd input inside
 * `LightItem` takes the error status and the feedback icon through its public props, as inside antd's
 * Form.Item. Compare with the RJSF form stories: red border, ✕ at the end, the eye of a password before it.
 */
function TextInput() {
  return <Input id="root_user" placeholder="请输入用户名" {...useLightField()} />;
}

function PasswordInput() {
  return <Input.Password id="root_password" placeholder="请输入密码" {...useLightField()} />;
}

const meta = {
  title: 'Widgets/LightField 轻量表单项的输入状态',
  component: LightItem,
  decorators: [withFakeApp],
  args: {
    id: 'root_user',
    label: '用户名',
    required: true,
    labelCol: { span: 24 },
    wrapperCol: { span: 24 },
    children: <TextInput />,
  },
} satisfies Meta<typeof LightItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { name: '未校验' };
export const WithError: Story = { name: '校验失败：红框与图标', args: { errors: ['请输入用户名'] } };
export const PasswordWithError: Story = {
  name: '密码校验失败：眼睛在图标前',
  args: { id: 'root_password', label: '密码', errors: ['请输入密码'], children: <PasswordInput /> },
};
