import { describe, expect, it } from 'vitest';
import { build, fileHarness } from './helpers';

const { h } = await fileHarness();

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

  it('accepts an empty JSON body', async () => {
    const token = await h.tokenOf('H21010200001');
    const res = await h.app.inject({
      method: 'POST',
      url: `${AUTH}/logout`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(res.json()).toMatchObject({ code: 0 });
  });

  it('ending a session that is already over is not an error: 退出成功 again, without a token too', async () => {
    const token = await h.tokenOf('H21010200001');
    expect(await h.call('POST', `${AUTH}/logout`, { token })).toMatchObject({ code: 0, message: '退出成功' });
    expect(await h.call('POST', `${AUTH}/logout`, { token })).toMatchObject({
      status: 200,
      code: 0,
      message: '退出成功',
    });
    expect(await h.call('POST', `${AUTH}/logout`)).toMatchObject({
      status: 200,
      code: 0,
      message: '退出成功',
    });
    expect(await h.call('POST', `${AUTH}/logout`, { token: 'not-a-token' })).toMatchObject({
      status: 200,
      code: 0,
    });
  });

  it('a logout names only its own token: another session of the same account goes on', async () => {
    const first = await h.tokenOf('P21010200002');
    const second = await h.tokenOf('P21010200002');
    expect(await h.call('POST', `${AUTH}/logout`, { token: first })).toMatchObject({ code: 0 });
    expect(await h.call('GET', TREE, { token: first })).toMatchObject(UNAUTHORIZED);
    expect(await h.call('GET', TREE, { token: second })).toMatchObject({ code: 0 });
  });
});

describe('POST /commondeal/api/auth/reauth', () => {
  it('issues a fresh token with the login data; the old token is revoked', async () => {
    const old = await h.tokenOf('P21010200002');
    const res = await h.call<{ token: string; orgCode: string; roles: string[] }>('POST', `${AUTH}/reauth`, {
      token: old,
    });
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

describe('login rate limit', () => {
  it('登录尝试过于频繁，请稍后再试: more than LOGIN_RATE_MAX logins per minute from one IP are refused', async () => {
    // A database of its own: the attempts are counted in the database, across every app on it.
    const limited = await build({ config: { loginRateMax: 3 } });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++)
        answers.push(await limited.tryLogin({ user: 'admin', password: await limited.encrypt('x') }));
      expect(answers.slice(0, 3).map((a) => a.message)).toEqual(Array(3).fill('用户名或密码错误'));
      expect(answers[3]).toMatchObject({ status: 429, code: 429, message: '登录尝试过于频繁，请稍后再试' });
    } finally {
      await limited.close();
    }
  });
});
