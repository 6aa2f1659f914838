import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/CheckTree 菜单权限树',
  parameters: { descriptor: { widget: 'checkTree' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const QUERYALL = '/commondeal/api/platformrolemenu/queryall';
const menuTree = [
  {
    id: 1,
    parentId: null,
    label: '系统管理',
    children: [
      { id: 2, parentId: 1, label: '菜单管理' },
      { id: 3, parentId: 1, label: '角色管理' },
      { id: 4, parentId: 1, label: '用户管理' },
    ],
  },
  { id: 5, parentId: null, label: '交易办理', children: [{ id: 6, parentId: 5, label: '交易列表' }] },
];

const s = widgetStories(
  {
    schema: {
      type: 'array',
      title: '菜单权限',
      items: { type: 'integer' },
      minItems: 1,
      errorMessage: { minItems: '请选择角色的菜单权限' },
    },
    ui: { 'ui:widget': 'checkTree', 'ui:options': { path: QUERYALL } },
    value: [1, 2, 3, 5, 6],
  },
  { answers: { [`GET ${QUERYALL}`]: menuTree } },
);

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
