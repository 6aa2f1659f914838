import { validationMessages } from '../../engine/form';

/** The zh-CN texts of the form widgets and the fallback validation messages (`schemas/messages.ts`). */
export const formMessages = {
  ...validationMessages,
  captchaAlt: '验证码',
  captchaRefresh: '看不清？点击刷新',
  smsGet: '获取验证码',
  smsCountdown: (n: number) => `${n}秒后重新获取`,
  mobileEmpty: '手机号不能为空',
  mobileInvalid: '请正确填写手机号',
  lastWeek: '最近一周',
  lastMonth: '最近一个月',
} as const;
