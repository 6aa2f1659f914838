import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import type {
  MenuPlacement,
  StudioController,
} from '../engine/blocks/controllers/studio/useStudioController';
import { MenuFields } from '../widgets/blocks/descriptorEditor/MenuFields';
import { withFakeApp } from '../fixtures/decorator';

/** What the publish dialog offers: the menu's groups and the roles (the rest of the controller is not read). */
const studio = {
  menuChoices: {
    groups: [
      { menuId: 1, menuname: '交易办理' },
      { menuId: 9, menuname: '系统管理' },
    ],
    roles: [
      { roleId: 1, roleName: 'ROLE_ADMIN', roleCnname: '管理员' },
      { roleId: 2, roleName: 'ROLE_ORG', roleCnname: '机构用户' },
    ],
  },
} as unknown as StudioController;

/** The publish dialog's 放入菜单 fields, holding their value as the dialog does. */
function Fields({ initial, choices = true }: { initial: Partial<MenuPlacement>; choices?: boolean }) {
  const [value, setValue] = useState(initial);
  const shown = choices
    ? studio
    : ({ menuChoices: { groups: [], roles: [] } } as unknown as StudioController);
  return <MenuFields studio={shown} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Widgets/MenuFields 放入菜单',
  component: Fields,
  decorators: [withFakeApp],
} satisfies Meta<typeof Fields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A screen already in 系统管理 for 管理员. */
export const Placed: Story = {
  name: '已在菜单中',
  args: { initial: { parentId: 9, name: '角色列表', order: 3, icon: 'TeamOutlined', roleIds: [1] } },
};
/** A new screen before its first draft: no choices yet. */
export const NewScreen: Story = { name: '新界面（先保存草稿）', args: { initial: {}, choices: false } };
