/**
 * 至少须保留一个启用的平台管理员账号: no change leaves the platform without an enabled ROLE_ADMIN account of
 * the 9999 operator — no re-roling, disabling or deleting of accounts, no deletion of the role — and the
 * ROLE_ADMIN role keeps the menus of user, role and menu management (without them the console can no
 * longer give anything back). Concurrent changes hold to it as well: two administrators demoting,
 * disabling or deleting each other at once never both succeed when nobody else would remain.
 * Every test starts with admin as the only administrator.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STALE_RECORD } from '../../server/recordVersions';
import { type Answer, BOOT_TIMEOUT, fileHarness, idOf, roleId, snapshot } from './helpers';

const LAST_ADMIN = '至少须保留一个启用的平台管理员账号（9999 机构的 ROLE_ADMIN），此操作已拒绝';
const ADMIN_MENUS = 'ROLE_ADMIN 角色须保留用户管理、角色管理和菜单管理菜单，此操作已拒绝';
const U = '/commondeal/api/user-manage';
const RM = '/commondeal/api/platformrolemenu';
const M = '/commondeal/platformmenu';
const GOOD = 'Good@20260';
/** Second and third administrators of the 9999 operator, added in the tests that need them. */
const SECOND = '13711112221';
const THIRD = '13711112222';

/** The seeded menus and role grants, put back before each test. */
let seeded: { menus: unknown[]; roleMenus: unknown[] };
const { h, admin } = await fileHarness({ admin: 'admin' });
beforeAll(async () => {
  seeded = {
    menus: await h.rows('select * from menus'),
    roleMenus: await h.rows('select * from role_menus'),
  };
}, BOOT_TIMEOUT);
// Each test starts with admin as the only administrator, holding ROLE_ADMIN alone, and the seeded menus.
beforeEach(async () => {
  await h.db.tx(async (t) => {
    await t.query('delete from users where username = any($1)', [[SECOND, THIRD]]);
    await t.query(
      "delete from user_roles where user_id = (select user_id from users where username = 'admin')",
    );
    await t.query(
      `insert into user_roles (user_id, role_id) select u.user_id, r.role_id from users u, roles r
        where u.username = 'admin' and r.role_name = 'ROLE_ADMIN'`,
    );
    await t.query('delete from role_menus');
    await t.query('delete from menus');
    await t.query('insert into menus select * from json_populate_recordset(null::menus, $1::json)', [
      JSON.stringify(seeded.menus),
    ]);
    await t.query(
      'insert into role_menus select * from json_populate_recordset(null::role_menus, $1::json)',
      [JSON.stringify(seeded.roleMenus)],
    );
  });
  expect(await enabledAdmins()).toEqual(['admin']);
});

const menuId = async (path: string) =>
  (await h.rows<{ menu_id: number }>('select menu_id from menus where menupath = $1', [path]))[0]!.menu_id;

/** The enabled ROLE_ADMIN accounts of 9999, by name. */
const enabledAdmins = async () =>
  (
    await h.rows<{ username: string }>(
      `select u.username from users u join user_roles ur using (user_id) join roles r using (role_id)
        where u.org_code = '9999' and u.if_valid = '1' and r.role_name = 'ROLE_ADMIN'`,
    )
  )
    .map((r) => r.username)
    .sort();
/** The tables a refused change of accounts, roles or menus must leave as they were. */
const ACCOUNTS = { tables: ['users', 'user_roles', 'roles', 'menus', 'role_menus'] };

/** The account's version as it is now (what the list or the role dialog would read). */
const userVersion = async (userId: number) =>
  (await h.rows<{ version: number }>('select version from users where user_id = $1', [userId]))[0]?.version ??
  0;
const setRoles = async (token: string, userId: number, roleIds: number[]) =>
  h.call('POST', `${U}/role`, { token, body: { userId, roleIds, version: await userVersion(userId) } });
