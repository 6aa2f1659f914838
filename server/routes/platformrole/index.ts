import {
  apiResult,
  idParams,
  ListPageQuery,
  nullData,
  RoleInsert,
  RolePage,
  Role,
  ref,
} from '../../../schemas';
import { fail, ok, ROLE_EXISTS } from '../../errors';
import { ADMIN_OPERATOR } from '../../policy';
import { deleteRole, findRoleByName, getRole, insertRole, pageRoles } from '../../repositories/roles';
import { keepingPlatformAdmin } from '../../services/platformAdmins';
import type { App } from '../../schemaTypes';

/** Roles the platform itself relies on: they cannot be deleted. */
const BUILT_IN_ROLES = ['ROLE_ADMIN'];
const config = { auth: ADMIN_OPERATOR };
const tags = ['platformrole'];

const roleIdParams = idParams('id', '角色编号');

/** /commondeal/api/platformrole: roles (ROLE_ADMIN of the 9999 operator). */
export default async function platformrole(app: App): Promise<void> {
  app.get(
    '/list',
    {
      config,
      schema: {
        summary: '角色列表（分页）',
        tags,
        querystring: ref(ListPageQuery),
        response: { 200: apiResult(ref(RolePage)) },
      },
    },
    async (request) => ok(await pageRoles(app.db, request.query)),
  );

  app.post(
    '/insert',
    {
      config,
      schema: {
        summary: '新增角色',
        tags,
        body: ref(RoleInsert),
        response: { 200: apiResult(ref(Role)) },
      },
    },
    async (request) =>
      app.db.tx(async (t) => {
        const { roleName, roleCnname } = request.body;
        if (await findRoleByName(t, roleName)) throw fail(ROLE_EXISTS);
        return ok(await insertRole(t, roleName, roleCnname), '新增成功');
      }),
  );

  app.delete(
    '/delete/:id',
    {
      config,
      schema: {
        summary: '删除角色（及其菜单权限和用户授权）',
        tags,
        params: roleIdParams,
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) =>
      // ROLE_ADMIN is built in; the guard holds even if that list changes.
      keepingPlatformAdmin(app.db, ['accounts', 'menus'], async (t) => {
        const role = await getRole(t, request.params.id);
        if (!role) throw fail('角色不存在');
        if (BUILT_IN_ROLES.includes(role.roleName)) throw fail('内置角色不能删除');
        await deleteRole(t, role.roleId);
        return ok(null, '删除成功');
      }),
  );
}
