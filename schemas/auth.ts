/** Login, captcha, SMS code and password-change request bodies and answers. */
import { encryptedText } from './common';
import {
  ID_CARD_MESSAGE,
  ID_CARD_PATTERN,
  ID_CARD_USER_PATTERN,
  LOGIN_USER_MESSAGE,
  LOGIN_USER_PATTERN,
  MOBILE_PATTERN,
  SMS_CODE_MESSAGE,
  SMS_CODE_PATTERN,
} from './patterns';

export const LoginBody = {
  $id: 'LoginBody',
  type: 'object',
  title: '登录',
  properties: {
    user: {
      type: 'string',
      title: '用户名',
      pattern: LOGIN_USER_PATTERN,
      errorMessage: LOGIN_USER_MESSAGE,
    },
    idCard: { type: 'string', title: '身份证号码', pattern: ID_CARD_PATTERN, errorMessage: ID_CARD_MESSAGE },
    loginType: {
      type: 'string',
      title: '登录方式',
      enum: ['password', 'sms'],
      default: 'password',
      errorMessage: '登录方式须为 password 或 sms',
    },
    password: encryptedText('密码'),
    smsCode: {
      type: 'string',
      title: '短信验证码',
      pattern: SMS_CODE_PATTERN,
      errorMessage: SMS_CODE_MESSAGE,
    },
    checkCode: { type: 'string', title: '验证码', minLength: 1, maxLength: 8 },
    checkKey: { type: 'string', title: '验证码标识', minLength: 1, maxLength: 64 },
  },
  required: ['user', 'checkCode', 'checkKey'],
  allOf: [
    {
      if: { properties: { user: { type: 'string', pattern: ID_CARD_USER_PATTERN } }, required: ['user'] },
      then: { required: ['idCard'], errorMessage: { required: { idCard: ID_CARD_MESSAGE } } },
    },
    {
      if: { properties: { loginType: { type: 'string', const: 'sms' } }, required: ['loginType'] },
      then: { required: ['smsCode'], errorMessage: { required: { smsCode: '验证码未填写' } } },
      else: { required: ['password'], errorMessage: { required: { password: '请输入密码' } } },
    },
  ],
  errorMessage: {
    required: { user: '请输入用户名', checkCode: '请输入验证码', checkKey: '验证码已失效，请刷新验证码' },
  },
} as const;

export const LoginResult = {
  $id: 'LoginResult',
  type: 'object',
  title: '登录用户信息',
  properties: {
    token: { type: 'string', title: '令牌' },
    orgCode: { type: 'string', title: '机构编码' },
    orgName: { type: 'string', title: '机构名称' },
    roles: { type: 'array', title: '角色', items: { type: 'string' } },
    user: { type: 'string', title: '用户名' },
    mobile: { type: 'string', title: '手机号' },
    contact: { type: 'string', title: '联系人' },
    userTypeId: { type: 'integer', title: '用户类型' },
    ext: {
      type: 'object',
      title: '扩展信息',
      properties: {
        websocketUrl: { type: 'string', title: '消息推送地址' },
        orgCollected: { type: 'boolean', title: '机构信息已采集（未采集时只能进入机构信息采集）' },
      },
    },
  },
  required: ['token', 'orgCode', 'orgName', 'roles', 'user', 'mobile', 'contact', 'userTypeId', 'ext'],
} as const;

export const CaptchaResult = {
  $id: 'CaptchaResult',
  type: 'object',
  title: '图形验证码',
  properties: {
    key: { type: 'string', title: '验证码标识' },
    image: { type: 'string', title: '验证码图片', $comment: 'SVG 的 data URL' },
  },
  required: ['key', 'image'],
} as const;

export const SmsCodeQuery = {
  $id: 'SmsCodeQuery',
  type: 'object',
  title: '获取短信验证码',
  properties: {
    mobile: { type: 'string', title: '手机号', pattern: MOBILE_PATTERN, errorMessage: '请正确填写手机号' },
    purpose: {
      type: 'string',
      title: '用途',
      enum: ['login', 'info', 'forget'],
      default: 'login',
      errorMessage: '验证码用途须为 login、info 或 forget',
    },
  },
  required: ['mobile'],
  errorMessage: { required: { mobile: '手机号不能为空' } },
} as const;

export const CpassBody = {
  $id: 'CpassBody',
  type: 'object',
  title: '修改密码',
  properties: {
    user: encryptedText('账号'),
    password: encryptedText('原密码'),
    newPassword: encryptedText('新密码'),
  },
  required: ['user', 'password', 'newPassword'],
  errorMessage: { required: { user: '请输入账号', password: '请输入原密码', newPassword: '请输入新密码' } },
} as const;

export const OrgCodeParams = {
  $id: 'OrgCodeParams',
  type: 'object',
  properties: { orgCode: { type: 'string', title: '机构编码', minLength: 1, maxLength: 30 } },
  required: ['orgCode'],
} as const;
