/**
 * The console's forms of user management (add user, the user list's password dialog, the role dialog): the
 * plain-text fields a person types, checked with the product's shared rules before the passwords are
 * encrypted into the request bodies of schemas/user.ts.
 */
import { VERSION_REQUIRED, versionProperty } from './common';
import { PASSWORD_MESSAGE, PASSWORD_PATTERN } from './patterns';
import { UserAddBody } from './user';

const password = (title: string, missing: string) =>
  ({
    type: 'string',
    title,
    pattern: PASSWORD_PATTERN,
    errorMessage: { pattern: PASSWORD_MESSAGE, type: missing },
  }) as const;

/**
 * Typed in plain text, so it is bounded like the password it repeats (PASSWORD_PATTERN allows 64 characters);
 * the 1024 of schemas/user.ts bounds the encrypted text the request body carries.
 */
const confirmPassword = { type: 'string', title: '确认密码', maxLength: 64 } as const;

export const AddUserForm = {
  $id: 'AddUserForm',
  type: 'object',
  title: '新增用户',
  properties: {
    userName: UserAddBody.properties.userName,
    orgCode: { ...UserAddBody.properties.orgCode, errorMessage: '请输入机构编码' },
    orgName: { ...UserAddBody.properties.orgName, errorMessage: '请输入机构名称' },
    passWord: password('密码', '请输入密码'),
    confirmPassword,
  },
  required: ['userName', 'orgCode', 'orgName', 'passWord', 'confirmPassword'],
  errorMessage: { required: { ...UserAddBody.errorMessage.required, confirmPassword: '请输入确认密码' } },
} as const;

export const ResetPassForm = {
  $id: 'ResetPassForm',
  type: 'object',
  title: '修改密码',
  properties: {
    user: { type: 'string', title: '账号', readOnly: true },
    newPassword: password('新密码', '请输入新密码'),
    confirmPassword,
  },
  required: ['user', 'newPassword', 'confirmPassword'],
  errorMessage: { required: { newPassword: '请输入新密码', confirmPassword: '请输入确认密码' } },
} as const;

export const UserRoleForm = {
  $id: 'UserRoleForm',
  type: 'object',
  title: '角色维护',
  properties: {
    userId: { type: 'integer', title: '用户编号' },
    roleIds: { type: 'array', title: '角色', items: { type: 'integer' }, uniqueItems: true },
    version: versionProperty,
  },
  required: ['userId', 'version'],
  errorMessage: { required: { version: VERSION_REQUIRED } },
} as const;

export const RoleAuthForm = {
  $id: 'RoleAuthForm',
  type: 'object',
  title: '角色权限',
  properties: {
    roleName: { type: 'string', title: '角色名称', readOnly: true },
    menuId: {
      type: 'array',
      title: '菜单权限',
      items: { type: 'integer' },
      minItems: 1,
      errorMessage: { minItems: '请选择角色的菜单权限' },
    },
    version: versionProperty,
  },
  required: ['menuId', 'version'],
  errorMessage: { required: { menuId: '请选择角色的菜单权限', version: VERSION_REQUIRED } },
} as const;
