import type { FastifyRequest } from 'fastify';
import {
  apiResult,
  PASSWORD_MESSAGE,
  PASSWORD_PATTERN,
  idParams,
  MobileQuery,
  nullData,
  ORG_CODE_MESSAGE,
  ORG_CODE_PATTERN,
  ResetPassBody,
  UserAddBody,
  UserDeleteBody,
  UserQuery,
  UserValidBody,
  UserPage,
  UserRow,
  ref,
} from '../../../schemas';
import type { Db } from '../../db';
import { badRequest, fail, forbidden, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { assertOrgAccess, isInstitutionAdmin, scopeOrgCode, USER_MANAGER } from '../../policy';
import { setPasswordHash } from '../../repositories/users';
import {
  deleteUser,
  getUserRow,
  getUserRowByName,
  insertOrg,
  insertUser,
  listUsers,
  mobileTaken,
  orgNameOf,
  setUserValid,
  userRoleNames,
} from '../../repositories/userManage';
import { demoPasswordRefusal } from '../../production';
import { hashPassword } from '../../services/passwords';
import { isPlatformAdmin, keepingPlatformAdmin } from '../../services/platformAdmins';
import { staleRecord } from '../../recordVersions';
import { revokeUserSessions } from '../../services/sessions';
import roles from './roles';
import {
  ADMIN_NO_DELETE,
  ADMIN_NO_DISABLE,
  assertNotInstitutionAdmin,
  assertOutranks,
  IGNORED_USER,
  IGNORED_USER_ID,
  MOBILE_TAKEN,
  mayPickOrg,
  NO_USER,
  targetAccount,
  USE_CPASS,
} from './rules';
import type { App } from '../../schemaTypes';

const tags = ['user-manage'];
/** Every route here: ROLE_ADMIN or the institution admin (a plain institution user is refused). */
const manager = { auth: USER_MANAGER };
const DECRYPT_FAILED = '密码解密失败，请刷新页面后重试';

const userIdParams = idParams('id', '用户编号');

/**
 * /commondeal/api/user-manage: users of the caller's institution (the 9999 operator: every institution),
 * managed by ROLE_ADMIN and the institution admin only. Nobody resets, disables or deletes an account
 * holding a role they do not hold; the institution admin's own account cannot be disabled or deleted;
 * the last enabled ROLE_ADMIN account of 9999 is neither disabled nor deleted (`keepingPlatformAdmin`).
 */
export default async function usermanage(app: App): Promise<void> {
  const password = (cipher: string) => {
    const plain = app.rsa.decrypt(cipher);
    if (plain === null) throw badRequest(DECRYPT_FAILED);
    if (!new RegExp(PASSWORD_PATTERN).test(plain)) throw badRequest(PASSWORD_MESSAGE);
    const demo = demoPasswordRefusal(plain, app.config.production);
    if (demo) throw badRequest(demo);
    return plain;
  };
  const targetOf = (request: FastifyRequest, userId: number) =>
    targetAccount(app.db, callerOf(request), userId);

  app.post(
    '',
    {
      config: { ...manager, list: true },
      schema: {
        summary: '用户列表（本机构；9999 可查全部或按机构编码过滤）',
        tags,
        body: ref(UserQuery),
        response: { 200: apiResult(ref(UserPage)) },
      },
    },
    async (request) => {
      const { page, user, orgCode } = request.body;
      const scoped = scopeOrgCode(callerOf(request), orgCode);
      return ok(
        await listUsers(
          app.db,
          { user, orgCode: scoped, size: page.size, current: page.current },
          request.stamp,
        ),
      );
    },
  );

  app.get(
    '/user/:id',
    {
      config: manager,
      schema: {
        summary: '用户详情（本机构）',
        tags,
        params: userIdParams,
        response: { 200: apiResult(ref(UserRow)) },
      },
    },
    async (request) => ok(await targetOf(request, request.params.id)),
  );

  app.get(
    '/exists',
    {
      config: manager,
      schema: {
        summary: '手机号是否已被使用（新增用户时校验）',
        tags,
        querystring: ref(MobileQuery),
        response: { 200: apiResult({ type: 'boolean' }) },
      },
    },
    async (request) => ok(await mobileTaken(app.db, request.query.mobile)),
  );

  app.put(
    '/valid',
    {
      config: manager,
      schema: {
        summary:
          '启用或禁用用户（禁用即结束其会话；用户 9999 不可操作；带读取时的版本号，其间已被他人修改时拒绝：409）',
        tags,
        body: ref(UserValidBody),
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      const { userId, ifValid, version } = request.body;
      // User 9999 is ignored: say so, so that the console's toggle reverts.
      if (userId === IGNORED_USER_ID) throw fail(IGNORED_USER);
      const user = await targetOf(request, userId);
      const caller = callerOf(request);
      if (ifValid === '0' && (isInstitutionAdmin(user) || user.userId === caller.userId)) {
        throw fail(ADMIN_NO_DISABLE);
      }
      const roles = await userRoleNames(app.db, user.userId);
      assertOutranks(caller, roles);
      // Read at another version: someone else changed the account since (docs/server.md#record-versions).
      if (user.version !== version) throw staleRecord(user.version);
      // Setting what is set writes nothing, so every instance keeps its cached user pages.
      if (user.ifValid === ifValid) return ok(null, '更新成功');
      // The update raises the user list's version, whose row stays locked until the commit, and every
      // write of a user queues on it: it is the transaction's last statement, so that the lock is held
      // for the commit alone, not across another round trip (docs/performance.md#the-mixed-load).
      const write = async (t: Db) => {
        if (ifValid === '0') await revokeUserSessions(t, user.userId);
        await setUserValid(t, user.userId, ifValid, version);
        return ok(null, '更新成功');
      };
      // Only disabling a platform administrator can take the last one away: every other change runs
      // without the guard's lock, on which the guarded changes queue one after another.
      if (ifValid === '0' && isPlatformAdmin(user, roles)) {
        return keepingPlatformAdmin(app.db, ['accounts'], write);
      }
      // Enabling is one statement: its own transaction, committed where it runs.
      return ifValid === '0' ? app.db.tx(write) : write(app.db);
    },
  );

  app.delete(
    '',
    {
      config: manager,
      schema: {
        summary: '删除用户（机构管理员本人账号不能删除）',
        tags,
        body: ref(UserDeleteBody),
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      const { userId, orgCode, user: username } = request.body;
      const user = await targetOf(request, userId);
      if ((orgCode && orgCode !== user.orgCode) || (username && username !== user.username))
        throw fail(NO_USER);
      const caller = callerOf(request);
      if (isInstitutionAdmin(user) || user.userId === caller.userId) throw fail(ADMIN_NO_DELETE);
      assertOutranks(caller, await userRoleNames(app.db, user.userId));
      return keepingPlatformAdmin(app.db, ['accounts'], async (t) => {
        await deleteUser(t, user.userId);
        return ok(null, '删除成功');
      });
    },
  );

  app.put(
    '/resetPass',
    {
      config: manager,
      schema: {
        summary: '重置用户密码（账号、新密码均加密；结束其会话）',
        tags,
        body: ref(ResetPassBody),
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const username = app.rsa.decrypt(request.body.user);
      if (username === null) throw badRequest(DECRYPT_FAILED);
      const plain = password(request.body.newPassword);
      if (username === caller.username) throw fail(USE_CPASS);
      const user = await getUserRowByName(app.db, username);
      if (!user) throw fail(NO_USER);
      assertOrgAccess(caller, user.orgCode);
      if (request.body.orgCode && request.body.orgCode !== user.orgCode) throw fail(NO_USER);
      // Only the operator resets an institution admin's password; the admin uses the change-password page.
      assertNotInstitutionAdmin(caller, user);
      assertOutranks(caller, await userRoleNames(app.db, user.userId));
      const hash = await hashPassword(plain, app.config.scryptN);
      return app.db.tx(async (t) => {
        await setPasswordHash(t, user.userId, hash);
        await revokeUserSessions(t, user.userId);
        return ok(null, '密码修改成功');
      });
    },
  );

  app.post(
    '/add',
    {
      config: manager,
      schema: {
        summary: '新增用户（账号为手机号，授予 ROLE_ORG）',
        tags,
        body: ref(UserAddBody),
        response: { 200: apiResult(ref(UserRow)) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { userName, orgName } = request.body;
      const orgCode = request.body.orgCode.trim();
      const plain = password(request.body.passWord);
      if (orgCode !== caller.orgCode) {
        if (!mayPickOrg(caller)) throw forbidden();
        if (!new RegExp(ORG_CODE_PATTERN).test(orgCode)) throw badRequest(ORG_CODE_MESSAGE);
      }
      const hash = await hashPassword(plain, app.config.scryptN);
      return app.db.tx(async (t) => {
        if (await mobileTaken(t, userName)) throw fail(MOBILE_TAKEN);
        let name = await orgNameOf(t, orgCode);
        if (name === undefined) {
          name = orgName.trim();
          await insertOrg(t, orgCode, name);
        }
        const userId = await insertUser(
          t,
          { username: userName, passwordHash: hash, orgCode, orgName: name, mobile: userName },
          ['ROLE_ORG'],
        );
        // Read in the transaction that wrote it: the row is there.
        return ok((await getUserRow(t, userId))!, '新增成功');
      });
    },
  );

  await app.register(roles);
}
