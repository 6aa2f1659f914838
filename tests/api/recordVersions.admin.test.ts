/**
 * No silent overwrite of the administration records (docs/server.md#record-versions): every update of a
 * role's menu set, a menu, a user, a user's roles, an institution's info and an application tester sends
 * the version it read. Run twice from the same read, the first update is saved and the second is refused
 * with 409 该记录已被他人修改，请刷新后重试, changing nothing.
 */
import { describe, expect, it } from 'vitest';
import { VERSION_REQUIRED } from '../../schemas';
import { STALE_RECORD } from '../../server/recordVersions';
import { fileHarness, type Answer } from './helpers';

const { h, admin, hospital } = await fileHarness({ admin: 'admin', hospital: 'H21010200001' });

const RM = '/commondeal/api/platformrolemenu';
const U = '/commondeal/api/user-manage';
const T = '/commondeal/info/collection/org/app/tester';
const HOSPITAL = 'H21010200001';

const refused = { status: 409, code: 409, message: STALE_RECORD };

/**
 * The rule itself: `edit(0)` and `edit(1)` are two different changes made from the same read. The first
 * is saved; the second is refused with 409 and leaves what `state` reads as the first left it.
 */
async function secondFromSameReadRefused(
  edit: (attempt: 0 | 1) => Promise<Answer>,
  state: () => Promise<unknown>,
): Promise<void> {
  expect(await edit(0)).toMatchObject({ status: 200, code: 0 });
  const saved = await state();
  expect(await edit(1)).toMatchObject(refused);
  expect(await state()).toEqual(saved);
}

/** A menu's id and its parent's (the check tree sends both), by name. */
const menuNamed = async (name: string) =>
  (
    await h.rows<{ menu_id: number; parent_id: number }>(
      'select menu_id, parent_id from menus where menuname = $1',
      [name],
    )
  )[0]!;

describe('角色权限: a role’s menu set carries the version it was read at', () => {
  const newRole = async (roleName: string) => {
    const res = await h.call<{ roleId: number; version: number }>(
      'POST',
      '/commondeal/api/platformrole/insert',
      {
        token: admin,
        body: { roleName, roleCnname: '版本测试' },
      },
    );
    return res.data.roleId;
  };
  const read = (roleId: number) =>
    h.call<{ menus: string[]; version: number }>('GET', `${RM}/query/${roleId}`, { token: admin });
  const save = (roleId: number, menuId: number[], version: number) =>
    h.call('POST', `${RM}/insert`, { token: admin, body: { roleId, menuId, version } });
  const grants = (roleId: number) =>
    h.rows<{ menuname: string }>(
      `select m.menuname from role_menus rm join menus m on m.menu_id = rm.menu_id
        where rm.role_id = $1 and m.parent_id is not null order by m.menuname`,
      [roleId],
    );

  it('two tabs from one read: A grants 修改密码, B grants 交易日志 and is refused; A’s grant stays', async () => {
    const roleId = await newRole('ROLE_TWO_TABS');
    const pass = await menuNamed('修改密码');
    const log = await menuNamed('交易日志');
    const [tabA, tabB] = [await read(roleId), await read(roleId)];
    expect(tabA.data).toEqual({ menus: [], version: 0 });
    expect(await save(roleId, [pass.parent_id, pass.menu_id], tabA.data.version)).toMatchObject({
      code: 0,
      message: '保存成功',
      data: { version: 1 },
    });
    expect(await save(roleId, [log.parent_id, log.menu_id], tabB.data.version)).toMatchObject(refused);
    expect(await grants(roleId)).toEqual([{ menuname: '修改密码' }]);
    // Read again, B's tab saves what it sees and adds its grant.
    const fresh = await read(roleId);
    expect(fresh.data).toEqual({
      menus: [`${pass.parent_id},`, `${pass.menu_id},${pass.parent_id}`],
      version: 1,
    });
    const both = [pass.parent_id, pass.menu_id, log.parent_id, log.menu_id];
    expect(await save(roleId, both, fresh.data.version)).toMatchObject({ code: 0, data: { version: 2 } });
    expect(await grants(roleId)).toEqual([{ menuname: '交易日志' }, { menuname: '修改密码' }]);
  });

  it('a stale tab does not restore a menu another administrator revoked', async () => {
    const roleId = await newRole('ROLE_REVOKED');
    const pass = await menuNamed('修改密码');
    const log = await menuNamed('交易日志');
    const both = [pass.parent_id, pass.menu_id, log.parent_id, log.menu_id];
    expect(await save(roleId, both, (await read(roleId)).data.version)).toMatchObject({ code: 0 });
    const { version } = (await read(roleId)).data;
    await secondFromSameReadRefused(
      // A revokes 交易日志; B, from the same read, renames nothing but still holds 交易日志.
      (attempt) => save(roleId, attempt === 0 ? [pass.parent_id, pass.menu_id] : both, version),
      () => grants(roleId),
    );
    expect(await grants(roleId)).toEqual([{ menuname: '修改密码' }]);
  });

  it('a save without the version it read is refused by the schema', async () => {
    const roleId = await newRole('ROLE_NO_VERSION');
    const pass = await menuNamed('修改密码');
    const res = await h.call('POST', `${RM}/insert`, {
      token: admin,
      body: { roleId, menuId: [pass.parent_id, pass.menu_id] },
    });
    expect(res).toMatchObject({ status: 400, message: VERSION_REQUIRED });
    expect(await grants(roleId)).toEqual([]);
  });

  it('the role list answers each role’s version', async () => {
    const res = await h.call<{ records: Array<{ roleName: string; version: number }> }>(
      'GET',
      '/commondeal/api/platformrole/list',
      { token: admin, query: { size: '100', current: '1' } },
    );
    expect(res.data.records.find((r) => r.roleName === 'ROLE_TWO_TABS')).toMatchObject({ version: 2 });
  });
});

