import type { Meta, StoryObj } from '@storybook/react';
import { Input } from 'antd';
import { LightItem } from '../widgets/form/LightItem';
import { useLightField } from '../widgets/form/LightField';
import lightItem from './LightItem.stories';

/**
 * The input status of a light form's item (`widgets/form/LightField.tsx`): an antd input inside
 * `LightItem` takes the error status and the feedback icon through its public props, as inside antd's
 * Form.Item. The text input is LightItem's own story input; a password shows its eye before the ✕.
 */
function PasswordInput() {
  return <Input.Password id="root_password" placeholder="请输入密码" {...useLightField()} />;
}

const meta = {
  ...lightItem,
  title: 'Widgets/LightField 轻量表单项的输入状态',
} satisfies Meta<typeof LightItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithError: Story = { name: '校验失败：红框与图标', args: { errors: ['请输入用户名'] } };
export const PasswordWithError: Story = {
  name: '密码校验失败：眼睛在图标前',
  args: { id: 'root_password', label: '密码', errors: ['请输入密码'], children: <PasswordInput /> },
};
