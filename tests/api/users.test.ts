import { describe, expect, it } from 'vitest';
import { fileHarness, idOf } from './helpers';

interface UserRow {
  userId: number;
  username: string;
  orgCode: string;
  ifValid: string;
}

const { h, admin, hospital, pharmacy } = await fileHarness({
  admin: 'admin',
  hospital: 'H21010200001',
  pharmacy: 'P21010200002',
});

const U = '/commondeal/api/user-manage';
/** The account's version as the list or the role dialog reads it (0 when there is no such account). */
const versionOf = async (userId: number) =>
  (await h.rows<{ version: number }>('select version from users where user_id = $1', [userId]))[0]?.version ??
  0;
const usersTable = () => h.rows('select * from users order by user_id');
const userRoles = () => h.rows('select * from user_roles order by user_id, role_id');
const page = (size = 10, current = 1) => ({ size, current });

describe('POST /commondeal/api/user-manage (list)', () => {
  it('the operator sees every institution and may filter by one', async () => {
    const all = await h.call<{ records: UserRow[]; total: number }>('POST', U, {
      token: admin,
      body: { page: page(3) },
    });
    expect(all).toMatchObject({ code: 0 });
    expect(all.data.records).toHaveLength(3);
    expect(all.data.total).toBe((await usersTable()).length);
    const pharmacies = await h.call<{ records: UserRow[] }>('POST', U, {
      token: admin,
      body: { page: page(), orgCode: 'P21010200002' },
    });
    expect(new Set(pharmacies.data.records.map((r) => r.orgCode))).toEqual(new Set(['P21010200002']));
    expect(Object.keys(pharmacies.data.records[0]!).sort()).toEqual(
      ['contact', 'ifValid', 'mobile', 'orgCode', 'orgName', 'userId', 'username', 'version'].sort(),
    );
  });

  it('an institution sees only its own users; filters by user name; pages', async () => {
    const res = await h.call<{ records: UserRow[]; total: number }>('POST', U, {
      token: hospital,
      body: { page: page() },
    });
    expect(res.data.records.every((r) => r.orgCode === 'H21010200001')).toBe(true);
    expect(res.data.total).toBe(4);
    const one = await h.call<{ records: UserRow[]; total: number }>('POST', U, {
      token: hospital,
      body: { page: page(), user: '13900000008' },
    });
    expect(one.data.records.map((r) => r.username)).toEqual(['13900000008']);
    const second = await h.call<{ records: UserRow[] }>('POST', U, {
      token: hospital,
      body: { page: page(3, 2) },
    });
    expect(second.data.records).toHaveLength(1);
  });

  it('another institution → 403; anonymous → 401; bad page → 400', async () => {
    expect(
      await h.call('POST', U, { token: hospital, body: { page: page(), orgCode: 'P21010200002' } }),
    ).toMatchObject({ status: 403, message: '无权访问该功能' });
    expect(await h.call('POST', U, { body: { page: page() } })).toMatchObject({ status: 401 });
    expect(await h.call('POST', U, { token: admin, body: { page: { size: 0, current: 1 } } })).toMatchObject({
      status: 400,
    });
  });
});

describe('GET /commondeal/api/user-manage/user/{id}', () => {
  it('answers a user row of the own institution; another institution → 403; unknown → code 1', async () => {
    const id = await idOf(h, '13900000002');
    expect(await h.call('GET', `${U}/user/${id}`, { token: hospital })).toMatchObject({
      code: 0,
      data: { userId: id, username: '13900000002', orgCode: 'H21010200001', ifValid: '1' },
    });
    expect(await h.call('GET', `${U}/user/${id}`, { token: admin })).toMatchObject({ code: 0 });
    expect(await h.call('GET', `${U}/user/${id}`, { token: pharmacy })).toMatchObject({ status: 403 });
    expect(await h.call('GET', `${U}/user/99999`, { token: admin })).toMatchObject({
      code: 1,
      message: '用户不存在',
    });
    expect(await h.call('GET', `${U}/user/${id}`)).toMatchObject({ status: 401 });
  });
});

describe('GET /commondeal/api/user-manage/exists', () => {
  it('answers whether the mobile is taken; bad mobile → 400', async () => {
    const q = (mobile: string) => h.call('GET', `${U}/exists`, { token: hospital, query: { mobile } });
    expect(await q('13900000002')).toMatchObject({ code: 0, data: true });
    expect(await q('13711112222')).toMatchObject({ code: 0, data: false });
    expect(await q('12345')).toMatchObject({ status: 400, message: '请输入正确的手机号' });
  });
});

