import type { Meta, StoryObj } from '@storybook/react';
import { Input } from 'antd';
import { LightItem } from '../widgets/form/LightItem';
import { useLightField } from '../widgets/form/LightField';
import { withFakeApp } from '../fixtures/decorator';

/**
 * One field of the light form (`widgets/form/LightItem.tsx`): drawn like antd's Form.Item, without
 * rc-form. Compare with the RJSF form stories: label, required mark, red border and message.
 */
/** An input as the light form's widgets draw it: the item's error status and feedback icon (LightField). */
function FieldInput() {
  return <Input id="root_user" placeholder="请输入用户名" {...useLightField()} />;
}

const meta = {
  title: 'Widgets/LightItem 轻量表单项',
  component: LightItem,
  decorators: [withFakeApp],
  args: {
    id: 'root_user',
    label: '用户名',
    required: true,
    labelCol: { span: 24 },
    wrapperCol: { span: 24 },
    children: <FieldInput />,
  },
} satisfies Meta<typeof LightItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: '空' };
export const WithError: Story = { name: '校验失败', args: { errors: ['请输入用户名'] } };
export const Horizontal: Story = {
  name: '标签在左',
  args: { labelCol: { span: 6 }, wrapperCol: { span: 18 }, errors: ['用户名格式不正确'] },
};
