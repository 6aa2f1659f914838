import { describe, expect, it } from 'vitest';
import { fileHarness } from './helpers';
import { TEST_SCRYPT_N } from './pgliteTemplate';

const { h } = await fileHarness();

const AUTH = '/commondeal/api/auth';
const TREE = '/commondeal/api/menus/tree';
const UNAUTHORIZED = { status: 401, code: 401, message: '登录已过期，请重新登录' };

describe('POST /commondeal/api/auth/cpass', () => {
  const hashOf = async (username: string) =>
    (
      await h.rows<{ password_hash: string }>('select password_hash from users where username = $1', [
        username,
      ])
    )[0]?.password_hash;
  const body = async (user: string, password: string, newPassword: string) => ({
    user: await h.encrypt(user),
    password: await h.encrypt(password),
    newPassword: await h.encrypt(newPassword),
  });

  it('请输入账号 / 请输入原密码 / 请输入新密码: each field is required', async () => {
    const token = await h.tokenOf('13900000002');
    const full = await body('13900000002', 'Demo@2026', 'Next@20260');
    const cases = [
      ['user', '请输入账号'],
      ['password', '请输入原密码'],
      ['newPassword', '请输入新密码'],
    ] as const;
    for (const [field, message] of cases) {
      const partial: Record<string, string> = { ...full };
      delete partial[field];
      expect(await h.call('POST', `${AUTH}/cpass`, { token, body: partial }), field).toMatchObject({
        status: 400,
        message,
      });
    }
  });

  it('密码为大于8位的字母、数字、特殊符号的组合: a weak new password is refused and nothing changes', async () => {
    const token = await h.tokenOf('13900000002');
    const before = await hashOf('13900000002');
    for (const weak of ['Ab@12345', 'abcdefghij', 'abcd12345', 'abcd@efgh', '12345@678', 'Abc 1234@5']) {
      const res = await h.call('POST', `${AUTH}/cpass`, {
        token,
        body: await body('13900000002', 'Demo@2026', weak),
      });
      expect(res, weak).toMatchObject({ status: 400, message: '密码为大于8位的字母、数字、特殊符号的组合' });
    }
    expect(await hashOf('13900000002')).toBe(before);
  });

  it('原密码不正确: a wrong old password is refused', async () => {
    const token = await h.tokenOf('13900000002');
    const res = await h.call('POST', `${AUTH}/cpass`, {
      token,
      body: await body('13900000002', 'Wrong@2026', 'Next@20260'),
    });
    expect(res).toMatchObject({ code: 1, message: '原密码不正确' });
  });

  it('无权访问该功能: the caller may only change their own account', async () => {
    const token = await h.tokenOf('13900000002');
    const before = await hashOf('H21010200001');
    const res = await h.call('POST', `${AUTH}/cpass`, {
      token,
      body: await body('H21010200001', 'Demo@2026', 'Next@20260'),
    });
    expect(res).toMatchObject({ status: 403, code: 403, message: '无权访问该功能' });
    expect(await hashOf('H21010200001')).toBe(before);
  });

  it('密码修改成功,请重新登录: success stores a new scrypt hash and ends every session of the account', async () => {
    const first = await h.tokenOf('13900000002');
    const second = await h.tokenOf('13900000002');
    const res = await h.call('POST', `${AUTH}/cpass`, {
      token: first,
      body: await body('13900000002', 'Demo@2026', 'Next@20260'),
    });
    expect(res).toMatchObject({ code: 0, message: '密码修改成功,请重新登录' });
    // scrypt$N$r$p$salt$hash, at the harness's cost (production: 2^17, see auth.passwords.test.ts).
    expect(await hashOf('13900000002')).toMatch(
      new RegExp(`^scrypt\\$${TEST_SCRYPT_N}\\$8\\$1\\$[A-Za-z0-9+/]{22}==\\$[A-Za-z0-9+/]{86}==$`),
    );
    expect(await h.call('GET', TREE, { token: second })).toMatchObject(UNAUTHORIZED);
    const login = await h.tryLogin({ user: '13900000002', password: await h.encrypt('Next@20260') });
    expect(login.code).toBe(0);
  });

  it('refuses anonymous callers', async () => {
    expect(
      await h.call('POST', `${AUTH}/cpass`, { body: { user: 'a', password: 'b', newPassword: 'c' } }),
    ).toMatchObject(UNAUTHORIZED);
  });
});