const demote = async (token: string, username: string) =>
  setRoles(token, await idOf(h, username), [await roleId(h, 'ROLE_ORG')]);
const validity = async (token: string, userId: number, ifValid: '0' | '1') =>
  h.call('PUT', `${U}/valid`, { token, body: { userId, ifValid, version: await userVersion(userId) } });
const disable = async (token: string, username: string) => validity(token, await idOf(h, username), '0');
const remove = async (token: string, username: string) =>
  h.call('DELETE', U, { token, body: { userId: await idOf(h, username) } });

/** Logs in as an account added here; answers its token. */
async function tokenOf(username: string): Promise<string> {
  const login = await h.tryLogin({ user: username, password: await h.encrypt(GOOD) });
  expect(login).toMatchObject({ code: 0 });
  return login.data.token;
}

/** A further ROLE_ADMIN account of 9999, added and granted through the routes by `by`; answers its token. */
async function addAdmin(username: string, by = admin): Promise<string> {
  const added = await h.call<{ userId: number }>('POST', `${U}/add`, {
    token: by,
    body: { userName: username, orgCode: '9999', orgName: '平台运营', passWord: await h.encrypt(GOOD) },
  });
  expect(added).toMatchObject({ code: 0 });
  const roles = [await roleId(h, 'ROLE_ADMIN'), await roleId(h, 'ROLE_ORG')];
  expect(await setRoles(by, added.data.userId, roles)).toMatchObject({ code: 0 });
  return tokenOf(username);
}

/** The administrators demoted, disabled or deleted by the answers that succeeded. */
const succeeded = (calls: ReadonlyArray<readonly [string, Answer]>) =>
  new Set(calls.filter(([, answer]) => answer.code === 0).map(([target]) => target));

describe('the last enabled ROLE_ADMIN account of 9999 is kept', () => {
  it(
    `${LAST_ADMIN}: admin taking ROLE_ADMIN from itself (POST ${U}/role), nothing changes`,
    async () => {
      const before = await snapshot(h, ACCOUNTS);
      expect(await demote(admin, 'admin')).toMatchObject({ status: 200, code: 1, message: LAST_ADMIN });
      expect(await snapshot(h, ACCOUNTS)).toEqual(before);
      expect(await enabledAdmins()).toEqual(['admin']);
      // Still an administrator: the platform's own routes still answer.
      expect(await h.call('GET', '/commondeal/api/platformrole/list', { token: admin })).toMatchObject({
        code: 0,
      });
    },
    BOOT_TIMEOUT,
  );

  it(
    `${LAST_ADMIN}: an empty role list is refused too`,
    async () => {
      const before = await snapshot(h, ACCOUNTS);
      expect(await setRoles(admin, await idOf(h, 'admin'), [])).toMatchObject({
        code: 1,
        message: LAST_ADMIN,
      });
      expect(await snapshot(h, ACCOUNTS)).toEqual(before);
    },
    BOOT_TIMEOUT,
  );

  it(
    'demoting one of two administrators is allowed; the one left is then the last',
    async () => {
      const second = await addAdmin(SECOND);
      expect(await demote(second, 'admin')).toMatchObject({ code: 0, message: '保存成功' });
      expect(await enabledAdmins()).toEqual([SECOND]);
      expect(await demote(second, SECOND)).toMatchObject({ code: 1, message: LAST_ADMIN });
      expect(await enabledAdmins()).toEqual([SECOND]);
      // Granting ROLE_ADMIN back is never refused.
      expect(
        await setRoles(second, await idOf(h, 'admin'), [
          await roleId(h, 'ROLE_ADMIN'),
          await roleId(h, 'ROLE_ORG'),
        ]),
      ).toMatchObject({ code: 0 });
      expect(await enabledAdmins()).toEqual([SECOND, 'admin']);
    },
    BOOT_TIMEOUT,
  );

  it(
    'disabling or deleting one of several administrators is allowed',
    async () => {
      const second = await addAdmin(SECOND);
      await addAdmin(THIRD);
      expect(await disable(second, THIRD)).toMatchObject({ code: 0, message: '更新成功' });
      expect(await remove(second, THIRD)).toMatchObject({ code: 0, message: '删除成功' });
      expect(await enabledAdmins()).toEqual([SECOND, 'admin']);
    },
    BOOT_TIMEOUT,
  );

  it(
    'a disabled administrator does not count: demoting the last enabled one is refused',
    async () => {
      const second = await addAdmin(SECOND);
      await addAdmin(THIRD);
      expect(await disable(admin, THIRD)).toMatchObject({ code: 0 });
      expect(await demote(admin, 'admin')).toMatchObject({ code: 0 });
      const before = await snapshot(h, ACCOUNTS);
      expect(await demote(second, SECOND)).toMatchObject({ code: 1, message: LAST_ADMIN });
      expect(await snapshot(h, ACCOUNTS)).toEqual(before);
    },
    BOOT_TIMEOUT,
  );

  it(
    `${LAST_ADMIN}: the role ROLE_ADMIN itself is not deleted (DELETE /commondeal/api/platformrole/delete/{id})`,
    async () => {
      const before = await snapshot(h, ACCOUNTS);
      expect(
        await h.call('DELETE', `/commondeal/api/platformrole/delete/${await roleId(h, 'ROLE_ADMIN')}`, {
          token: admin,
        }),
      ).toMatchObject({ code: 1, message: '内置角色不能删除' });
      expect(await snapshot(h, ACCOUNTS)).toEqual(before);
    },
    BOOT_TIMEOUT,
  );
});

