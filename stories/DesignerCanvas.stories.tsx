import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { ScreenDescriptor } from '../engine/descriptor';
import userIndex from '../screens/userIndex.screen.json';
import { withFakeApp } from '../fixtures/decorator';
import { adminUser, menuTree } from '../fixtures/fixtures';
import { CanvasOverlay } from '../widgets/blocks/designer/CanvasOverlay';

const users = [
  {
    userId: 1,
    username: 'H21010200001',
    orgCode: 'H21010200001',
    orgName: '沈阳市第一人民医院',
    contact: '王敏',
    mobile: '13812345678',
    ifValid: '1',
  },
  {
    userId: 2,
    username: 'H21010200002',
    orgCode: 'H21010200002',
    orgName: '沈阳市妇婴医院',
    contact: '李强',
    mobile: '13987654321',
    ifValid: '0',
  },
  {
    userId: 3,
    username: 'P21010300001',
    orgCode: 'P21010300001',
    orgName: '国大药房沈阳中街店',
    contact: '赵磊',
    mobile: '13700001111',
    ifValid: '1',
  },
];

/** The shipped 用户管理 screen inside the designer's canvas. */
function Canvas(props: Omit<Parameters<typeof CanvasOverlay>[0], 'children'>) {
  return (
    <div className="yb-screen-preview">
      <CanvasOverlay {...props}>
        <ScreenRenderer descriptor={userIndex as unknown as ScreenDescriptor} />
      </CanvasOverlay>
    </div>
  );
}

const meta = {
  title: '设计器/画布',
  component: Canvas,
  decorators: [withFakeApp],
  args: { onSelect: () => undefined, onHover: () => undefined, onMove: () => undefined },
  parameters: {
    fakeApp: {
      user: adminUser,
      menus: menuTree,
      route: '/home/userIndex',
      answers: { 'POST /commondeal/api/user-manage': { records: users, total: users.length } },
    },
  },
} satisfies Meta<typeof Canvas>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A column selected (状态) and a column the lint faults (手机号). */
export const ColumnSelected: Story = {
  name: '选中一列，标出一处问题',
  args: {
    selected: '/blocks/0/columns/5',
    problems: [{ path: '/blocks/0/columns/4', message: '列「手机号」绑定的字段不在列表接口的返回中' }],
  },
};

/** Nothing selected, no problem: the screen as the configurator first sees it in 设计. */
export const Plain: Story = {
  name: '未选中',
  args: {},
};
