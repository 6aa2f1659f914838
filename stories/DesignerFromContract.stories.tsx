import type { Meta, StoryObj } from '@storybook/react';
import type { OpenApiDoc } from '../engine/lint';
import openapiJson from '../openapi/commondeal.json';
import roleIndex from '../screens/roleIndex.screen.json';
import { FromContractDialog } from '../widgets/blocks/designer/FromContractDialog';
import { withFakeApp } from '../fixtures/decorator';

const openapi = openapiJson as unknown as OpenApiDoc;
/** A screen 新建列表界面 has just made: no block yet. */
const fresh = { id: 'roleList', route: '/home/roleList', title: '角色列表', layout: 'shell', blocks: [] };
const nothing = () => undefined;

/** 从接口添加 over the server's real contract (openapi/commondeal.json), as the designer opens it. */
const meta = {
  title: '设计器/从接口添加',
  component: FromContractDialog,
  decorators: [withFakeApp],
  args: { open: true, openapi, doc: fresh, selected: undefined, onApply: nothing, onClose: nothing },
} satisfies Meta<typeof FromContractDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new screen, the role list route chosen: its row fields as columns and query fields, 每页条数 20. */
export const NewList: Story = {
  name: '新建列表 · 角色列表接口',
  args: { initialRoute: 'GET /commondeal/api/platformrole/list' },
};

/** 角色管理's list selected: the dialog opens on its route, the columns it shows fixed as 已添加. */
export const SelectedList: Story = {
  name: '选中的列表 · 已添加的列',
  args: { doc: roleIndex, selected: '/blocks/0' },
};

/** A write route with the list selected: its body fields for a 新增 dialog, the required ones fixed. */
export const WriteDialog: Story = {
  name: '写接口 · 新增对话框',
  args: { doc: roleIndex, selected: '/blocks/0', initialRoute: 'POST /commondeal/api/platformrole/insert' },
};

/** No route chosen yet: 确定 is disabled. */
export const Empty: Story = { name: '未选接口' };