describe('at once: two administrators acting on each other never leave none', () => {
  /** Fires the calls together; answers each with the administrator it acts on. */
  const together = (calls: ReadonlyArray<readonly [string, () => Promise<Answer>]>) =>
    Promise.all(calls.map(async ([target, call]) => [target, await call()] as const));

  /** Each answer succeeded, said why not, or (its caller lost ROLE_ADMIN first) refused the caller. */
  function expectConsistent(
    answers: ReadonlyArray<readonly [string, Answer]>,
    success: string,
    administrators: string[],
    remaining: string[],
  ) {
    for (const [, answer] of answers) {
      expect([
        `0 ${success}`,
        `1 ${LAST_ADMIN}`,
        '403 无权访问该功能',
        '403 该用户拥有您未拥有的角色，无权操作',
        '401 登录已过期，请重新登录',
        // The same account changed at once from the same read: the later one is refused as stale.
        `409 ${STALE_RECORD}`,
      ]).toContain(`${answer.code} ${answer.message}`);
    }
    const hit = succeeded(answers);
    expect(remaining).toEqual(administrators.filter((u) => !hit.has(u)).sort());
    expect(remaining.length).toBeGreaterThan(0);
  }

  it(
    `${LAST_ADMIN}: each demoting the other and itself (POST ${U}/role), several rounds`,
    async () => {
      const second = await addAdmin(SECOND);
      const ids = { admin: await idOf(h, 'admin'), [SECOND]: await idOf(h, SECOND) };
      const org = [await roleId(h, 'ROLE_ORG')];
      const both = [await roleId(h, 'ROLE_ADMIN'), ...org];
      for (let round = 0; round < 4; round++) {
        const answers = await together([
          [SECOND, () => setRoles(admin, ids[SECOND], org)],
          ['admin', () => setRoles(second, ids.admin, org)],
          ['admin', () => setRoles(admin, ids.admin, org)],
          [SECOND, () => setRoles(second, ids[SECOND], org)],
        ]);
        const remaining = await enabledAdmins();
        expectConsistent(answers, '保存成功', ['admin', SECOND], remaining);
        expect(remaining).toHaveLength(1);
        // The one left gives ROLE_ADMIN back for the next round.
        const kept = remaining[0] === 'admin' ? admin : second;
        for (const id of Object.values(ids))
          expect(await setRoles(kept, id, both)).toMatchObject({ code: 0 });
        expect(await enabledAdmins()).toEqual([SECOND, 'admin']);
      }
    },
    BOOT_TIMEOUT,
  );

  /** SECOND and THIRD as the only administrators (admin steps down, which is allowed), with their tokens. */
  async function twoOthers() {
    const tokens: Record<string, string> = {
      [SECOND]: await addAdmin(SECOND),
      [THIRD]: await addAdmin(THIRD),
    };
    expect(await demote(admin, 'admin')).toMatchObject({ code: 0 });
    return tokens;
  }
  const other = (username: string) => (username === SECOND ? THIRD : SECOND);

  it(
    `${LAST_ADMIN}: each disabling the other (PUT ${U}/valid), several rounds`,
    async () => {
      const tokens = await twoOthers();
      const ids: Record<string, number> = { [SECOND]: await idOf(h, SECOND), [THIRD]: await idOf(h, THIRD) };
      const valid = (token: string, username: string, ifValid: '0' | '1') =>
        validity(token, ids[username]!, ifValid);
      for (let round = 0; round < 4; round++) {
        const answers = await together([
          [THIRD, () => valid(tokens[SECOND]!, THIRD, '0')],
          [SECOND, () => valid(tokens[THIRD]!, SECOND, '0')],
        ]);
        const remaining = await enabledAdmins();
        expectConsistent(answers, '更新成功', [SECOND, THIRD], remaining);
        expect(remaining).toHaveLength(1);
        // The one left enables the other again, who logs in anew (disabling ended its sessions).
        const off = other(remaining[0]!);
        expect(await valid(tokens[remaining[0]!]!, off, '1')).toMatchObject({ code: 0 });
        tokens[off] = await tokenOf(off);
      }
    },
    BOOT_TIMEOUT,
  );

  it(
    `${LAST_ADMIN}: each deleting the other (DELETE ${U}), several rounds`,
    async () => {
      const tokens = await twoOthers();
      for (let round = 0; round < 3; round++) {
        const ids: Record<string, number> = {
          [SECOND]: await idOf(h, SECOND),
          [THIRD]: await idOf(h, THIRD),
        };
        const del = (token: string, username: string) =>
          h.call('DELETE', U, { token, body: { userId: ids[username] } });
        const answers = await together([
          [THIRD, () => del(tokens[SECOND]!, THIRD)],
          [SECOND, () => del(tokens[THIRD]!, SECOND)],
        ]);
        const remaining = await enabledAdmins();
        expectConsistent(answers, '删除成功', [SECOND, THIRD], remaining);
        expect(remaining).toHaveLength(1);
        // The one left adds the other again.
        const gone = other(remaining[0]!);
        tokens[gone] = await addAdmin(gone, tokens[remaining[0]!]);
      }
    },
    BOOT_TIMEOUT,
  );
});

