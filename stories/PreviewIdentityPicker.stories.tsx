import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import type {
  PreviewIdentity,
  PreviewIdentityController,
} from '../engine/blocks/controllers/studio/usePreviewIdentity';
import { PreviewIdentityPicker } from '../widgets/blocks/descriptorEditor/PreviewIdentityPicker';
import { withFakeApp } from '../fixtures/decorator';

const roles = [
  { roleName: 'ROLE_ADMIN', roleCnname: '管理员' },
  { roleName: 'ROLE_ORG', roleCnname: '机构用户' },
];
const orgs = [
  { orgCode: '9999', orgName: '医保结算平台', orgType: 0 },
  { orgCode: 'H21010200001', orgName: '沈阳市第一人民医院', orgType: 1 },
  { orgCode: 'P21010200002', orgName: '沈阳市示范大药房', orgType: 2 },
];

/** The picker holding its identity as the live preview does (the rest of the controller is not read). */
function Picker({ initial, offered = true }: { initial?: PreviewIdentity; offered?: boolean }) {
  const [identity, setIdentity] = useState(initial);
  const picker = {
    roles: offered ? roles : [],
    orgs: offered ? orgs : [],
    identity,
    ownOrg: { orgCode: '9999', orgName: '医保结算平台' },
    setIdentity,
    searchOrgs: () => undefined,
  } as unknown as PreviewIdentityController;
  return <PreviewIdentityPicker picker={picker} />;
}

const meta = {
  title: 'Widgets/PreviewIdentityPicker 预览身份',
  component: Picker,
  decorators: [withFakeApp],
} satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in account itself: only the role choice shows. */
export const Own: Story = { name: '当前账号', args: {} };
/** As a hospital's user: the role and the institution. */
export const Hospital: Story = {
  name: '机构用户 · 医院',
  args: { initial: { role: roles[1]!, org: orgs[1]! } },
};
/** The caller may not ask for identities (界面预览 without the studio's rights): the choice is disabled. */
export const Unavailable: Story = { name: '不可选（无权限）', args: { offered: false } };
