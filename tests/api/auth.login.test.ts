import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed';
import { fileHarness } from './helpers';

const { h } = await fileHarness();

const LOGIN = '/commondeal/api/auth/login';
const sessions = async () => (await h.rows<{ n: number }>('select count(*)::int as n from sessions'))[0]?.n;

describe('POST /commondeal/api/auth/login', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a] as const))(
    'demo account %s logs in',
    async (_name, account) => {
      const data = await h.loginAs(account.username);
      expect(data).toMatchObject({
        orgCode: account.orgCode,
        user: account.username,
        mobile: account.mobile,
        contact: account.contact,
        userTypeId: account.userTypeId,
        ext: { websocketUrl: '' },
      });
      expect([...data.roles].sort()).toEqual([...account.roles].sort());
      expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(data.orgName).not.toBe('');
    },
  );

  it('the login answer is { code: 0, message, data } and the token is stored only as its sha256', async () => {
    const res = await h.tryLogin({ user: 'admin', password: await h.encrypt('Admin@2026') });
    expect(res).toMatchObject({ status: 200, code: 0, message: '登录成功' });
    const stored = await h.rows<{ token_hash: string }>('select token_hash from sessions');
    expect(stored.some((s) => s.token_hash === res.data.token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
  });

  it('accepts a form-encoded body (the console posts application/x-www-form-urlencoded)', async () => {
    const res = await h.tryLogin(
      { user: 'H21010200001', password: await h.encrypt('Demo@2026') },
      { form: true },
    );
    expect(res.code).toBe(0);
    expect(res.data.orgCode).toBe('H21010200001');
  });

  it('请输入用户名: a login without user is refused with HTTP 400', async () => {
    const res = await h.tryLogin({});
    expect(res).toMatchObject({ status: 400, code: 400, message: '请输入用户名' });
  });

  it('请输入正确的手机号或者国家机构编码: a user that is neither a mobile, an org code nor admin is refused', async () => {
    for (const user of ['12345', 'root', 'h21010200001', '2900000000']) {
      const res = await h.tryLogin({ user });
      expect(res, user).toMatchObject({ status: 400, message: '请输入正确的手机号或者国家机构编码' });
    }
  });

  it('请输入密码: a password login without password is refused', async () => {
    const res = await h.tryLogin({ user: 'admin', password: null });
    expect(res).toMatchObject({ status: 400, message: '请输入密码' });
  });

  it('请输入验证码: a login without image code is refused', async () => {
    const res = await h.tryLogin({ user: 'admin', password: await h.encrypt('Admin@2026'), checkCode: null });
    expect(res).toMatchObject({ status: 400, message: '请输入验证码' });
  });

  it('请输入正确的身份证号码: a T user without ID card, with a malformed one or a wrong check digit is refused', async () => {
    const password = await h.encrypt('Demo@2026');
    for (const idCard of [null, '12345', '210102199001011234', '210102199002301237']) {
      const res = await h.tryLogin({ user: 'T21010200003', password, idCard });
      expect(res, String(idCard)).toMatchObject({
        status: 400,
        code: 400,
        message: '请输入正确的身份证号码',
      });
    }
  });

  it('身份证号码与账号不符: a T user with a valid but different ID card is refused', async () => {
    const res = await h.tryLogin({
      user: 'T21010200003',
      password: await h.encrypt('Demo@2026'),
      idCard: '11010519491231002X',
    });
    expect(res).toMatchObject({ status: 200, code: 1, message: '身份证号码与账号不符' });
  });

  it('a T user’s ID card check digit X is compared case-insensitively', async () => {
    await h.db.query("update users set id_card = '11010519491231002X' where username = 'T21010200003'");
    const res = await h.tryLogin({
      user: 'T21010200003',
      password: await h.encrypt('Demo@2026'),
      idCard: '11010519491231002x',
    });
    await h.db.query("update users set id_card = '210102199001011237' where username = 'T21010200003'");
    expect(res.code).toBe(0);
  });

  it('用户名或密码错误: a wrong password or an unknown user is refused, no session is opened', async () => {
    const before = await sessions();
    const wrong = await h.tryLogin({ user: 'admin', password: await h.encrypt('Wrong@2026') });
    const unknown = await h.tryLogin({ user: 'H99999999999', password: await h.encrypt('Demo@2026') });
    for (const res of [wrong, unknown])
      expect(res).toMatchObject({ status: 200, code: 1, message: '用户名或密码错误' });
    expect(await sessions()).toBe(before);
  });

  it('该用户已被禁用: a disabled user (if_valid 0) cannot log in', async () => {
    await h.db.query("update users set if_valid = '0' where username = '13900000002'");
    const res = await h.tryLogin({ user: '13900000002', password: await h.encrypt('Demo@2026') });
    await h.db.query("update users set if_valid = '1' where username = '13900000002'");
    expect(res).toMatchObject({ code: 1, message: '该用户已被禁用' });
  });

  it('校验码不正确: a wrong image code is refused and the captcha is consumed', async () => {
    const key = await h.captchaKey();
    const body = { user: 'admin', password: await h.encrypt('Admin@2026'), checkKey: key };
    const wrong = await h.call('POST', LOGIN, { body: { ...body, checkCode: '9999' } });
    expect(wrong).toMatchObject({ code: 1, message: '校验码不正确' });
    const again = await h.call('POST', LOGIN, { body: { ...body, checkCode: '1234' } });
    expect(again).toMatchObject({ code: 1, message: '校验码不正确' });
  });

  it('a password that cannot be decrypted is refused with HTTP 400 and consumes no captcha', async () => {
    const key = await h.captchaKey();
    const base = { user: 'admin', checkKey: key, checkCode: '1234' };
    const bad = await h.call('POST', LOGIN, { body: { ...base, password: 'bm90LWVuY3J5cHRlZA==' } });
    expect(bad).toMatchObject({ status: 400, message: '密码解密失败，请刷新页面后重试' });
    const good = await h.call('POST', LOGIN, { body: { ...base, password: await h.encrypt('Admin@2026') } });
    expect(good.code).toBe(0);
  });

  it('invalid input writes nothing: the captcha of a refused (400) login stays usable', async () => {
    const key = await h.captchaKey();
    const invalid = await h.call('POST', LOGIN, {
      body: { user: 'root', checkKey: key, checkCode: '1234', password: 'x' },
    });
    expect(invalid.status).toBe(400);
    const used = await h.rows<{ used: boolean }>('select used from captchas where captcha_key = $1', [key]);
    expect(used[0]?.used).toBe(false);
  });
});
