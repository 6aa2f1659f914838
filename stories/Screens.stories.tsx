import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { ScreenDescriptor } from '../engine/descriptor';
import login from '../screens/login.screen.json';
import menuIndex from '../screens/menuIndex.screen.json';
import { withFakeApp } from '../fixtures/decorator';
import { adminUser, captchaImage, menuRows, menuTree } from '../fixtures/fixtures';

const meta = {
  title: 'Screens/界面',
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  name: '登录 /login',
  args: { descriptor: login as unknown as ScreenDescriptor },
  parameters: {
    fakeApp: {
      route: '/login',
      answers: {
        'GET /commondeal/api/auth/captcha': { key: 'demo', image: captchaImage('3846') },
        'GET /commondeal/api/auth/smsCode': null,
        'POST /commondeal/api/auth/login': new Error('校验码不正确'),
      },
    },
  },
};

export const MenuManagement: Story = {
  name: '菜单管理',
  args: { descriptor: menuIndex as unknown as ScreenDescriptor },
  parameters: {
    fakeApp: {
      user: adminUser,
      menus: menuTree,
      route: '/home/menuIndex',
      answers: {
        'POST /commondeal/platformmenu/menus': { records: menuRows, total: menuRows.length },
        'POST /commondeal/platformmenu/insert': null,
        'POST /commondeal/platformmenu/update': null,
        'DELETE /commondeal/platformmenu/delete/1': null,
      },
    },
  },
};