describe('菜单管理 修改: a menu carries the version it was read at', () => {
  const listed = async (menuId: number) =>
    (
      await h.call<{ records: Array<Record<string, unknown>> }>('POST', '/commondeal/platformmenu/menus', {
        token: admin,
        body: { menuId },
      })
    ).data.records[0]!;
  const menuRow = (menuId: number) =>
    h.rows('select menuname, gradation, version from menus where menu_id = $1', [menuId]);

  it('B’s stale save does not put back the 排序号 A changed', async () => {
    const { menu_id: menuId } = await menuNamed('交易日志');
    const row = await listed(menuId);
    expect(row).toMatchObject({ version: 0 });
    const save = (change: Record<string, unknown>) =>
      h.call('POST', '/commondeal/platformmenu/update', { token: admin, body: { ...row, ...change } });
    await secondFromSameReadRefused(
      (attempt) => save(attempt === 0 ? { gradation: 7 } : { menuname: '交易流水' }),
      () => menuRow(menuId),
    );
    expect(await menuRow(menuId)).toEqual([{ menuname: '交易日志', gradation: 7, version: 1 }]);
    expect(await listed(menuId)).toMatchObject({ gradation: 7, version: 1 });
  });

  it('an update without the version is refused by the schema, changing nothing', async () => {
    const { menu_id: menuId } = await menuNamed('修改密码');
    const { version: _version, ...row } = await listed(menuId);
    const before = await menuRow(menuId);
    const res = await h.call('POST', '/commondeal/platformmenu/update', {
      token: admin,
      body: { ...row, gradation: 9 },
    });
    expect(res).toMatchObject({ status: 400, message: VERSION_REQUIRED });
    expect(await menuRow(menuId)).toEqual(before);
  });
});

describe('用户管理: a user and its roles carry the version they were read at', () => {
  const listedUser = async (user: string) =>
    (
      await h.call<{ records: Array<Record<string, unknown> & { userId: number; version: number }> }>(
        'POST',
        U,
        { token: admin, body: { page: { size: 10, current: 1 }, user } },
      )
    ).data.records[0]!;
  const userState = (userId: number) =>
    h.rows(
      `select u.if_valid, u.version, array(select role_id from user_roles where user_id = u.user_id order by 1) as roles
         from users u where u.user_id = $1`,
      [userId],
    );

  it('启用/禁用: the second toggle from the same row is refused', async () => {
    const row = await listedUser('13900000002');
    expect(row).toMatchObject({ ifValid: '1', version: 0 });
    await secondFromSameReadRefused(
      (attempt) =>
        h.call('PUT', `${U}/valid`, { token: admin, body: { ...row, ifValid: attempt ? '1' : '0' } }),
      () => userState(row.userId),
    );
    expect(await listedUser('13900000002')).toMatchObject({ ifValid: '0', version: 1 });
    // Setting what is already set from a stale row is refused as well.
    expect(await h.call('PUT', `${U}/valid`, { token: admin, body: { ...row, ifValid: '0' } })).toMatchObject(
      refused,
    );
  });

  it('角色维护: B’s stale role set neither drops A’s grant nor is saved', async () => {
    const userId = (await listedUser('13900000008')).userId;
    const roles = await h.rows<{ role_id: number; role_name: string }>(
      'select role_id, role_name from roles',
    );
    const idOf = (name: string) => roles.find((r) => r.role_name === name)!.role_id;
    const read = await h.call<{ roleChecked: number[]; version: number }>('GET', `${U}/role`, {
      token: admin,
      query: { userId: String(userId) },
    });
    expect(read.data).toEqual({ roleChecked: [idOf('ROLE_ORG')], version: 0 });
    await secondFromSameReadRefused(
      (attempt) =>
        h.call('POST', `${U}/role`, {
          token: admin,
          body: {
            userId,
            roleIds: attempt === 0 ? [idOf('ROLE_ORG'), idOf('ROLE_RUSHFREE')] : [idOf('ROLE_ORG')],
            version: read.data.version,
          },
        }),
      () => userState(userId),
    );
    expect((await userState(userId))[0]).toMatchObject({ version: 1 });
    const again = await h.call('GET', `${U}/role`, { token: admin, query: { userId: String(userId) } });
    expect(again.data).toEqual({ roleChecked: [idOf('ROLE_ORG'), idOf('ROLE_RUSHFREE')].sort(), version: 1 });
  });

  it('a role save or a toggle without the version is refused by the schema', async () => {
    const row = await listedUser('13900000008');
    const { version: _version, ...rest } = row;
    expect(
      await h.call('PUT', `${U}/valid`, { token: admin, body: { ...rest, ifValid: '0' } }),
    ).toMatchObject({
      status: 400,
      message: VERSION_REQUIRED,
    });
    expect(
      await h.call('POST', `${U}/role`, { token: admin, body: { userId: row.userId, roleIds: [] } }),
    ).toMatchObject({ status: 400, message: VERSION_REQUIRED });
  });
});

