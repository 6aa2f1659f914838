/** Who may manage which account (spec 001 §5 Add user, user deletion and disabling). */
import { OPERATOR_ORG_CODE } from '../../../schemas';
import type { SessionUser } from '../../services/sessions';

/** The user id the console never toggles (spec 001 §4 User list, §9). */
export const IGNORED_USER_ID = 9999;

export const ADMIN_NO_DISABLE = '当前登录为机构管理员用户，不能禁用！';
export const ADMIN_NO_DELETE = '当前机构管理员，不能删除自己！';
export const USE_CPASS = '请在修改密码页面修改本人密码';
export const MOBILE_TAKEN = '手机号已存在！换一个试试';
export const NO_USER = '用户不存在';

/** The institution admin's own account is named after its institution code; the operator's is admin. */
export const isInstitutionAdmin = (u: { username: string; orgCode: string }) =>
  u.username === u.orgCode || (u.orgCode === OPERATOR_ORG_CODE && u.username === 'admin');

/** The caller may add users to any organisation: admin, or a name with M after the first character. */
export const mayPickOrg = (caller: Pick<SessionUser, 'username'>) =>
  caller.username === 'admin' || caller.username.slice(1).includes('M');