describe('/commondeal/api/user-manage/role', () => {
  it('reads and replaces a user’s roles (ROLE_ADMIN)', async () => {
    const id = await idOf(h, '13900000008');
    const roleIds = (await h.rows<{ role_id: number }>('select role_id from roles order by role_id')).map(
      (r) => r.role_id,
    );
    const before = await h.call<{ roleChecked: number[]; version: number }>('GET', `${U}/role`, {
      token: admin,
      query: { userId: String(id) },
    });
    expect(before.data.roleChecked).toHaveLength(1);
    const set = await h.call('POST', `${U}/role`, {
      token: admin,
      body: { userId: id, roleIds: roleIds.slice(1), version: await versionOf(id) },
    });
    expect(set).toMatchObject({ code: 0, message: '保存成功' });
    const after = await h.call('GET', `${U}/role`, { token: admin, query: { userId: String(id) } });
    expect(after.data).toEqual({ roleChecked: roleIds.slice(1), version: before.data.version + 1 });
  });

  it('unknown role writes nothing; wrong role → 403; anonymous → 401', async () => {
    const id = await idOf(h, '13900000008');
    const before = await userRoles();
    expect(
      await h.call('POST', `${U}/role`, {
        token: admin,
        body: { userId: id, roleIds: [999], version: await versionOf(id) },
      }),
    ).toMatchObject({
      code: 1,
      message: '角色不存在',
    });
    expect(
      await h.call('POST', `${U}/role`, {
        token: hospital,
        body: { userId: id, roleIds: [], version: await versionOf(id) },
      }),
    ).toMatchObject({
      status: 403,
    });
    expect(
      await h.call('GET', `${U}/role`, { token: hospital, query: { userId: String(id) } }),
    ).toMatchObject({
      status: 403,
    });
    expect(
      await h.call('POST', `${U}/role`, { body: { userId: id, roleIds: [], version: await versionOf(id) } }),
    ).toMatchObject({
      status: 401,
    });
    expect(
      await h.call('POST', `${U}/role`, { token: admin, body: { userId: id, version: await versionOf(id) } }),
    ).toMatchObject({
      status: 400,
      message: '请选择角色',
    });
    expect(await userRoles()).toEqual(before);
  });
});

describe('PUT /commondeal/api/user-manage/valid', () => {
  it('disables a user, ending their sessions, then enables them', async () => {
    const nurse = await h.tokenOf('13900000002');
    const id = await idOf(h, '13900000002');
    const off = await h.call('PUT', `${U}/valid`, {
      token: hospital,
      body: {
        userId: id,
        username: '13900000002',
        orgCode: 'H21010200001',
        ifValid: '0',
        version: await versionOf(id),
      },
    });
    expect(off).toMatchObject({ code: 0, message: '更新成功' });
    expect(await h.call('GET', '/commondeal/api/menus/tree', { token: nurse })).toMatchObject({
      status: 401,
    });
    expect(await h.rows('select 1 from sessions where user_id = $1', [id])).toHaveLength(0);
    expect(
      await h.call('PUT', `${U}/valid`, {
        token: hospital,
        body: { userId: id, ifValid: '1', version: await versionOf(id) },
      }),
    ).toMatchObject({
      code: 0,
    });
    expect((await h.rows('select if_valid from users where user_id = $1', [id]))[0]).toEqual({
      if_valid: '1',
    });
  });

  it('enabling an enabled user answers 更新成功 and writes nothing: cached user pages stay valid', async () => {
    const id = await idOf(h, '13900000002');
    const version = async () =>
      (await h.rows<{ version: string }>("select version::text from data_versions where name = 'users'"))[0];
    const before = await version();
    expect(
      await h.call('PUT', `${U}/valid`, {
        token: hospital,
        body: { userId: id, ifValid: '1', version: await versionOf(id) },
      }),
    ).toMatchObject({ code: 0, message: '更新成功' });
    expect(await version()).toEqual(before);
  });

  it('refuses the institution admin’s own account and user 9999; scoped; writes nothing', async () => {
    const before = await usersTable();
    const self = await idOf(h, 'H21010200001');
    for (const token of [hospital, admin]) {
      expect(
        await h.call('PUT', `${U}/valid`, {
          token,
          body: { userId: self, ifValid: '0', version: await versionOf(self) },
        }),
      ).toMatchObject({
        code: 1,
        message: '当前登录为机构管理员用户，不能禁用！',
      });
    }
    expect(
      await h.call('PUT', `${U}/valid`, {
        token: admin,
        body: { userId: 9999, ifValid: '0', version: await versionOf(9999) },
      }),
    ).toMatchObject({ code: 1, message: '用户 9999 不能启用或禁用' });
    const other = await idOf(h, '13900000009');
    expect(
      await h.call('PUT', `${U}/valid`, {
        token: hospital,
        body: { userId: other, ifValid: '0', version: await versionOf(other) },
      }),
    ).toMatchObject({ status: 403 });
    expect(
      await h.call('PUT', `${U}/valid`, {
        body: { userId: other, ifValid: '0', version: await versionOf(other) },
      }),
    ).toMatchObject({
      status: 401,
    });
    expect(
      await h.call('PUT', `${U}/valid`, {
        token: admin,
        body: { userId: other, ifValid: '2', version: await versionOf(other) },
      }),
    ).toMatchObject({
      status: 400,
    });
    expect(await usersTable()).toEqual(before);
  });
});
