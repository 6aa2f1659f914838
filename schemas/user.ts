/** User management: the user row, a new user, adding, deleting and disabling users, the user list. */
import { ENCRYPTED_COMMENT, encryptedText, VERSION_REQUIRED, versionAnswer, versionProperty } from './common';
import { ref } from './ref';
import { MOBILE_MESSAGE, MOBILE_PATTERN, SMS_CODE_PATTERN } from './patterns';

export const UserRow = {
  $id: 'UserRow',
  type: 'object',
  title: '用户',
  properties: {
    userId: { type: 'integer', title: '用户编号' },
    username: { type: 'string', title: '用户名' },
    orgCode: { type: 'string', title: '机构编码' },
    orgName: { type: 'string', title: '机构名称' },
    contact: { type: 'string', title: '联系人' },
    mobile: { type: 'string', title: '手机号' },
    ifValid: { type: 'string', title: '是否有效', enum: ['1', '0'] },
    version: { ...versionAnswer, description: '用户及其角色的版本号：启用、禁用和角色维护时原样带回' },
  },
  required: ['userId', 'username', 'orgCode', 'orgName', 'contact', 'mobile', 'ifValid', 'version'],
} as const;

const userId = { type: 'integer', title: '用户编号', minimum: 1, errorMessage: '用户编号不正确' } as const;
const orgCode = { type: 'string', title: '机构编码', maxLength: 30 } as const;

export const UserQuery = {
  $id: 'UserQuery',
  type: 'object',
  title: '用户列表查询',
  properties: {
    page: {
      type: 'object',
      title: '分页',
      properties: {
        size: { type: 'integer', title: '每页条数', minimum: 1, maximum: 100, default: 10 },
        current: { type: 'integer', title: '当前页', minimum: 1, default: 1 },
      },
      default: {},
    },
    user: { type: 'string', title: '用户名', maxLength: 50 },
    orgCode,
  },
} as const;

export const UserPage = {
  $id: 'UserPage',
  type: 'object',
  title: '用户分页',
  properties: {
    records: { type: 'array', items: ref(UserRow) },
    total: { type: 'integer', title: '总条数' },
  },
  required: ['records', 'total'],
} as const;

export const UserIdQuery = {
  $id: 'UserIdQuery',
  type: 'object',
  properties: { userId },
  required: ['userId'],
  errorMessage: { required: { userId: '请选择用户' } },
} as const;

export const UserRoleBody = {
  $id: 'UserRoleBody',
  type: 'object',
  title: '保存用户角色',
  properties: {
    userId,
    roleIds: {
      type: 'array',
      title: '角色',
      items: { type: 'integer', minimum: 1 },
      maxItems: 100,
      uniqueItems: true,
    },
    version: { ...versionProperty, description: '读取角色时用户的版本号：其间已被他人修改时拒绝（409）' },
  },
  required: ['userId', 'roleIds', 'version'],
  errorMessage: { required: { userId: '请选择用户', roleIds: '请选择角色', version: VERSION_REQUIRED } },
} as const;

export const UserRoleChecked = {
  $id: 'UserRoleChecked',
  type: 'object',
  title: '用户角色',
  properties: {
    roleChecked: { type: 'array', items: { type: 'integer' } },
    version: { ...versionAnswer, description: '用户及其角色的版本号：保存角色时原样带回' },
  },
  required: ['roleChecked', 'version'],
} as const;

export const UserValidBody = {
  $id: 'UserValidBody',
  type: 'object',
  title: '启用或禁用用户',
  properties: {
    userId,
    username: { type: 'string', title: '用户名' },
    orgCode,
    ifValid: { type: 'string', title: '是否有效', enum: ['1', '0'], errorMessage: '是否有效须为 1 或 0' },
    version: versionProperty,
  },
  required: ['userId', 'ifValid', 'version'],
  errorMessage: {
    required: { userId: '请选择用户', ifValid: '是否有效须为 1 或 0', version: VERSION_REQUIRED },
  },
} as const;

export const UserDeleteBody = {
  $id: 'UserDeleteBody',
  type: 'object',
  title: '删除用户',
  properties: { userId, orgCode, user: { type: 'string', title: '用户名', maxLength: 50 } },
  required: ['userId'],
  errorMessage: { required: { userId: '请选择用户' } },
} as const;

export const ResetPassBody = {
  $id: 'ResetPassBody',
  type: 'object',
  title: '重置用户密码',
  properties: {
    user: encryptedText('账号'),
    newPassword: encryptedText('新密码'),
    orgCode,
  },
  required: ['user', 'newPassword'],
  errorMessage: { required: { user: '请输入账号', newPassword: '请输入新密码' } },
} as const;

export const UserAddBody = {
  $id: 'UserAddBody',
  type: 'object',
  title: '新增用户',
  properties: {
    userName: { type: 'string', title: '账号', pattern: MOBILE_PATTERN, errorMessage: MOBILE_MESSAGE },
    orgCode: { type: 'string', title: '机构编码', minLength: 1, maxLength: 30, pattern: '\\S' },
    orgName: { type: 'string', title: '机构名称', minLength: 1, maxLength: 200, pattern: '\\S' },
    passWord: encryptedText('密码'),
    confirmPassword: {
      type: 'string',
      title: '确认密码',
      maxLength: 1024,
      contentEncoding: 'base64',
      $comment: ENCRYPTED_COMMENT,
    },
  },
  required: ['userName', 'orgCode', 'orgName', 'passWord'],
  errorMessage: {
    required: {
      userName: '请输入账号',
      orgCode: '请输入机构编码',
      orgName: '请输入机构名称',
      passWord: '请输入密码',
    },
  },
} as const;

export const MobileQuery = {
  $id: 'MobileQuery',
  type: 'object',
  properties: {
    mobile: { type: 'string', title: '手机号', pattern: MOBILE_PATTERN, errorMessage: MOBILE_MESSAGE },
  },
  required: ['mobile'],
  errorMessage: { required: { mobile: '请输入账号' } },
} as const;

export const ForgetBody = {
  $id: 'ForgetBody',
  type: 'object',
  title: '忘记密码',
  properties: {
    mobile: { type: 'string', title: '手机号', pattern: MOBILE_PATTERN, errorMessage: '请正确填写手机号' },
    smsCode: {
      type: 'string',
      title: '短信验证码',
      pattern: SMS_CODE_PATTERN,
      errorMessage: '验证码不正确或已过期',
    },
    newPassword: encryptedText('新密码'),
  },
  required: ['mobile', 'smsCode', 'newPassword'],
  errorMessage: {
    required: { mobile: '手机号不能为空', smsCode: '验证码不正确或已过期', newPassword: '请输入新密码' },
  },
} as const;
