import { describe, expect, it } from 'vitest';
import { fileHarness } from './helpers';
import type { MenuRow as Menu } from '../../server/repositories/menus';
import { SEED_MENUS } from '../../server/seed/seedMenus';

const { h, admin, hospital } = await fileHarness({ admin: 'admin', hospital: 'H21010200001' });

const P = '/commondeal/platformmenu';
/** The seeded menus: every group and its entries. */
const SEEDED = SEED_MENUS.reduce((n, g) => n + 1 + g.children.length, 0);
const menusTable = () => h.rows('select * from menus order by menu_id');
interface MenuPage {
  records: Menu[];
  total: number;
}

const topLevel = async () =>
  (await h.rows<{ menu_id: number }>("select menu_id from menus where menuname = '系统管理'"))[0]!.menu_id;
const insert = (body: Record<string, unknown>, token = admin) =>
  h.call<Menu>('POST', `${P}/insert`, { token, body });

describe('POST /commondeal/platformmenu/menus', () => {
  it('lists every menu ordered by parent then order number', async () => {
    const res = await h.call<MenuPage>('POST', `${P}/menus`, { token: admin, body: { page: { size: 100 } } });
    expect(res.code).toBe(0);
    expect(res.data.total).toBe(SEEDED);
    expect(res.data.records).toHaveLength(SEEDED);
    expect(Object.keys(res.data.records[0]!).sort()).toEqual([
      'gradation',
      'icon',
      'isValid',
      'menuId',
      'menuname',
      'menupath',
      'parentId',
      'version',
    ]);
    const keys = res.data.records.map((m) => [m.parentId ?? 0, m.gradation] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(res.data.records[0]).toMatchObject({
      parentId: null,
      menuname: '交易办理',
      icon: 'AppstoreOutlined',
    });
  });

  it('pages in SQL: page 2 holds the next rows in the list order and the total; never more than a page', async () => {
    const all = await h.rows<{ menu_id: number }>(
      'select menu_id from menus order by parent_id nulls first, gradation, menu_id',
    );
    expect(all).toHaveLength(SEEDED);
    const second = await h.call<MenuPage>('POST', `${P}/menus`, {
      token: admin,
      body: { page: { size: 10, current: 2 } },
    });
    expect(second.data.total).toBe(SEEDED);
    expect(second.data.records.map((m) => m.menuId)).toEqual(all.slice(10, 20).map((r) => r.menu_id));
    const unasked = await h.call<MenuPage>('POST', `${P}/menus`, { token: admin, body: {} });
    expect(unasked.data.records).toHaveLength(10);
    expect(unasked.data.total).toBe(SEEDED);
    const tooLarge = await h.call('POST', `${P}/menus`, { token: admin, body: { page: { size: 101 } } });
    expect(tooLarge).toMatchObject({ status: 400 });
  });

  it('filters by isValid, parentId and menuId; empty strings mean no filter', async () => {
    const parent = await topLevel();
    const children = await h.call<MenuPage>('POST', `${P}/menus`, {
      token: admin,
      body: { parentId: parent, isValid: '1', menuId: '' },
    });
    expect(children.data.records.map((m) => m.menupath)).toEqual(
      SEED_MENUS.find((g) => g.menuname === '系统管理')!.children.map(([route]) => route),
    );
    const one = await h.call<MenuPage>('POST', `${P}/menus`, {
      token: admin,
      body: { menuId: parent, parentId: '' },
    });
    expect(one.data).toMatchObject({ total: 1, records: [{ menuId: parent }] });
    const invalid = await h.call<MenuPage>('POST', `${P}/menus`, { token: admin, body: { isValid: '0' } });
    expect(invalid.data).toEqual({ records: [], total: 0 });
  });

  it('a malformed filter is refused with a message naming the field', async () => {
    const res = await h.call('POST', `${P}/menus`, { token: admin, body: { isValid: '2' } });
    expect(res).toMatchObject({ status: 400, code: 400, message: '是否有效须为1（有效）或0（无效）' });
  });
});

describe('POST /commondeal/platformmenu/insert', () => {
  it('adds a menu and answers it', async () => {
    const parent = await topLevel();
    const res = await insert({
      menupath: '/home/demo',
      menuname: '演示',
      parentId: parent,
      gradation: 9,
      icon: '',
      isValid: '1',
    });
    expect(res).toMatchObject({
      code: 0,
      data: { menupath: '/home/demo', menuname: '演示', parentId: parent, gradation: 9, isValid: '1' },
    });
    expect(await h.rows('select * from menus where menu_id = $1', [res.data.menuId])).toHaveLength(1);
  });

  it('accepts a form-encoded body with numbers as text and defaults isValid to 1', async () => {
    const res = await h.call<Menu>('POST', `${P}/insert`, {
      token: admin,
      form: true,
      body: { menupath: '', menuname: '表单菜单', parentId: '', gradation: '3', icon: 'StarOutlined' },
    });
    expect(res).toMatchObject({
      code: 0,
      data: { parentId: null, gradation: 3, isValid: '1', menupath: '' },
    });
  });

  const refused: Array<[string, string, Record<string, unknown>]> = [
    ['请输入菜单名称', 'menuname missing', { gradation: 1, icon: 'StarOutlined' }],
    ['请输入菜单名称', 'menuname blank', { menuname: '   ', gradation: 1, icon: 'StarOutlined' }],
    ['请输入排序号', 'gradation missing', { menuname: '甲', icon: 'StarOutlined' }],
    ['请输入排序号', 'gradation empty', { menuname: '甲', gradation: '', icon: 'StarOutlined' }],
    [
      '排序号须为不小于0的整数',
      'gradation negative',
      { menuname: '甲', gradation: -1, icon: 'StarOutlined' },
    ],
    [
      '排序号须为不小于0的整数',
      'gradation fractional',
      { menuname: '甲', gradation: 1.5, icon: 'StarOutlined' },
    ],
    ['排序号须为不小于0的整数', 'gradation text', { menuname: '甲', gradation: 'abc', icon: 'StarOutlined' }],
    ['一级菜单需要对应的图标', 'top level without icon', { menuname: '甲', gradation: 1 }],
    [
      '一级菜单需要对应的图标',
      'empty parent and icon',
      { menuname: '甲', gradation: 1, parentId: '', icon: '' },
    ],
    [
      '菜单名称不能超过50个字符',
      'menuname too long',
      { menuname: '长'.repeat(51), gradation: 1, icon: 'StarOutlined' },
    ],
    [
      '是否有效须为1（有效）或0（无效）',
      'isValid',
      { menuname: '甲', gradation: 1, icon: 'StarOutlined', isValid: 'Y' },
    ],
  ];
  it.each(refused)('%s: %s is refused with 400 and nothing is written', async (message, _case, body) => {
    const before = await menusTable();
    const res = await insert(body);
    expect(res).toMatchObject({ status: 400, code: 400, message });
    expect(await menusTable()).toEqual(before);
  });

  it('一级菜单需要对应的图标: a top-level menu without icon is refused, a child menu needs none', async () => {
    expect((await insert({ menuname: '无图标', gradation: 1 })).message).toBe('一级菜单需要对应的图标');
    expect(
      (await insert({ menupath: '/home/x', menuname: '子菜单', gradation: 1, parentId: await topLevel() }))
        .code,
    ).toBe(0);
  });

  it('the first message follows the form order; every field error is in data', async () => {
    const res = await h.call<Array<{ field: string; message: string }>>('POST', `${P}/insert`, {
      token: admin,
      body: {},
    });
    expect(res.message).toBe('请输入菜单名称');
    expect(res.data.map((e) => e.message)).toEqual([
      '请输入菜单名称',
      '请输入排序号',
      '一级菜单需要对应的图标',
    ]);
  });

  it('上级菜单不存在 / 上级菜单须为一级菜单: the parent must be an existing top-level menu', async () => {
    const before = await menusTable();
    expect(await insert({ menuname: '甲', gradation: 1, parentId: 999999 })).toMatchObject({
      code: 1,
      message: '上级菜单不存在',
    });
    const child = (
      await h.rows<{ menu_id: number }>("select menu_id from menus where menupath = '/home/handle'")
    )[0]!.menu_id;
    expect(await insert({ menuname: '甲', gradation: 1, parentId: child })).toMatchObject({
      code: 1,
      message: '上级菜单须为一级菜单',
    });
    expect(await menusTable()).toEqual(before);
  });

  it('SQL parameters are bound, never interpolated: a hostile menu name is stored verbatim', async () => {
    const menuname = "'); drop table menus; --";
    const res = await insert({ menuname, gradation: 1, icon: 'BugOutlined' });
    expect(res.code).toBe(0);
    const [row] = await h.rows<{ menuname: string }>('select menuname from menus where menu_id = $1', [
      res.data.menuId,
    ]);
    expect(row?.menuname).toBe(menuname);
    const filtered = await h.call<MenuPage>('POST', `${P}/menus`, {
      token: admin,
      body: { menuId: res.data.menuId },
    });
    expect(filtered.data.records[0]?.menuname).toBe(menuname);
  });

  it('无权访问该功能: a hospital user calling menu management gets 403 and nothing changes', async () => {
    const before = await menusTable();
    const res = await insert({ menuname: '越权', gradation: 1, icon: 'StarOutlined' }, hospital);
    expect(res).toMatchObject({ status: 403, code: 403, message: '无权访问该功能' });
    expect(await h.call('POST', `${P}/menus`, { token: hospital, body: {} })).toMatchObject({ status: 403 });
    expect(await menusTable()).toEqual(before);
  });

  it('无权访问该功能: ROLE_ADMIN outside the 9999 organisation is refused too', async () => {
    await h.db.query(
      `insert into user_roles (user_id, role_id)
       select u.user_id, r.role_id from users u, roles r where u.username = 'P21010200002' and r.role_name = 'ROLE_ADMIN'`,
    );
    const token = await h.tokenOf('P21010200002');
    const res = await h.call('POST', `${P}/menus`, { token, body: {} });
    await h.db.query(
      "delete from user_roles where role_id = (select role_id from roles where role_name = 'ROLE_ADMIN') and user_id = (select user_id from users where username = 'P21010200002')",
    );
    expect(res).toMatchObject({ status: 403, message: '无权访问该功能' });
  });

  it('登录已过期，请重新登录: anonymous callers get 401 and nothing changes', async () => {
    const before = await menusTable();
    expect(
      await h.call('POST', `${P}/insert`, { body: { menuname: '匿名', gradation: 1, icon: 'A' } }),
    ).toMatchObject({ status: 401 });
    expect(await h.call('POST', `${P}/menus`, { body: {} })).toMatchObject({
      status: 401,
      message: '登录已过期，请重新登录',
    });
    expect(await menusTable()).toEqual(before);
  });
});
