import { describe, expect, it } from 'vitest';
import { fileHarness } from './helpers';

const CODE = '135790';
const NEW = 'Fresh#20261';
const { h } = await fileHarness(undefined, { testSmsCode: CODE });

const F = '/commondeal/api/auth/forget';
const users = () => h.rows('select user_id, password_hash from users order by user_id');
const sms = (mobile: string, purpose: string) =>
  h.call('GET', '/commondeal/api/auth/smsCode', { query: { mobile, purpose } });
const forget = async (over: Record<string, string> = {}, password = NEW) =>
  h.call('POST', F, {
    body: { mobile: '13900000002', smsCode: CODE, newPassword: await h.encrypt(password), ...over },
  });

describe('POST /commondeal/api/auth/forget', () => {
  it('sets a new password with a forget code and ends the sessions', async () => {
    const token = await h.tokenOf('13900000002');
    expect(await sms('13900000002', 'forget')).toMatchObject({ code: 0 });
    expect(await forget()).toMatchObject({ code: 0, message: '密码修改成功，请重新登录' });
    expect(await h.call('GET', '/commondeal/api/menus/tree', { token })).toMatchObject({ status: 401 });
    expect(await h.tryLogin({ user: '13900000002', password: await h.encrypt(NEW) })).toMatchObject({
      code: 0,
    });
    // The code is used up.
    expect(await forget()).toMatchObject({ code: 1, message: '验证码不正确或已过期' });
  });

  it('accepts a login code too', async () => {
    expect(await sms('13900000009', 'login')).toMatchObject({ code: 0 });
    expect(await forget({ mobile: '13900000009' })).toMatchObject({ code: 0 });
  });

  it.each([
    ['手机号不能为空', 400, { mobile: '' }],
    ['请正确填写手机号', 400, { mobile: '1390000' }],
    ['验证码不正确或已过期', 400, { smsCode: '12' }],
    ['验证码不正确或已过期', 1, { mobile: '13900000008' }],
    ['验证码不正确或已过期', 1, { mobile: '13711110009' }],
  ])('%s, writes nothing', async (message, code, over) => {
    const before = await users();
    expect(await forget(over)).toMatchObject({ code, message });
    expect(await users()).toEqual(before);
  });

  it('a weak password → 400 and keeps the code', async () => {
    expect(await sms('13900000008', 'forget')).toMatchObject({ code: 0 });
    const before = await users();
    expect(await forget({ mobile: '13900000008' }, 'weakpass')).toMatchObject({
      status: 400,
      message: '密码为大于8位的字母、数字、特殊符号的组合',
    });
    expect(await users()).toEqual(before);
    expect(await forget({ mobile: '13900000008' })).toMatchObject({ code: 0 });
  });
});
