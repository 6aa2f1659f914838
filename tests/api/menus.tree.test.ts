import { describe, expect, it } from 'vitest';
import { SEED_MENUS } from '../../server/seed/seedMenus';
import { fileHarness } from './helpers';

interface TreeItem {
  id: number;
  parentId: number | null;
  title: string;
  icon: string;
  name: string;
  child: TreeItem[];
}

const { h } = await fileHarness();

const TREE = '/commondeal/api/menus/tree';
const tree = async (username: string) =>
  (await h.call<TreeItem[]>('GET', TREE, { token: await h.tokenOf(username) })).data;
const routes = (items: TreeItem[]) => items.flatMap((g) => g.child.map((c) => c.name));

describe('GET /commondeal/api/menus/tree', () => {
  it('ROLE_ADMIN sees every menu: groups with icons, leaves with routes, ordered by order number', async () => {
    const items = await tree('admin');
    expect(items.map((g) => g.title)).toEqual(SEED_MENUS.map((g) => g.menuname));
    expect(items.every((g) => g.parentId === null && /Outlined$/.test(g.icon) && g.name === '')).toBe(true);
    expect(routes(items)).toEqual(SEED_MENUS.flatMap((g) => g.children.map(([path]) => path)));
    const first = items[0]!;
    expect(first.child[0]).toEqual({
      id: expect.any(Number),
      parentId: first.id,
      title: '交易列表',
      icon: '',
      name: '/home/handle',
      child: [],
    });
  });

  it('ROLE_ORG sees the institution menus only', async () => {
    const items = await tree('H21010200001');
    expect(items.map((g) => g.title)).toEqual([
      '交易办理',
      '对账管理',
      '安全码管理',
      '服务单',
      '病案上传',
      '系统管理',
    ]);
    const r = routes(items);
    for (const route of [
      '/home/handle',
      '/home/checkImpact',
      '/home/secApply',
      '/home/secMaintain',
      '/home/orderApply',
      '/home/caseUpload',
      '/home/changePass',
      '/home/infoMaintenance',
      '/home/orginfocollect',
    ]) {
      expect(r).toContain(route);
    }
    for (const route of [
      '/home/menuIndex',
      '/home/roleIndex',
      '/home/userIndex',
      '/home/secApprove',
      '/home/secImport',
      '/home/orderSort',
    ]) {
      expect(r).not.toContain(route);
    }
  });

  it('a user with several roles sees the union of their menus', async () => {
    expect(routes(await tree('13900000009'))).toEqual(routes(await tree('P21010200002')));
  });

  it('invalid menus are left out, and so are the children of an invalid group', async () => {
    await h.db.query(
      "update menus set is_valid = '0' where menupath = '/home/recLog' or menuname = '病案上传'",
    );
    const items = await tree('H21010200001');
    await h.db.query(
      "update menus set is_valid = '1' where menupath = '/home/recLog' or menuname = '病案上传'",
    );
    expect(routes(items)).not.toContain('/home/recLog');
    expect(routes(items)).not.toContain('/home/caseUpload');
    expect(items.map((g) => g.title)).not.toContain('病案上传');
  });

  it('a granted child brings its group even when the group itself was not granted', async () => {
    await h.db.query(
      `delete from role_menus where role_id = (select role_id from roles where role_name = 'ROLE_ORG')
         and menu_id = (select menu_id from menus where menuname = '服务单')`,
    );
    const items = await tree('13900000002');
    expect(items.find((g) => g.title === '服务单')?.child.map((c) => c.name)).toEqual(['/home/orderApply']);
  });

  it('answers an ETag; If-None-Match → 304 while the tree is the same, 200 once a menu is granted (no new login)', async () => {
    const token = await h.tokenOf('13900000002');
    const get = (etag?: string) =>
      h.app.inject({
        method: 'GET',
        url: TREE,
        headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await get();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get(etag)).statusCode).toBe(304);
    await h.db.query(
      `insert into role_menus (role_id, menu_id) select r.role_id, m.menu_id from roles r, menus m
        where r.role_name = 'ROLE_ORG' and m.menupath = '/home/orderSort'
       on conflict do nothing`,
    );
    const granted = await get(etag);
    await h.db.query(
      `delete from role_menus where role_id = (select role_id from roles where role_name = 'ROLE_ORG')
         and menu_id = (select menu_id from menus where menupath = '/home/orderSort')`,
    );
    expect(granted.statusCode).toBe(200);
    expect(granted.headers.etag).not.toBe(etag);
    expect(routes((granted.json() as { data: TreeItem[] }).data)).toContain('/home/orderSort');
  });

  it('登录已过期，请重新登录: anonymous callers get 401', async () => {
    expect(await h.call('GET', TREE)).toMatchObject({
      status: 401,
      code: 401,
      message: '登录已过期，请重新登录',
    });
  });
});
