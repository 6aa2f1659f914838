import { describe, expect, it } from 'vitest';
import type { MenuRow as Menu } from '../../server/repositories/menus';
import { fileHarness } from './helpers';

const { h, admin, hospital } = await fileHarness({ admin: 'admin', hospital: 'H21010200001' });

const P = '/commondeal/platformmenu';
const menusTable = () => h.rows('select * from menus order by menu_id');
const grantsTable = () => h.rows('select * from role_menus order by role_id, menu_id');
const topLevel = async () =>
  (await h.rows<{ menu_id: number }>("select menu_id from menus where menuname = '系统管理'"))[0]!.menu_id;
/** A menu's version as the menu list reads it. */
const versionOf = async (menuId: number) =>
  (await h.rows<{ version: number }>('select version from menus where menu_id = $1', [menuId]))[0]!.version;
const insert = (body: Record<string, unknown>, token = admin) =>
  h.call<Menu>('POST', `${P}/insert`, { token, body });

describe('POST /commondeal/platformmenu/update', () => {
  it('changes a menu and answers it', async () => {
    const created = (await insert({ menuname: '待修改', gradation: 5, icon: 'StarOutlined' })).data;
    const res = await h.call<Menu>('POST', `${P}/update`, {
      token: admin,
      body: { ...created, menuname: '已修改', gradation: 6, isValid: '0' },
    });
    expect(res).toMatchObject({
      code: 0,
      data: { menuId: created.menuId, menuname: '已修改', gradation: 6, isValid: '0' },
    });
  });

  it('菜单不存在: updating a missing menu is refused', async () => {
    const res = await h.call('POST', `${P}/update`, {
      token: admin,
      body: { menuId: 999999, menuname: '甲', gradation: 1, icon: 'A', version: 0 },
    });
    expect(res).toMatchObject({ status: 200, code: 1, message: '菜单不存在' });
  });

  it('a menu cannot be its own parent; a menu with children cannot become a child', async () => {
    const parent = await topLevel();
    const before = await menusTable();
    const self = await h.call('POST', `${P}/update`, {
      token: admin,
      body: {
        menuId: parent,
        menuname: '系统管理',
        gradation: 6,
        parentId: parent,
        version: await versionOf(parent),
      },
    });
    expect(self).toMatchObject({ code: 1, message: '菜单不能作为自己的上级菜单' });
    const other = (
      await h.rows<{ menu_id: number }>("select menu_id from menus where menuname = '交易办理'")
    )[0]!.menu_id;
    const nested = await h.call('POST', `${P}/update`, {
      token: admin,
      body: {
        menuId: parent,
        menuname: '系统管理',
        gradation: 6,
        parentId: other,
        version: await versionOf(parent),
      },
    });
    expect(nested).toMatchObject({ code: 1, message: '该菜单下有子菜单，不能设为二级菜单' });
    expect(await menusTable()).toEqual(before);
  });

  it('validation applies as on insert: 请选择要修改的菜单, 一级菜单需要对应的图标', async () => {
    const before = await menusTable();
    expect(
      await h.call('POST', `${P}/update`, {
        token: admin,
        body: { menuname: '甲', gradation: 1, icon: 'A' },
      }),
    ).toMatchObject({
      status: 400,
      message: '请选择要修改的菜单',
    });
    const parent = await topLevel();
    expect(
      await h.call('POST', `${P}/update`, {
        token: admin,
        body: { menuId: parent, menuname: '系统管理', gradation: 6, icon: '' },
      }),
    ).toMatchObject({
      status: 400,
      message: '一级菜单需要对应的图标',
    });
    expect(await menusTable()).toEqual(before);
  });

  it('wrong role and anonymous callers are refused and nothing changes', async () => {
    const parent = await topLevel();
    const before = await menusTable();
    const body = { menuId: parent, menuname: '越权', gradation: 1, icon: 'A' };
    expect(await h.call('POST', `${P}/update`, { token: hospital, body })).toMatchObject({
      status: 403,
      code: 403,
    });
    expect(await h.call('POST', `${P}/update`, { body })).toMatchObject({ status: 401, code: 401 });
    expect(await menusTable()).toEqual(before);
  });
});

describe('DELETE /commondeal/platformmenu/delete/{menuId}', () => {
  it('请先删除子菜单: a menu with children is not deleted', async () => {
    const before = await menusTable();
    const res = await h.call('DELETE', `${P}/delete/${await topLevel()}`, { token: admin });
    expect(res).toMatchObject({ code: 1, message: '请先删除子菜单' });
    expect(await menusTable()).toEqual(before);
  });

  it('deletes a leaf with its role grants, in one transaction', async () => {
    const [leaf] = await h.rows<{ menu_id: number }>(
      "select menu_id from menus where menupath = '/home/transLog'",
    );
    expect(
      (await h.rows('select * from role_menus where menu_id = $1', [leaf!.menu_id])).length,
    ).toBeGreaterThan(0);
    const res = await h.call('DELETE', `${P}/delete/${leaf!.menu_id}`, { token: admin });
    expect(res).toMatchObject({ code: 0, message: '删除成功' });
    expect(await h.rows('select * from menus where menu_id = $1', [leaf!.menu_id])).toEqual([]);
    expect(await h.rows('select * from role_menus where menu_id = $1', [leaf!.menu_id])).toEqual([]);
  });

  it('菜单不存在 / a malformed id: nothing is deleted', async () => {
    const before = [await menusTable(), await grantsTable()];
    expect(await h.call('DELETE', `${P}/delete/999999`, { token: admin })).toMatchObject({
      code: 1,
      message: '菜单不存在',
    });
    expect(await h.call('DELETE', `${P}/delete/abc`, { token: admin })).toMatchObject({
      status: 400,
      message: '菜单编号须为整数',
    });
    expect([await menusTable(), await grantsTable()]).toEqual(before);
  });

  it('wrong role and anonymous callers are refused and nothing changes', async () => {
    const [leaf] = await h.rows<{ menu_id: number }>(
      "select menu_id from menus where menupath = '/home/recLog'",
    );
    const before = [await menusTable(), await grantsTable()];
    expect(await h.call('DELETE', `${P}/delete/${leaf!.menu_id}`, { token: hospital })).toMatchObject({
      status: 403,
    });
    expect(await h.call('DELETE', `${P}/delete/${leaf!.menu_id}`)).toMatchObject({ status: 401 });
    expect([await menusTable(), await grantsTable()]).toEqual(before);
  });
});
