import { describe, expect, it } from 'vitest';
import { SEED_MENUS } from '../../server/seed/seedMenus';
import { fileHarness, roleId } from './helpers';

interface PermissionNode {
  id: number;
  parentId: number | null;
  label: string;
  children: PermissionNode[];
}

const { h, admin, hospital } = await fileHarness({ admin: 'admin', hospital: 'H21010200001' });

const RM = '/commondeal/api/platformrolemenu';
const grantsTable = () => h.rows('select * from role_menus order by role_id, menu_id');
/** The version of a role's menu set, read as the 角色权限 page reads it (sent back by a save). */
const versionOf = async (id: number) =>
  (await h.call<{ version: number }>('GET', `${RM}/query/${id}`, { token: admin })).data.version;

describe('GET /commondeal/api/platformrolemenu/queryall', () => {
  it('answers the two-level tree of all valid menus', async () => {
    await h.db.query("update menus set is_valid = '0' where menupath = '/home/transLog'");
    const res = await h.call<PermissionNode[]>('GET', `${RM}/queryall`, { token: admin });
    await h.db.query("update menus set is_valid = '1' where menupath = '/home/transLog'");
    expect(res.data).toHaveLength(6);
    const rec = res.data.find((n) => n.label === '对账管理')!;
    expect(rec).toMatchObject({ parentId: null });
    expect(rec.children.map((c) => c.label)).not.toContain('交易日志');
    expect(rec.children.every((c) => c.parentId === rec.id && c.children.length === 0)).toBe(true);
  });

  it('wrong role → 403, anonymous → 401', async () => {
    expect(await h.call('GET', `${RM}/queryall`, { token: hospital })).toMatchObject({ status: 403 });
    expect(await h.call('GET', `${RM}/queryall`)).toMatchObject({ status: 401 });
  });
});

describe('GET /commondeal/api/platformrolemenu/query/{id}', () => {
  it('answers "menuId,parentId" strings, the parent empty for top-level menus, and the version', async () => {
    const res = await h.call<{ menus: string[]; version: number }>(
      'GET',
      `${RM}/query/${await roleId(h, 'ROLE_ORG')}`,
      { token: admin },
    );
    const menus = res.data.menus;
    const top = menus.filter((s) => s.endsWith(','));
    expect(top).toHaveLength(6);
    expect(menus.every((s) => /^\d+,(\d+)?$/.test(s))).toBe(true);
    const leaves = SEED_MENUS.flatMap((g) => g.children.filter(([, , roles]) => roles.includes('ROLE_ORG')));
    expect(menus).toHaveLength(6 + leaves.length);
    expect(res.data.version).toBe(0);
  });

  it('角色不存在: an unknown role is refused; wrong role → 403; anonymous → 401', async () => {
    expect(await h.call('GET', `${RM}/query/999999`, { token: admin })).toMatchObject({
      code: 1,
      message: '角色不存在',
    });
    expect(await h.call('GET', `${RM}/query/1`, { token: hospital })).toMatchObject({ status: 403 });
    expect(await h.call('GET', `${RM}/query/1`)).toMatchObject({ status: 401 });
  });
});

describe('POST /commondeal/api/platformrolemenu/insert', () => {
  it('replaces the role’s menus (de-duplicated), which the role’s users then see', async () => {
    const [handle] = await h.rows<{ menu_id: number; parent_id: number }>(
      "select menu_id, parent_id from menus where menupath = '/home/handle'",
    );
    const id = await roleId(h, 'ROLE_ORG');
    const menuId = [handle!.parent_id, handle!.menu_id, handle!.menu_id];
    const version = await versionOf(id);
    expect(
      await h.call('POST', `${RM}/insert`, { token: admin, body: { roleId: id, menuId, version } }),
    ).toMatchObject({ code: 0, message: '保存成功', data: { version: version + 1 } });
    const saved = await h.call<{ menus: string[] }>('GET', `${RM}/query/${id}`, { token: admin });
    expect(saved.data.menus).toEqual([`${handle!.parent_id},`, `${handle!.menu_id},${handle!.parent_id}`]);
    const tree = await h.call<Array<{ child: Array<{ name: string }> }>>(
      'GET',
      '/commondeal/api/menus/tree',
      { token: hospital },
    );
    expect(tree.data.flatMap((g) => g.child.map((c) => c.name))).toEqual(['/home/handle']);
  });

  it('accepts a form-encoded body (menuId repeated)', async () => {
    const ids = (
      await h.rows<{ menu_id: number }>(
        "select menu_id from menus where menuname in ('病案上传', '病案列表')",
      )
    ).map((r) => String(r.menu_id));
    const id = await roleId(h, 'ROLE_RUSHFREE');
    const payload = new URLSearchParams([
      ['roleId', String(id)],
      ['version', String(await versionOf(id))],
      ...ids.map((m) => ['menuId', m] as [string, string]),
    ]).toString();
    const res = await h.app.inject({
      method: 'POST',
      url: `${RM}/insert`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(res.json()).toMatchObject({ code: 0 });
    expect(await h.rows('select * from role_menus where role_id = $1', [id])).toHaveLength(2);
  });

  it.each([
    ['请选择角色的菜单权限', 'an empty list', (id: number) => ({ roleId: id, menuId: [] })],
    ['请选择角色的菜单权限', 'no list', (id: number) => ({ roleId: id })],
    ['请选择角色', 'no role', () => ({ menuId: [1] })],
    ['菜单编号须为正整数', 'a bad menu id', (id: number) => ({ roleId: id, menuId: ['x'] })],
  ])('%s: %s is refused with 400 and nothing changes', async (message, _case, body) => {
    const before = await grantsTable();
    const res = await h.call('POST', `${RM}/insert`, {
      token: admin,
      body: body(await roleId(h, 'ROLE_ORG')),
    });
    expect(res).toMatchObject({ status: 400, code: 400, message });
    expect(await grantsTable()).toEqual(before);
  });

  it('角色不存在 / 菜单不存在: unknown ids are refused and nothing changes (one transaction)', async () => {
    const before = await grantsTable();
    expect(
      await h.call('POST', `${RM}/insert`, {
        token: admin,
        body: { roleId: 999999, menuId: [1], version: 0 },
      }),
    ).toMatchObject({
      code: 1,
      message: '角色不存在',
    });
    const id = await roleId(h, 'ROLE_ORG');
    const res = await h.call('POST', `${RM}/insert`, {
      token: admin,
      body: { roleId: id, menuId: [1, 999999], version: await versionOf(id) },
    });
    expect(res).toMatchObject({ code: 1, message: '菜单不存在' });
    expect(await grantsTable()).toEqual(before);
  });

  it('wrong role → 403, anonymous → 401, nothing changes', async () => {
    const before = await grantsTable();
    const body = { roleId: await roleId(h, 'ROLE_ORG'), menuId: [1], version: 0 };
    expect(await h.call('POST', `${RM}/insert`, { token: hospital, body })).toMatchObject({ status: 403 });
    expect(await h.call('POST', `${RM}/insert`, { body })).toMatchObject({ status: 401 });
    expect(await grantsTable()).toEqual(before);
  });
});