describe('ROLE_ADMIN keeps the menus of user, role and menu management', () => {
  const MANAGEMENT = ['/home/userIndex', '/home/roleIndex', '/home/menuIndex'];
  /** The routes of ROLE_ADMIN's menu tree, as the console gets it. */
  const adminRoutes = async () => {
    const tree = await h.call<Array<{ name: string; child: Array<{ name: string }> }>>(
      'GET',
      '/commondeal/api/menus/tree',
      { token: admin },
    );
    return tree.data.flatMap((m) => [m.name, ...m.child.map((c) => c.name)]).filter(Boolean);
  };
  const grantedToAdmin = async () =>
    (
      await h.rows<{ menu_id: number }>(
        `select menu_id from role_menus where role_id = (select role_id from roles where role_name = 'ROLE_ADMIN')
          order by 1`,
      )
    ).map((r) => r.menu_id);
  const roleVersion = async (id: number) =>
    (await h.rows<{ version: number }>('select version from roles where role_id = $1', [id]))[0]!.version;
  const saveAdminMenus = async (menuIds: number[]) =>
    h.call('POST', `${RM}/insert`, {
      token: admin,
      body: {
        roleId: await roleId(h, 'ROLE_ADMIN'),
        menuId: menuIds,
        version: await roleVersion(await roleId(h, 'ROLE_ADMIN')),
      },
    });
  const menuRow = async (path: string) =>
    (
      await h.rows<Record<string, unknown>>(
        `select menu_id as "menuId", menupath, menuname, parent_id as "parentId", icon, gradation,
                is_valid as "isValid", version from menus where menupath = $1`,
        [path],
      )
    )[0]!;
  const updateMenu = (row: Record<string, unknown>) =>
    h.call('POST', `${M}/update`, {
      token: admin,
      body: Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)),
    });

  it.each(MANAGEMENT)(
    `${ADMIN_MENUS}: saving ROLE_ADMIN's menus without %s (POST ${RM}/insert), nothing changes`,
    async (path) => {
      expect(await adminRoutes()).toEqual(expect.arrayContaining(MANAGEMENT));
      const without = await menuId(path);
      const before = await snapshot(h, ACCOUNTS);
      const res = await saveAdminMenus((await grantedToAdmin()).filter((id) => id !== without));
      expect(res).toMatchObject({ status: 200, code: 1, message: ADMIN_MENUS });
      expect(await snapshot(h, ACCOUNTS)).toEqual(before);
    },
    BOOT_TIMEOUT,
  );

  it(
    "saving ROLE_ADMIN's menus without another page is allowed",
    async () => {
      const transLog = await menuId('/home/transLog');
      const res = await saveAdminMenus((await grantedToAdmin()).filter((id) => id !== transLog));
      expect(res).toMatchObject({ code: 0, message: '保存成功' });
      expect(await adminRoutes()).not.toContain('/home/transLog');
      expect(await adminRoutes()).toEqual(expect.arrayContaining(MANAGEMENT));
    },
    BOOT_TIMEOUT,
  );

  it(
    `${ADMIN_MENUS}: making 角色管理 invalid, moving its route, or making 系统管理 invalid (POST ${M}/update)`,
    async () => {
      const before = await snapshot(h, ACCOUNTS);
      const roleIndex = await menuRow('/home/roleIndex');
      expect(await updateMenu({ ...roleIndex, isValid: '0' })).toMatchObject({
        code: 1,
        message: ADMIN_MENUS,
      });
      expect(await updateMenu({ ...roleIndex, menupath: '/home/roleList' })).toMatchObject({
        code: 1,
        message: ADMIN_MENUS,
      });
      const system = (
        await h.rows<Record<string, unknown>>(
          `select menu_id as "menuId", menuname, icon, gradation, version from menus where menu_id = $1`,
          [roleIndex.parentId],
        )
      )[0]!;
      expect(await updateMenu({ ...system, isValid: '0' })).toMatchObject({ code: 1, message: ADMIN_MENUS });
      expect(await snapshot(h, ACCOUNTS)).toEqual(before);
      // A change that keeps the page reachable is allowed.
      expect(await updateMenu({ ...roleIndex, menuname: '角色维护' })).toMatchObject({ code: 0 });
      expect(await adminRoutes()).toEqual(expect.arrayContaining(MANAGEMENT));
    },
    BOOT_TIMEOUT,
  );

  it(
    `${ADMIN_MENUS}: deleting 用户管理 (DELETE ${M}/delete/{menuId}), nothing changes`,
    async () => {
      const before = await snapshot(h, ACCOUNTS);
      expect(
        await h.call('DELETE', `${M}/delete/${await menuId('/home/userIndex')}`, { token: admin }),
      ).toMatchObject({ code: 1, message: ADMIN_MENUS });
      expect(await snapshot(h, ACCOUNTS)).toEqual(before);
    },
    BOOT_TIMEOUT,
  );
});
