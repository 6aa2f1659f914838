import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, build, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await build();
}, BOOT_TIMEOUT);
afterAll(() => h?.close());

const AUTH = '/commondeal/api/auth';
const TREE = '/commondeal/api/menus/tree';
const UNAUTHORIZED = { status: 401, code: 401, message: '登录已过期，请重新登录' };

describe('tokens', () => {
  it('登录已过期，请重新登录: a call without token, with an unknown or a malformed one is refused with 401', async () => {
    expect(await h.call('GET', TREE)).toMatchObject(UNAUTHORIZED);
    expect(await h.call('GET', TREE, { token: 'not-a-token' })).toMatchObject(UNAUTHORIZED);
    const res = await h.app.inject({ method: 'GET', url: TREE, headers: { authorization: 'Basic abc' } });
    expect(res.statusCode).toBe(401);
  });

  it('a token expires after TOKEN_TTL_MINUTES', async () => {
    const short = await build({ db: h.db, config: { tokenTtlMinutes: 1 / 60 } });
    try {
      const token = await short.tokenOf('H21010200001');
      expect((await short.call('GET', TREE, { token })).code).toBe(0);
      await new Promise((r) => setTimeout(r, 1200));
      expect(await short.call('GET', TREE, { token })).toMatchObject(UNAUTHORIZED);
    } finally {
      await short.close();
    }
  });

  it('the default session lifetime is 120 minutes', async () => {
    const token = await h.tokenOf('P21010200002');
    const [row] = await h.rows<{ minutes: number }>(
      `select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from sessions
        order by created_at desc limit 1`,
    );
    expect(token).toBeTruthy();
    expect(row?.minutes).toBe(120);
  });

  it('a disabled user’s session stops working', async () => {
    const token = await h.tokenOf('13900000008');
    await h.db.query("update users set if_valid = '0' where username = '13900000008'");
    const res = await h.call('GET', TREE, { token });
    await h.db.query("update users set if_valid = '1' where username = '13900000008'");
    expect(res).toMatchObject(UNAUTHORIZED);
  });
});

describe('POST /commondeal/api/auth/logout', () => {
  it('ends the session: the token no longer works', async () => {
    const token = await h.tokenOf('H21010200001');
    expect(await h.call('POST', `${AUTH}/logout`, { token })).toMatchObject({ code: 0, message: '退出成功' });
    expect(await h.call('GET', TREE, { token })).toMatchObject(UNAUTHORIZED);
  });

  it('accepts an empty JSON body and refuses anonymous callers', async () => {
    const token = await h.tokenOf('H21010200001');
    const res = await h.app.inject({
      method: 'POST',
      url: `${AUTH}/logout`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(res.json()).toMatchObject({ code: 0 });
    expect(await h.call('POST', `${AUTH}/logout`)).toMatchObject(UNAUTHORIZED);
  });
});

describe('POST /commondeal/api/auth/reauth', () => {
  it('issues a fresh token with the login data; the old token is revoked', async () => {
    const old = await h.tokenOf('P21010200002');
    const res = await h.call<{ token: string; orgCode: string; roles: string[] }>('POST', `${AUTH}/reauth`, { token: old });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ orgCode: 'P21010200002', roles: ['ROLE_ORG'], user: 'P21010200002' });
    expect(res.data.token).not.toBe(old);
    expect(await h.call('GET', TREE, { token: old })).toMatchObject(UNAUTHORIZED);
    expect((await h.call('GET', TREE, { token: res.data.token })).code).toBe(0);
  });

  it('refuses anonymous callers', async () => {
    expect(await h.call('POST', `${AUTH}/reauth`)).toMatchObject(UNAUTHORIZED);
  });
});

