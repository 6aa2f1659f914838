import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { FormBlock } from '../engine/descriptor';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';
import { hospitalUser } from '../fixtures/fixtures';

const meta = {
  title: 'Blocks/Form 表单',
  parameters: { descriptor: { block: 'form' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const menuForm: FormBlock = {
  type: 'form',
  id: 'menuForm',
  title: '菜单信息',
  schema: 'MenuInsert',
  labelSpan: 5,
  uiSchema: {
    'ui:order': ['menuname', 'menupath', 'parentId', 'icon', 'gradation', 'isValid'],
    icon: { 'ui:widget': 'iconSelect', 'ui:placeholder': '请选择图标' },
    isValid: { 'ui:widget': 'radio', 'ui:enumNames': ['有效', '无效'] },
  },
  buttons: [
    { label: '保存', kind: 'primary', loading: true, action: { type: 'submit', form: 'menuForm' } },
    { label: '重置', action: { type: 'toast', level: 'info', message: '已重置' } },
  ],
  onSubmit: { type: 'toast', level: 'success', message: '保存成功' },
};

const filled: FormBlock = {
  ...menuForm,
  defaults: {
    menuname: '结算明细对账',
    menupath: '/home/detailCheck',
    parentId: 2,
    gradation: 1,
    isValid: '1',
  },
};

const profile: FormBlock = {
  type: 'form',
  id: 'profile',
  title: '机构信息',
  mode: 'view',
  labelSpan: 5,
  schema: {
    type: 'object',
    properties: {
      orgCode: { type: 'string', title: '机构编码' },
      orgName: { type: 'string', title: '机构名称' },
      contact: { type: 'string', title: '联系人' },
      mobile: { type: 'string', title: '手机号' },
    },
  },
  defaults: {
    orgCode: { var: 'user.orgCode' },
    orgName: { var: 'user.orgName' },
    contact: { var: 'user.contact' },
    mobile: { var: 'user.mobile' },
  },
  buttons: [
    {
      label: '编辑',
      kind: 'primary',
      visible: { '!=': [{ var: 'state.profile.mode' }, 'edit'] },
      action: { type: 'setValue', target: 'state', path: 'profile.mode', value: 'edit' },
    },
  ],
};

export const Empty: Story = { name: '空', args: { descriptor: screenOf([menuForm]) } };
export const Filled: Story = { name: '已填写', args: { descriptor: screenOf([filled]) } };
export const WithError: Story = {
  name: '校验错误',
  args: { descriptor: screenOf([menuForm], { onLoad: { type: 'submit', form: 'menuForm' } }) },
};
export const ViewMode: Story = {
  name: '只读（查看模式）',
  args: { descriptor: screenOf([profile]) },
  parameters: { fakeApp: { user: hospitalUser } },
};

/**
 * A flat form of text fields takes the light path (`widgets/form/LightForm.tsx`): drawn with antd alone,
 * no RJSF, with the same items, ids and Chinese messages; its ajv validator loads after the first paint.
 */
const light: FormBlock = {
  type: 'form',
  id: 'light',
  title: '修改密码',
  labelSpan: 5,
  schema: {
    type: 'object',
    required: ['username', 'password', 'kind'],
    properties: {
      username: { type: 'string', title: '用户名', maxLength: 20 },
      password: { type: 'string', title: '新密码', minLength: 8 },
      kind: { type: 'string', title: '账号类型', enum: ['1', '2'], default: '1' },
      memo: { type: 'string', title: '备注', maxLength: 200 },
    },
    errorMessage: {
      required: { username: '请输入用户名', password: '请输入新密码' },
      properties: { password: '密码至少 8 位' },
    },
  },
  uiSchema: {
    password: { 'ui:widget': 'password', 'ui:placeholder': '请输入新密码' },
    kind: { 'ui:widget': 'segmented', 'ui:enumNames': ['机构用户', '个人用户'] },
    memo: { 'ui:widget': 'textarea' },
  },
  buttons: [{ label: '保存', kind: 'primary', action: { type: 'submit', form: 'light' } }],
  onSubmit: { type: 'toast', level: 'success', message: '保存成功' },
};

export const LightEmpty: Story = { name: '轻量表单（无 RJSF）：空', args: { descriptor: screenOf([light]) } };
export const LightFilled: Story = {
  name: '轻量表单（无 RJSF）：已填写',
  args: {
    descriptor: screenOf([
      {
        ...light,
        defaults: { username: 'H21010200001', password: 'Demo@2026', kind: '2', memo: '年度复核' },
      },
    ]),
  },
};
export const LightWithError: Story = {
  name: '轻量表单（无 RJSF）：校验错误',
  args: { descriptor: screenOf([light], { onLoad: { type: 'submit', form: 'light' } }) },
};