describe('机构信息: the institution’s info and collection carry the version they were read at', () => {
  const orgRow = () =>
    h.rows('select org_name, contact, address, version from orgs where org_code = $1', [HOSPITAL]);

  it('信息维护 (PUT /commondeal/api/info): the second update from the same read is refused', async () => {
    const read = await h.call<Record<string, unknown> & { version: number }>('GET', '/commondeal/api/info', {
      token: hospital,
    });
    const { fixmedinsName, fixmedinsType, conerTel, version } = read.data;
    await secondFromSameReadRefused(
      (attempt) =>
        h.call('PUT', '/commondeal/api/info', {
          token: hospital,
          body: {
            fixmedinsName,
            fixmedinsType,
            conerTel,
            conerName: attempt ? '乙联系人' : '甲联系人',
            version,
          },
        }),
      orgRow,
    );
    expect((await orgRow())[0]).toMatchObject({ contact: '甲联系人', version: version + 1 });
  });

  it('采集 (POST /commondeal/info/collection/org): the second submit from the same read is refused', async () => {
    const read = await h.call<Record<string, unknown>>('GET', `/commondeal/info/collection/org/${HOSPITAL}`, {
      token: hospital,
    });
    const { orgName, orgType, contact, mobile, version } = read.data;
    await secondFromSameReadRefused(
      (attempt) =>
        h.call('POST', '/commondeal/info/collection/org', {
          token: hospital,
          body: { orgName, orgType, contact, mobile, address: attempt ? '乙地址' : '甲地址', version },
        }),
      orgRow,
    );
    expect((await orgRow())[0]).toMatchObject({ address: '甲地址' });
  });

  it('an info update read before a collection is refused, and neither takes a body without the version', async () => {
    const info = await h.call<Record<string, unknown>>('GET', '/commondeal/api/info', { token: hospital });
    const org = await h.call<Record<string, unknown>>('GET', `/commondeal/info/collection/org/${HOSPITAL}`, {
      token: hospital,
    });
    const { orgName, orgType, contact, mobile, version } = org.data;
    expect(
      await h.call('POST', '/commondeal/info/collection/org', {
        token: hospital,
        body: { orgName, orgType, contact, mobile, address: '丙地址', version },
      }),
    ).toMatchObject({ code: 0 });
    const { fixmedinsName, fixmedinsType, conerTel } = info.data;
    const body = { fixmedinsName, fixmedinsType, conerTel, conerName: '丁联系人' };
    expect(
      await h.call('PUT', '/commondeal/api/info', {
        token: hospital,
        body: { ...body, version: info.data.version },
      }),
    ).toMatchObject(refused);
    expect(await h.call('PUT', '/commondeal/api/info', { token: hospital, body })).toMatchObject({
      status: 400,
      message: VERSION_REQUIRED,
    });
    expect(
      await h.call('POST', '/commondeal/info/collection/org', {
        token: hospital,
        body: { orgName, orgType, contact, mobile },
      }),
    ).toMatchObject({ status: 400, message: VERSION_REQUIRED });
    expect((await orgRow())[0]).toMatchObject({ contact: '甲联系人', address: '丙地址' });
  });
});

describe('采集 应用测试人员: a tester carries the version it was read at', () => {
  it('the second change from the same row is refused', async () => {
    const added = await h.call<{ id: number }>('POST', T, {
      token: hospital,
      body: { app: '11', testerName: '版本甲', mobile: '13811115555' },
    });
    const list = await h.call<{ records: Array<Record<string, unknown> & { id: number }> }>(
      'GET',
      `/commondeal/info/collection/${HOSPITAL}/11/testers`,
      { token: hospital },
    );
    const { orgCode: _org, ...row } = list.data.records.find((r) => r.id === added.data.id)!;
    expect(row).toMatchObject({ version: 0 });
    const state = () => h.rows('select tester_name, version from app_testers where id = $1', [row.id]);
    await secondFromSameReadRefused(
      (attempt) =>
        h.call('PUT', T, { token: hospital, body: { ...row, testerName: attempt ? '版本丙' : '版本乙' } }),
      state,
    );
    expect(await state()).toEqual([{ tester_name: '版本乙', version: 1 }]);
    const { version: _v, ...unversioned } = row;
    expect(await h.call('PUT', T, { token: hospital, body: unversioned })).toMatchObject({
      status: 400,
      message: VERSION_REQUIRED,
    });
  });
});
