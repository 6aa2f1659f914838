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
};

/** The editor block starting from another template. */
export const editorWith = (template: Record<string, unknown>): DescriptorEditorBlock => ({
  ...editorBlock,
  template,
});
