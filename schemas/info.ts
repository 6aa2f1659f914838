/** User info maintenance. */
import { VERSION_REQUIRED, versionAnswer, versionProperty } from './common';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from './patterns';
import { FIXMEDINS_TYPES } from './secFields';

export const UserInfo = {
  $id: 'UserInfo',
  type: 'object',
  title: '用户信息',
  properties: {
    fixmedinsCode: { type: 'string', title: '机构编码' },
    fixmedinsName: { type: 'string', title: '机构名称' },
    fixmedinsType: {
      type: 'string',
      title: '医疗服务机构类型',
      description: '1 定点医疗机构，2 定点零售药店',
    },
    conerName: { type: 'string', title: '联系人' },
    conerTel: { type: 'string', title: '联系电话' },
    creatTime: { type: 'string', title: '创建时间', description: 'YYYY-MM-DD HH:mm:ss' },
    updateTime: { type: 'string', title: '更新时间', description: 'YYYY-MM-DD HH:mm:ss' },
    version: { ...versionAnswer, description: '机构信息的版本号：更新时原样带回' },
  },
  required: [
    'fixmedinsCode',
    'fixmedinsName',
    'fixmedinsType',
    'conerName',
    'conerTel',
    'creatTime',
    'updateTime',
    'version',
  ],
} as const;

/** The fields a person edits in user info maintenance, shared by the update body and the console form. */
export const infoFields = {
  fixmedinsName: {
    type: 'string',
    title: '机构名称',
    minLength: 1,
    maxLength: 200,
    pattern: '\\S',
    errorMessage: '请输入机构名称',
  },
  fixmedinsType: {
    type: 'string',
    title: '医疗服务机构类型',
    oneOf: FIXMEDINS_TYPES,
    errorMessage: '请选择医疗服务机构类型',
  },
  conerName: {
    type: 'string',
    title: '联系人',
    minLength: 1,
    maxLength: 50,
    pattern: '\\S',
    errorMessage: '请输入联系人',
  },
  conerTel: {
    type: 'string',
    title: '联系电话',
    pattern: MOBILE_PATTERN,
    errorMessage: '请输入正确的手机号码',
  },
  captcha: {
    type: 'string',
    title: '短信验证码',
    pattern: SMS_CODE_PATTERN,
    errorMessage: '请输入正确的手机验证码',
  },
} as const;

export const infoRequiredMessages = {
  fixmedinsType: '请选择医疗服务机构类型',
  conerName: '请输入联系人',
  conerTel: '请输入正确的手机号码',
  version: VERSION_REQUIRED,
} as const;

export const UserInfoUpdate = {
  $id: 'UserInfoUpdate',
  type: 'object',
  title: '更新用户信息',
  properties: { ...infoFields, version: versionProperty },
  required: ['fixmedinsType', 'conerName', 'conerTel', 'version'],
  errorMessage: { required: infoRequiredMessages },
} as const;
