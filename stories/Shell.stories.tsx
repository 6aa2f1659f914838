import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { ShellDescriptor } from '../engine/descriptor';
import { Shell } from '../widgets/blocks/Shell';
import shellJson from '../screens/shell.json';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';
import { adminUser, hospitalUser, menuTree } from '../fixtures/fixtures';

const meta = {
  title: 'Blocks/Shell 主框架',
  component: Shell,
  decorators: [withFakeApp],
  parameters: { layout: 'fullscreen', descriptor: { definition: 'ShellDescriptor' } },
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

const shell = shellJson as unknown as ShellDescriptor;
const page = (
  <ScreenRenderer
    descriptor={screenOf(
      [
        { type: 'text', text: '欢迎使用医保结算平台', level: 'title' },
        { type: 'alert', level: 'info', message: '请从左侧菜单进入各项业务。' },
      ],
      { route: '/home/dashboard', breadcrumb: ['首页'] },
    )}
  />
);

export const Hospital: Story = {
  name: '医院用户（咨询二维码）',
  args: { shell, children: page },
  parameters: { fakeApp: { user: hospitalUser, menus: menuTree, route: '/home/dashboard' } },
};
export const Operator: Story = {
  name: '运营管理员',
  args: { shell, children: page },
  parameters: { fakeApp: { user: adminUser, menus: menuTree, route: '/home/menuIndex' } },
};
export const CustomerType8: Story = {
  name: '用户类型 8（生成我的客户）',
  args: { shell, children: page },
  parameters: {
    fakeApp: { user: { ...hospitalUser, userTypeId: 8 }, menus: menuTree, route: '/home/dashboard' },
  },
};
export const DesktopClient: Story = {
  name: '已安装桌面客户端（硬件按钮）',
  args: { shell, children: page },
  parameters: {
    fakeApp: { user: hospitalUser, menus: menuTree, route: '/home/dashboard', desktop: async () => '已读取' },
  },
};
export const NoMenus: Story = {
  name: '无菜单权限',
  args: { shell, children: page },
  parameters: { fakeApp: { user: hospitalUser, menus: [], route: '/home/dashboard' } },
};
