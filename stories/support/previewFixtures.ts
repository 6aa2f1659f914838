import type { DescriptorEditorBlock, ScreenDescriptor, ShellDescriptor } from '../../engine/descriptor';
import openapi from '../../openapi/commondeal.json';
import shellJson from '../../screens/shell.json';
import preview from '../../screens/screenPreview.screen.json';

/** The 界面预览 screen as served (its editor starts from a small role crud). */
export const previewScreen = preview as unknown as ScreenDescriptor;
/** Its editor block. */
export const editorBlock = previewScreen.blocks.find(
  (b): b is DescriptorEditorBlock => b.type === 'descriptorEditor',
)!;

const roles = [
  { roleId: 1, roleName: 'ROLE_ADMIN', roleCnname: '管理员' },
  { roleId: 2, roleName: 'ROLE_ORG', roleCnname: '机构用户' },
  { roleId: 3, roleName: 'ROLE_RUSHFREE', roleCnname: '免支付冲正' },
];

/** What the editor reads (the OpenAPI document, the screen index) and what the template's crud lists. */
export const previewAnswers = {
  'GET /commondeal/openapi.json': openapi,
  'GET /commondeal/screens': {
    shell: shellJson as unknown as ShellDescriptor,
    screens: [
      { id: 'roleAuth', route: '/home/roleAuth', title: '角色权限', layout: 'shell' },
      { id: 'roleIndex', route: '/home/roleIndex', title: '角色管理', layout: 'shell' },
    ],
  },
  'GET /commondeal/api/platformrole/list': { records: roles, total: roles.length },
  // 预览身份: the roles and organisations the preview may render as.
  'POST /commondeal/screens/studio/identities': {
    roles: roles.map(({ roleName, roleCnname }) => ({ roleName, roleCnname })),
    orgs: [
      { orgCode: '9999', orgName: '医保结算平台', orgType: 0 },
      { orgCode: 'H21010200001', orgName: '沈阳市第一人民医院', orgType: 1 },
      { orgCode: 'P21010200002', orgName: '沈阳市示范大药房', orgType: 2 },
    ],
  },
};

/** The editor block starting from another template. */
export const editorWith = (template: Record<string, unknown>): DescriptorEditorBlock => ({
  ...editorBlock,
  template,
});

/** 界面工作台's editor: the studio's screen `forbidden`, published as version 2, with the menu's choices. */
export const studioScreen: DescriptorEditorBlock = { ...editorBlock, studio: { screen: 'roleList' } };

const studioText = `${JSON.stringify(editorBlock.template, null, 2)}\n`;
/** What GET /screens/studio/roleList answers: the published version 2, no draft, in 系统管理 for 管理员. */
export const studioAnswers = {
  ...previewAnswers,
  'GET /commondeal/screens/studio/roleList': {
    screenId: 'roleList',
    version: 2,
    archived: false,
    mayPublish: true,
    published: studioText,
    file: null,
    draft: null,
    menu: { parentId: 9, name: '角色列表', order: 3, icon: 'TeamOutlined', roleIds: [1] },
    menuGroups: [
      { menuId: 1, menuname: '交易办理' },
      { menuId: 9, menuname: '系统管理' },
    ],
    roles,
  },
  'GET /commondeal/screens/studio/roleList/versions': [
    { version: 2, comment: '列宽调整', author: 'admin', createdAt: '2026-11-27 10:02:11' },
    { version: 1, comment: '首次发布', author: 'admin', createdAt: '2026-11-26 16:40:05' },
  ],
};

/** A configurator's submission waiting for review (two-person publishing). */
export const submission = {
  body: '{\n  "id": "roleList",\n  "title": "全部角色"\n}\n',
  baseVersion: 2,
  comment: '标题改为全部角色',
  menu: null,
  submittedBy: 'config1',
  submittedAt: '2026-11-27 11:40:02',
  mine: false,
};
