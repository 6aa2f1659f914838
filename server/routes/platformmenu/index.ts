import {
  apiResult,
  idParams,
  MenuInsert,
  MenuListQuery,
  MenuUpdate,
  nullData,
  Menu,
  MenuPage,
  ref,
} from '../../../schemas';
import type { Db } from '../../db';
import { fail, ok } from '../../errors';
import { ADMIN_OPERATOR } from '../../policy';
import {
  countChildren,
  deleteMenu,
  getMenu,
  insertMenu,
  listMenus,
  updateMenu,
} from '../../repositories/menus';
import { keepingPlatformAdmin } from '../../services/platformAdmins';
import type { App } from '../../schemaTypes';

const MENU_NOT_FOUND = '菜单不存在';
const config = { auth: ADMIN_OPERATOR };
const tags = ['platformmenu'];
const menuResult = apiResult(ref(Menu));

/** The parent must exist and be a top-level menu (the tree has two levels). */
async function checkParent(db: Db, parentId: number | undefined, menuId?: number): Promise<void> {
  if (parentId === undefined) return;
  if (parentId === menuId) throw fail('菜单不能作为自己的上级菜单');
  const parent = await getMenu(db, parentId);
  if (!parent) throw fail('上级菜单不存在');
  if (parent.parentId !== null) throw fail('上级菜单须为一级菜单');
  if (menuId !== undefined && (await countChildren(db, menuId)) > 0)
    throw fail('该菜单下有子菜单，不能设为二级菜单');
}

const menuIdParams = idParams('menuId', '菜单编号');

/** /commondeal/platformmenu: menu management (ROLE_ADMIN of the 9999 operator). */
export default async function platformmenu(app: App): Promise<void> {
  app.post(
    '/menus',
    {
      config,
      schema: {
        summary: '菜单列表（按上级、排序号分页）',
        tags,
        body: ref(MenuListQuery),
        response: { 200: apiResult(ref(MenuPage)) },
      },
    },
    async (request) => ok(await listMenus(app.db, request.body ?? {}, request.stamp)),
  );

  app.post(
    '/insert',
    {
      config,
      schema: { summary: '新增菜单', tags, body: ref(MenuInsert), response: { 200: menuResult } },
    },
    async (request) =>
      app.db.tx(async (t) => {
        await checkParent(t, request.body.parentId);
        return ok(await insertMenu(t, request.body), '新增成功');
      }),
  );

  app.post(
    '/update',
    {
      config,
      schema: {
        summary: '修改菜单（带读取时的版本号，其间已被他人修改时拒绝：409 该记录已被他人修改，请刷新后重试）',
        tags,
        body: ref(MenuUpdate),
        response: { 200: menuResult },
      },
    },
    async (request) =>
      // User, role and menu management stay in ROLE_ADMIN's menu tree (the deletion below too).
      keepingPlatformAdmin(app.db, ['menus'], async (t) => {
        const { menuId, version, ...input } = request.body;
        if (!(await getMenu(t, menuId))) throw fail(MENU_NOT_FOUND);
        await checkParent(t, input.parentId, menuId);
        return ok(await updateMenu(t, menuId, input, version), '修改成功');
      }),
  );

  app.delete(
    '/delete/:menuId',
    {
      config,
      schema: {
        summary: '删除菜单（及其角色授权）',
        tags,
        params: menuIdParams,
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) =>
      keepingPlatformAdmin(app.db, ['menus'], async (t) => {
        const { menuId } = request.params;
        if (!(await getMenu(t, menuId))) throw fail(MENU_NOT_FOUND);
        if ((await countChildren(t, menuId)) > 0) throw fail('请先删除子菜单');
        await deleteMenu(t, menuId);
        return ok(null, '删除成功');
      }),
  );
}
