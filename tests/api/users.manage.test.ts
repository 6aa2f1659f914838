import { describe, expect, it } from 'vitest';
import { fileHarness, idOf, snapshot } from './helpers';

const { h, admin, hospital, pharmacy } = await fileHarness({
  admin: 'admin',
  hospital: 'H21010200001',
  pharmacy: 'P21010200002',
});

const U = '/commondeal/api/user-manage';
const GOOD = 'Good@20260';
/** What a refused change of an account must leave as it was. */
const ACCOUNTS = { tables: ['users', 'orgs', 'user_roles'] };

describe('POST /commondeal/api/user-manage/add', () => {
  const add = async (token: string, over: Record<string, string> = {}) =>
    h.call<Record<string, unknown>>('POST', `${U}/add`, {
      token,
      body: {
        userName: '13711110001',
        orgCode: 'H21010200001',
        orgName: '沈阳市示范医院',
        passWord: await h.encrypt(GOOD),
        ...over,
      },
    });

  it('adds a user of the own institution with ROLE_ORG, who can log in', async () => {
    const res = await add(hospital);
    expect(res).toMatchObject({
      code: 0,
      data: { username: '13711110001', orgCode: 'H21010200001', mobile: '13711110001', ifValid: '1' },
    });
    const roles = await h.rows(
      `select r.role_name from user_roles ur join roles r using (role_id) where ur.user_id = $1`,
      [res.data.userId],
    );
    expect(roles).toEqual([{ role_name: 'ROLE_ORG' }]);
    const login = await h.tryLogin({ user: '13711110001', password: await h.encrypt(GOOD) });
    expect(login).toMatchObject({ code: 0 });
  });

  it('the operator adds to any institution, creating a new one', async () => {
    const res = await add(admin, { userName: '13711110002', orgCode: 'H21010299999', orgName: '新医院' });
    expect(res).toMatchObject({ code: 0, data: { orgCode: 'H21010299999', orgName: '新医院' } });
    expect(
      await h.rows('select org_type, collected from orgs where org_code = $1', ['H21010299999']),
    ).toEqual([{ org_type: 1, collected: false }]);
  });

  it.each([
    ['手机号已存在！换一个试试', 1, { userName: '13900000002' }],
    ['请输入正确的手机号', 400, { userName: 'abc' }],
    ['请输入账号', 400, { userName: '' }],
    ['密码为大于8位的字母、数字、特殊符号的组合', 400, { passWord: 'plain' }],
  ])('%s, writes nothing', async (message, code, over: Record<string, string>) => {
    const before = await snapshot(h, ACCOUNTS);
    const body = over.passWord ? { ...over, passWord: await h.encrypt(over.passWord) } : over;
    expect(await add(hospital, body)).toMatchObject({ code, message });
    expect(await snapshot(h, ACCOUNTS)).toEqual(before);
  });

  it('another institution’s code → 403 for an institution; anonymous → 401; writes nothing', async () => {
    const before = await snapshot(h, ACCOUNTS);
    expect(await add(hospital, { userName: '13711110003', orgCode: 'P21010200002' })).toMatchObject({
      status: 403,
    });
    expect(await h.call('POST', `${U}/add`, { body: { userName: '13711110003' } })).toMatchObject({
      status: 401,
    });
    expect(await snapshot(h, ACCOUNTS)).toEqual(before);
  });
});

describe('DELETE /commondeal/api/user-manage', () => {
  it('deletes a user of the own institution', async () => {
    const id = await idOf(h, '13900000008');
    const res = await h.call('DELETE', U, {
      token: hospital,
      body: { userId: id, orgCode: 'H21010200001', user: '13900000008' },
    });
    expect(res).toMatchObject({ code: 0, message: '删除成功' });
    await expect(idOf(h, '13900000008')).rejects.toThrow('no account 13900000008');
  });

  it('refuses the institution admin and the operator admin; scoped; writes nothing', async () => {
    const before = await snapshot(h, ACCOUNTS);
    const self = await idOf(h, 'H21010200001');
    expect(
      await h.call('DELETE', U, {
        token: hospital,
        body: { userId: self, orgCode: 'H21010200001', user: 'H21010200001' },
      }),
    ).toMatchObject({ code: 1, message: '当前机构管理员，不能删除自己！' });
    expect(
      await h.call('DELETE', U, { token: admin, body: { userId: await idOf(h, 'admin') } }),
    ).toMatchObject({
      code: 1,
      message: '当前机构管理员，不能删除自己！',
    });
    const other = await idOf(h, '13900000002');
    expect(await h.call('DELETE', U, { token: pharmacy, body: { userId: other } })).toMatchObject({
      status: 403,
    });
    expect(await h.call('DELETE', U, { body: { userId: other } })).toMatchObject({ status: 401 });
    expect(await h.call('DELETE', U, { token: hospital, body: {} })).toMatchObject({
      status: 400,
      message: '请选择用户',
    });
    expect(await snapshot(h, ACCOUNTS)).toEqual(before);
  });
});

describe('PUT /commondeal/api/user-manage/resetPass', () => {
  const reset = async (token: string, user: string, newPassword = GOOD) =>
    h.call('PUT', `${U}/resetPass`, {
      token,
      body: {
        user: await h.encrypt(user),
        newPassword: await h.encrypt(newPassword),
        orgCode: 'H21010200001',
      },
    });

  it('sets the password and ends the user’s sessions', async () => {
    const nurse = await h.tokenOf('13900000002');
    expect(await reset(hospital, '13900000002')).toMatchObject({ code: 0 });
    expect(await h.call('GET', '/commondeal/api/menus/tree', { token: nurse })).toMatchObject({
      status: 401,
    });
    expect(await h.tryLogin({ user: '13900000002', password: await h.encrypt(GOOD) })).toMatchObject({
      code: 0,
    });
  });

  it('refuses the own account, a weak password, another institution; writes nothing', async () => {
    const before = await snapshot(h, ACCOUNTS);
    expect(await reset(hospital, 'H21010200001')).toMatchObject({
      code: 1,
      message: '请在修改密码页面修改本人密码',
    });
    expect(await reset(hospital, 'T21010200003', '12345678')).toMatchObject({
      status: 400,
      message: '密码为大于8位的字母、数字、特殊符号的组合',
    });
    expect(await reset(pharmacy, 'T21010200003')).toMatchObject({ status: 403 });
    expect(await reset(await h.tokenOf('T21010200003'), 'H21010200001')).toMatchObject({ status: 403 });
    expect(await h.call('PUT', `${U}/resetPass`, { body: { user: 'x', newPassword: 'y' } })).toMatchObject({
      status: 401,
    });
    expect(await h.call('PUT', `${U}/resetPass`, { token: hospital, body: { user: 'x' } })).toMatchObject({
      status: 400,
      message: '请输入新密码',
    });
    expect(await snapshot(h, ACCOUNTS)).toEqual(before);
  });
});