describe('POST /commondeal/api/auth/cpass', () => {
  const hashOf = async (username: string) =>
    (await h.rows<{ password_hash: string }>('select password_hash from users where username = $1', [username]))[0]
      ?.password_hash;
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
      expect(await h.call('POST', `${AUTH}/cpass`, { token, body: partial }), field).toMatchObject({ status: 400, message });
    }
  });

  it('密码为大于8位的字母、数字、特殊符号的组合: a weak new password is refused and nothing changes', async () => {
    const token = await h.tokenOf('13900000002');
    const before = await hashOf('13900000002');
    for (const weak of ['Ab@12345', 'abcdefghij', 'abcd12345', 'abcd@efgh', '12345@678', 'Abc 1234@5']) {
      const res = await h.call('POST', `${AUTH}/cpass`, { token, body: await body('13900000002', 'Demo@2026', weak) });
      expect(res, weak).toMatchObject({ status: 400, message: '密码为大于8位的字母、数字、特殊符号的组合' });
    }
    expect(await hashOf('13900000002')).toBe(before);
  });

  it('原密码不正确: a wrong old password is refused', async () => {
    const token = await h.tokenOf('13900000002');
    const res = await h.call('POST', `${AUTH}/cpass`, { token, body: await body('13900000002', 'Wrong@2026', 'Next@20260') });
    expect(res).toMatchObject({ code: 1, message: '原密码不正确' });
  });

  it('无权访问该功能: the caller may only change their own account', async () => {
    const token = await h.tokenOf('13900000002');
    const before = await hashOf('H21010200001');
    const res = await h.call('POST', `${AUTH}/cpass`, { token, body: await body('H21010200001', 'Demo@2026', 'Next@20260') });
    expect(res).toMatchObject({ status: 403, code: 403, message: '无权访问该功能' });
    expect(await hashOf('H21010200001')).toBe(before);
  });

  it('密码修改成功,请重新登录: success stores a new scrypt hash and ends every session of the account', async () => {
    const first = await h.tokenOf('13900000002');
    const second = await h.tokenOf('13900000002');
    const res = await h.call('POST', `${AUTH}/cpass`, { token: first, body: await body('13900000002', 'Demo@2026', 'Next@20260') });
    expect(res).toMatchObject({ code: 0, message: '密码修改成功,请重新登录' });
    expect(await hashOf('13900000002')).toMatch(/^scrypt\$16384\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(await h.call('GET', TREE, { token: second })).toMatchObject(UNAUTHORIZED);
    const login = await h.tryLogin({ user: '13900000002', password: await h.encrypt('Next@20260') });
    expect(login.code).toBe(0);
  });

  it('refuses anonymous callers', async () => {
    expect(await h.call('POST', `${AUTH}/cpass`, { body: { user: 'a', password: 'b', newPassword: 'c' } })).toMatchObject(
      UNAUTHORIZED,
    );
  });
});

describe('POST /commondeal/api/basic-vertify', () => {
  it('is true when the organisation info is collected and the user has a mobile', async () => {
    for (const user of ['admin', 'H21010200001', 'P21010200002']) {
      expect((await h.call('POST', '/commondeal/api/basic-vertify', { token: await h.tokenOf(user) })).data, user).toBe(true);
    }
  });

  it('is false when the organisation info is not collected, or the user has no mobile', async () => {
    const token = await h.tokenOf('H21010200009');
    expect((await h.call('POST', '/commondeal/api/basic-vertify', { token })).data).toBe(false);
    await h.db.query("update users set mobile = '' where username = 'P21010200002'");
    const res = await h.call('POST', '/commondeal/api/basic-vertify', { token: await h.tokenOf('P21010200002') });
    await h.db.query("update users set mobile = '13800000002' where username = 'P21010200002'");
    expect(res.data).toBe(false);
  });

  it('refuses anonymous callers', async () => {
    expect(await h.call('POST', '/commondeal/api/basic-vertify')).toMatchObject(UNAUTHORIZED);
  });
});

describe('GET /commondeal/info/collection/org/{orgCode}/isCollected', () => {
  const url = (org: string) => `/commondeal/info/collection/org/${org}/isCollected`;

  it('answers whether the caller’s own organisation is collected', async () => {
    expect((await h.call('GET', url('H21010200001'), { token: await h.tokenOf('H21010200001') })).data).toBe(true);
    expect((await h.call('GET', url('H21010200009'), { token: await h.tokenOf('H21010200009') })).data).toBe(false);
  });

  it('the 9999 operator may ask about any organisation', async () => {
    const token = await h.tokenOf('admin');
    expect((await h.call('GET', url('P21010200002'), { token })).data).toBe(true);
    expect((await h.call('GET', url('H21010200009'), { token })).data).toBe(false);
  });

  it('无权访问该功能: another organisation is refused with 403', async () => {
    const res = await h.call('GET', url('P21010200002'), { token: await h.tokenOf('H21010200001') });
    expect(res).toMatchObject({ status: 403, code: 403, message: '无权访问该功能' });
  });

  it('refuses anonymous callers', async () => {
    expect(await h.call('GET', url('H21010200001'))).toMatchObject(UNAUTHORIZED);
  });
});

describe('login rate limit', () => {
  it('登录尝试过于频繁，请稍后再试: more than LOGIN_RATE_MAX logins per minute from one IP are refused', async () => {
    const limited = await build({ db: h.db, config: { loginRateMax: 3 } });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await limited.tryLogin({ user: 'admin', password: await limited.encrypt('x') }));
      expect(answers.slice(0, 3).map((a) => a.message)).toEqual(Array(3).fill('用户名或密码错误'));
      expect(answers[3]).toMatchObject({ status: 429, code: 429, message: '登录尝试过于频繁，请稍后再试' });
    } finally {
      await limited.close();
    }
  });
});
