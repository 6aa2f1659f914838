import type { FastifyRequest } from 'fastify';
import {
  apiResult,
  savedVersion,
  UserIdQuery,
  UserRoleBody,
  Role,
  UserRoleChecked,
  ref,
} from '../../../schemas';
import { fail, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { grantableRoles, isOperatorAdmin, refused } from '../../policy';
import type { Db } from '../../db';
import { listRoles, type RoleRow } from '../../repositories/roles';
import { lockUser, replaceUserRoles, userRoleIds, userRoleNames } from '../../repositories/userManage';
import { keepingPlatformAdmin } from '../../services/platformAdmins';
import type { SessionUser } from '../../services/sessions';
import {
  ADMIN_ROLES_BY_OPERATOR,
  assertNotInstitutionAdmin,
  assertOutranks,
  notGrantable,
  targetAccount,
} from './rules';
import type { App } from '../../schemaTypes';

const tags = ['user-manage'];
/** The role dialog of the user list is for ROLE_ADMIN. */
const roleAdmin = { auth: { roles: ['ROLE_ADMIN'] } };

/** Every role, and the ids of those the caller may grant or take away. */
async function grantable(db: Db, caller: SessionUser): Promise<{ all: RoleRow[]; ids: Set<number> }> {
  const all = await listRoles(db);
  const names = new Set(
    grantableRoles(
      caller,
      all.map((r) => r.roleName),
    ),
  );
  return { all, ids: new Set(all.filter((r) => names.has(r.roleName)).map((r) => r.roleId)) };
}

/**
 * /commondeal/api/user-manage/role and /roles: a user's roles. The 9999 operator grants any role; an
 * institution's ROLE_ADMIN only the roles it holds, never ROLE_ADMIN or ROLE_RUSHFREE, and the roles it
 * may not grant stay as they are. Nobody re-roles an account holding a role they do not hold, and only
 * the operator re-roles an institution admin's account. ROLE_ADMIN is not taken from the last enabled
 * ROLE_ADMIN account of 9999, not even by itself (`keepingPlatformAdmin`).
 */
export default async function roles(app: App): Promise<void> {
  /** The account whose roles the caller maintains, with its current role ids. */
  const editable = async (db: Db, request: FastifyRequest, userId: number) => {
    const caller = callerOf(request);
    const user = await targetAccount(db, caller, userId);
    assertNotInstitutionAdmin(caller, user, ADMIN_ROLES_BY_OPERATOR);
    assertOutranks(caller, await userRoleNames(db, user.userId));
    return { caller, user, current: await userRoleIds(db, user.userId) };
  };

  app.get(
    '/roles',
    {
      config: roleAdmin,
      schema: {
        summary:
          '角色维护可选的角色（9999 平台运营：全部；其他：本人拥有的角色，不含 ROLE_ADMIN、ROLE_RUSHFREE）',
        tags,
        response: { 200: apiResult({ type: 'array', items: ref(Role) }) },
      },
    },
    async (request) => {
      const { all, ids } = await grantable(app.db, callerOf(request));
      return ok(all.filter((r) => ids.has(r.roleId)));
    },
  );

  app.get(
    '/role',
    {
      config: roleAdmin,
      schema: {
        summary: '用户的角色（ROLE_ADMIN；只含调用者可维护的角色）及读取时用户的版本号',
        tags,
        querystring: ref(UserIdQuery),
        response: { 200: apiResult(ref(UserRoleChecked)) },
      },
    },
    async (request) => {
      // The version is read (with the account) before the roles: a save between the two reads is seen.
      const { caller, user, current } = await editable(app.db, request, request.query.userId);
      const { version } = user;
      if (isOperatorAdmin(caller)) return ok({ roleChecked: current, version });
      const { ids } = await grantable(app.db, caller);
      return ok({ roleChecked: current.filter((id) => ids.has(id)), version });
    },
  );

  app.post(
    '/role',
    {
      config: roleAdmin,
      schema: {
        summary:
          '保存用户的角色（整体替换可维护的角色，ROLE_ADMIN；带读取角色时的版本号，其间已被他人修改时拒绝：409）',
        tags,
        body: ref(UserRoleBody),
        response: { 200: apiResult(savedVersion) },
      },
    },
    async (request) => {
      const { userId, roleIds, version } = request.body;
      return keepingPlatformAdmin(app.db, ['accounts'], async (t) => {
        // Locked before the current roles are read, so that concurrent saves never work from stale roles.
        await lockUser(t, userId);
        const { caller, user, current } = await editable(t, request, userId);
        const { all, ids } = await grantable(t, caller);
        const known = new Map(all.map((r) => [r.roleId, r]));
        if (roleIds.some((id) => !known.has(id))) throw fail('角色不存在');
        // Roles the caller may not grant stay as they are, whatever the request says about them.
        const kept = current.filter((id) => !ids.has(id));
        const asked = new Set(roleIds.filter((id) => ids.has(id) || kept.includes(id)));
        const refusedIds = roleIds.filter((id) => !asked.has(id));
        if (refusedIds.length) throw refused(notGrantable(refusedIds.map((id) => known.get(id)!.roleCnname)));
        const saved = await replaceUserRoles(t, user.userId, [...new Set([...kept, ...asked])], version);
        return ok({ version: saved }, '保存成功');
      });
    },
  );
}
