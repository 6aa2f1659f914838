/**
 * Account screens' forms (change password, info maintenance, /forgetPass and /signup) and the public
 * security-code application body.
 */
import { versionProperty } from './common';
import { infoFields, infoRequiredMessages } from './info';
import {
  INSTITUTION_CODE_PATTERN,
  MOBILE_MESSAGE,
  MOBILE_PATTERN,
  ORG_CODE_MESSAGE,
  PASSWORD_MESSAGE,
  PASSWORD_PATTERN,
  SMS_CODE_PATTERN,
} from './patterns';
import { applicationFields, HIS_CODES, HIS_PRD, OLD_ORG_CODE_MESSAGE, PRODUCT_TYPES } from './secFields';

const newPassword = {
  type: 'string',
  title: '新密码',
  pattern: PASSWORD_PATTERN,
  errorMessage: PASSWORD_MESSAGE,
} as const;
const confirmPassword = { type: 'string', title: '确认新密码', maxLength: 64 } as const;

/** Change password (the confirmation is compared in the screen's onSubmit). */
export const ChangePassForm = {
  $id: 'ChangePassForm',
  type: 'object',
  title: '修改密码',
  properties: {
    user: { type: 'string', title: '账号', minLength: 1, maxLength: 50, errorMessage: '请输入账号' },
    password: { type: 'string', title: '原密码', minLength: 1, maxLength: 64, errorMessage: '请输入原密码' },
    newPassword,
    confirmPassword,
  },
  required: ['user', 'password', 'newPassword', 'confirmPassword'],
  additionalProperties: false,
  errorMessage: {
    required: {
      user: '请输入账号',
      password: '请输入原密码',
      newPassword: '请输入新密码',
      confirmPassword: '请再次输入新密码',
    },
  },
} as const;

/** Forgotten password: a phone code (purpose forget) and a new password with its confirmation. */
export const ForgetPassForm = {
  $id: 'ForgetPassForm',
  type: 'object',
  title: '忘记密码',
  properties: {
    mobile: { type: 'string', title: '手机号', pattern: MOBILE_PATTERN, errorMessage: MOBILE_MESSAGE },
    smsCode: {
      type: 'string',
      title: '短信验证码',
      pattern: SMS_CODE_PATTERN,
      errorMessage: '请输入正确的手机验证码',
    },
    newPassword,
    confirmPassword,
  },
  required: ['mobile', 'smsCode', 'newPassword', 'confirmPassword'],
  additionalProperties: false,
  errorMessage: {
    required: {
      mobile: '请输入手机号',
      smsCode: '请输入手机验证码',
      newPassword: '请输入新密码',
      confirmPassword: '请再次输入新密码',
    },
  },
} as const;

/**
 * User info maintenance. Closed, so data kept beside it (the loaded phone) is not sent; the code and
 * times are read-only.
 */
export const InfoForm = {
  $id: 'InfoForm',
  type: 'object',
  title: '用户信息',
  properties: {
    fixmedinsCode: { type: 'string', title: '机构编码', readOnly: true },
    ...infoFields,
    creatTime: { type: 'string', title: '创建时间', readOnly: true },
    updateTime: { type: 'string', title: '更新时间', readOnly: true },
    version: versionProperty,
  },
  required: ['fixmedinsName', 'fixmedinsType', 'conerName', 'conerTel', 'version'],
  additionalProperties: false,
  errorMessage: { required: { fixmedinsName: '请输入机构名称', ...infoRequiredMessages } },
} as const;

export { OLD_ORG_CODE_MESSAGE, OLD_ORG_CODE_PATTERN } from './secFields';

/** The public security-code application (/signup), also the body of POST /commondeal/sec/signup. */
export const SecSignupBody = {
  $id: 'SecSignupBody',
  type: 'object',
  title: '安全码申请',
  properties: {
    orgCode: {
      type: 'string',
      title: '机构编码',
      pattern: INSTITUTION_CODE_PATTERN,
      errorMessage: ORG_CODE_MESSAGE,
    },
    orgName: applicationFields.orgName,
    hisName: applicationFields.hisName,
    hisPrd: {
      type: 'string',
      title: HIS_PRD.title,
      oneOf: PRODUCT_TYPES,
      default: '00',
      errorMessage: HIS_PRD.errorMessage,
    },
    conerName: applicationFields.conerName,
    tel: applicationFields.tel,
    oldOrgCode: applicationFields.oldOrgCode,
  },
  required: ['orgCode', 'orgName', 'hisName', 'hisPrd', 'conerName', 'tel', 'oldOrgCode'],
  additionalProperties: false,
  errorMessage: {
    required: {
      orgCode: '请输入机构编码',
      orgName: '请输入机构名称',
      hisName: '请输入开发商名称',
      hisPrd: '请选择产品类型',
      conerName: '请输入联系人',
      tel: '请输入联系电话',
      oldOrgCode: OLD_ORG_CODE_MESSAGE,
    },
  },
} as const;

/** The answer of POST /commondeal/sec/signup: the new application. */
export const SecApplication = {
  $id: 'SecApplication',
  type: 'object',
  title: '安全码申请记录',
  properties: {
    id: { type: 'integer', title: '申请编号' },
    orgCode: { type: 'string', title: '机构编码' },
    orgName: { type: 'string', title: '机构名称' },
    hisName: { type: 'string', title: '开发商名称' },
    hisCode: { type: 'string', title: '开发商编码', enum: HIS_CODES },
    hisPrd: { type: 'string', title: '产品类型' },
    prodFlag: { type: 'string', title: '产品标志', description: '0 第三方，1 自有产品' },
    userNum: { type: 'integer', title: '用户数' },
    areaCode: { type: 'string', title: '区划' },
    oldOrgCode: { type: 'string', title: '原定点编号' },
    conerName: { type: 'string', title: '联系人' },
    tel: { type: 'string', title: '联系电话' },
    appyDate: { type: 'string', title: '申请时间', description: 'YYYY-MM-DD HH:mm:ss' },
    status: { type: 'string', title: '状态', description: '0 待审核，2 已审核待下发，1 已下发，4 批量审核' },
    ifValid: { type: 'string', title: '是否有效' },
    memo: { type: 'string', title: '备注' },
  },
  required: ['id', 'orgCode', 'orgName', 'status', 'ifValid', 'memo'],
} as const;
