import {
  apiResult,
  idParams,
  RoleMenuInsert,
  savedVersion,
  PermissionNode,
  RoleMenus,
  ref,
} from '../../../schemas';
import { fail, ok } from '../../errors';
import { ADMIN_OPERATOR } from '../../policy';
import { allMenus } from '../../repositories/menus';
import { getRole, missingMenus, replaceRoleMenus, roleMenuSet } from '../../repositories/roles';
import { buildPermissionTree } from '../../services/menuTree';
import { keepingPlatformAdmin } from '../../services/platformAdmins';
import type { App } from '../../schemaTypes';

const config = { auth: ADMIN_OPERATOR };
const tags = ['platformrolemenu'];

const roleIdParams = idParams('id', '角色编号');

/** /commondeal/api/platformrolemenu: a role's menu permissions (ROLE_ADMIN of the 9999 operator). */
export default async function platformrolemenu(app: App): Promise<void> {
  app.get(
    '/queryall',
    {
      config,
      schema: {
        summary: '全部有效菜单的两级权限树',
        tags,
        response: { 200: apiResult({ type: 'array', items: ref(PermissionNode) }) },
      },
    },
    async () => ok(buildPermissionTree(await allMenus(app.db, { isValid: '1' }))),
  );

  app.get(
    '/query/:id',
    {
      config,
      schema: {
        summary: '角色的菜单权限（每项为“菜单编号,上级菜单编号”，一级菜单上级为空）及读取时角色的版本号',
        tags,
        params: roleIdParams,
        response: { 200: apiResult(ref(RoleMenus)) },
      },
    },
    async (request) => {
      const set = await roleMenuSet(app.db, request.params.id);
      if (!set) throw fail('角色不存在');
      return ok({ menus: set.pairs.map((p) => `${p.menuId},${p.parentId ?? ''}`), version: set.version });
    },
  );

  app.post(
    '/insert',
    {
      config,
      schema: {
        summary:
          '保存角色的菜单权限（整体替换；带读取时的版本号，其间已被他人修改时拒绝：409 该记录已被他人修改，请刷新后重试）',
        tags,
        body: ref(RoleMenuInsert),
        response: { 200: apiResult(savedVersion) },
      },
    },
    async (request) =>
      // ROLE_ADMIN's own menus keep user, role and menu management.
      keepingPlatformAdmin(app.db, ['menus'], async (t) => {
        const { roleId, version } = request.body;
        const menuIds = [...new Set(request.body.menuId)];
        if (!(await getRole(t, roleId))) throw fail('角色不存在');
        if ((await missingMenus(t, menuIds)).length > 0) throw fail('菜单不存在');
        return ok({ version: await replaceRoleMenus(t, roleId, menuIds, version) }, '保存成功');
      }),
  );
}
