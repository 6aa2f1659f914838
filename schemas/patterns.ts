/**
 * Shared patterns and their Chinese messages. The console's forms and the server's request
 * validation both read them from here, so a rule is written once.
 */

/** The top-level operator's organisation code. */
export const OPERATOR_ORG_CODE = '9999';

/** Mainland mobile number: 1, then 3-9, then 9 digits. */
const MOBILE = '1[3-9]\\d{9}';
/** An institution's code: an upper-case letter, then 5 to 29 digits or upper-case letters. */
const INSTITUTION_CODE = '[A-Z][0-9A-Z]{5,29}';

export const MOBILE_PATTERN = `^${MOBILE}$` as const;
export const MOBILE_MESSAGE = '请输入正确的手机号';

/**
 * A phone (SMS) code: 6 digits, for login, 忘记密码 and info maintenance alike. The image captcha is a different
 * thing (4 digits).
 */
export const SMS_CODE_PATTERN = '^\\d{6}$';
export const SMS_CODE_MESSAGE = '请输入正确的手机验证码';

/**
 * The product's password rule: more than 8 characters combining letters, digits and special symbols (no
 * spaces), at most 64.
 */
export const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*\\d)(?=.*[^A-Za-z0-9\\s])\\S{9,64}$';
export const PASSWORD_MESSAGE = '密码为大于8位的字母、数字、特殊符号的组合';

/** 18-digit Chinese resident ID card: area, birth date, sequence, check digit (checksum verified separately). */
export const ID_CARD_PATTERN =
  '^[1-9]\\d{5}(18|19|20)\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])\\d{3}[\\dXx]$';
export const ID_CARD_MESSAGE = '请输入正确的身份证号码';

export const INSTITUTION_CODE_PATTERN = `^${INSTITUTION_CODE}$` as const;

/** National organisation code (H… hospital, P… pharmacy, …) or the 9999 top-level operator. */
export const ORG_CODE_PATTERN = `^(${INSTITUTION_CODE}|${OPERATOR_ORG_CODE})$` as const;
export const ORG_CODE_MESSAGE = '请输入正确的国家机构编码';

/** A login name: a mobile number, an organisation code, or admin. */
export const LOGIN_USER_PATTERN = `^(${MOBILE}|${INSTITUTION_CODE}|${OPERATOR_ORG_CODE}|admin)$` as const;
export const LOGIN_USER_MESSAGE = '请输入正确的手机号或者国家机构编码';

/** Usernames starting with T need an ID card to log in. */
export const ID_CARD_USER_PATTERN = '^T';

/** True when an 18-digit ID card number has a valid check digit (GB 11643). */
export function isValidIdCard(value: string): boolean {
  if (!new RegExp(ID_CARD_PATTERN).test(value)) return false;
  const [y, m, d] = [value.slice(6, 10), value.slice(10, 12), value.slice(12, 14)].map(Number);
  const birth = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
  if (birth.getUTCDate() !== d || birth.getUTCMonth() !== (m ?? 0) - 1) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * (weights[i] ?? 0);
  const check = '10X98765432'[sum % 11];
  return value[17]?.toUpperCase() === check;
}
