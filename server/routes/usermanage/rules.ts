/** Who may add, delete and disable which account, and its messages. */
import type { Db } from '../../db';
import { fail, forbidden } from '../../errors';
import { assertOrgAccess, isInstitutionAdmin, isOperator, refused, rolesBeyond } from '../../policy';
import { getUserRow } from '../../repositories/userManage';
import type { SessionUser } from '../../services/sessions';

/** The user id the console never toggles. */
export const IGNORED_USER_ID = 9999;

export const ADMIN_NO_DISABLE = '当前登录为机构管理员用户，不能禁用！';
export const ADMIN_NO_DELETE = '当前机构管理员，不能删除自己！';
export const USE_CPASS = '请在修改密码页面修改本人密码';
export { MOBILE_TAKEN } from '../../errors';
export const NO_USER = '用户不存在';
export const IGNORED_USER = `用户 ${IGNORED_USER_ID} 不能启用或禁用`;
export const ROLE_BEYOND = '该用户拥有您未拥有的角色，无权操作';
export const ADMIN_ROLES_BY_OPERATOR = '机构管理员账号的角色只能由平台运营机构维护';
export const notGrantable = (names: string[]) => `无权授予或取消角色：${names.join('、')}`;

/** The caller may add users to any organisation: admin, or a name with M after the first character. */
export const mayPickOrg = (caller: Pick<SessionUser, 'username'>) =>
  caller.username === 'admin' || caller.username.slice(1).includes('M');

/**
 * Refuses (403) to act on an account holding a role the caller does not hold (the operator's ROLE_ADMIN
 * holds every role): resetting, disabling, deleting or re-roling it would hand over that role.
 */
export function assertOutranks(caller: SessionUser, targetRoles: readonly string[]): void {
  if (rolesBeyond(caller, targetRoles).length) throw refused(ROLE_BEYOND);
}

/** Only the operator resets the password of, or re-roles, an institution admin's account. */
export function assertNotInstitutionAdmin(
  caller: SessionUser,
  target: { username: string; orgCode: string },
  message?: string,
): void {
  if (isInstitutionAdmin(target) && !isOperator(caller)) throw message ? refused(message) : forbidden();
}

/** The target account, refused (403) when it belongs to another institution. */
export async function targetAccount(db: Db, caller: SessionUser, userId: number) {
  const user = await getUserRow(db, userId);
  if (!user) throw fail(NO_USER);
  assertOrgAccess(caller, user.orgCode);
  return user;
}
