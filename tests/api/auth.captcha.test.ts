import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, build, TEST_SMS_CODE, type Harness } from './helpers';

let h: Harness;
let real: Harness;
beforeAll(async () => {
  h = await build();
  real = await build({ db: h.db, testCaptcha: null, testSmsCode: null });
}, BOOT_TIMEOUT);
afterAll(async () => {
  await real?.close();
  await h?.close();
});

const LOGIN = '/commondeal/api/auth/login';
const SMS = '/commondeal/api/auth/smsCode';

describe('GET /commondeal/api/auth/publicKey', () => {
  it('serves the RSA 2048 public key as PEM, without login', async () => {
    const res = await h.call<string>('GET', '/commondeal/api/auth/publicKey');
    expect(res.code).toBe(0);
    expect(res.data).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n$/);
  });
});

describe('GET /commondeal/api/auth/captcha', () => {
  it('answers a key and an SVG data URL of a 4-digit code that expires in 2 minutes', async () => {
    const res = await real.call<{ key: string; image: string }>('GET', '/commondeal/api/auth/captcha');
    expect(res.code).toBe(0);
    expect(res.data.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(res.data.image.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain('<svg');
    const [row] = await h.rows<{ code: string; ttl: number }>(
      'select code, extract(epoch from expires_at - created_at)::int as ttl from captchas where captcha_key = $1',
      [res.data.key],
    );
    expect(row?.code).toMatch(/^\d{4}$/);
    expect(row?.ttl).toBe(120);
  });

  it('a captcha is single use: the same key cannot log in twice', async () => {
    const key = await h.captchaKey();
    const body = { user: 'admin', password: await h.encrypt('Admin@2026'), checkKey: key, checkCode: '1234' };
    expect((await h.call('POST', LOGIN, { body })).code).toBe(0);
    expect(
      await h.call('POST', LOGIN, { body: { ...body, password: await h.encrypt('Admin@2026') } }),
    ).toMatchObject({
      code: 1,
      message: '校验码不正确',
    });
  });

  it('an expired captcha is refused', async () => {
    const key = await h.captchaKey();
    await h.db.query("update captchas set expires_at = now() - interval '1 second' where captcha_key = $1", [
      key,
    ]);
    const body = { user: 'admin', password: await h.encrypt('Admin@2026'), checkKey: key, checkCode: '1234' };
    expect(await h.call('POST', LOGIN, { body })).toMatchObject({
      code: 1,
      message: '验证码已过期，请刷新验证码',
    });
  });

  it('the image code is compared case-insensitively', async () => {
    const letters = await build({ db: h.db, testCaptcha: 'AbCd' });
    try {
      const key = await letters.captchaKey();
      const body = {
        user: 'admin',
        password: await letters.encrypt('Admin@2026'),
        checkKey: key,
        checkCode: 'aBcD',
      };
      expect((await letters.call('POST', LOGIN, { body })).code).toBe(0);
    } finally {
      await letters.close();
    }
  });
});

describe('GET /commondeal/api/auth/smsCode', () => {
  const outbox = (mobile: string) =>
    h.rows<{ code: string; ttl: number }>(
      'select code, extract(epoch from expires_at - created_at)::int as ttl from sms_outbox where mobile = $1 order by id',
      [mobile],
    );

  it('手机号不能为空: fetching a code without mobile is refused', async () => {
    expect(await h.call('GET', SMS)).toMatchObject({ status: 400, code: 400, message: '手机号不能为空' });
    expect(await h.call('GET', SMS, { query: { mobile: '' } })).toMatchObject({
      status: 400,
      message: '手机号不能为空',
    });
  });

  it('请正确填写手机号: a malformed mobile is refused and nothing is queued', async () => {
    for (const mobile of ['1380000000', '12800000000', '1380000000a']) {
      expect(await h.call('GET', SMS, { query: { mobile } }), mobile).toMatchObject({
        status: 400,
        message: '请正确填写手机号',
      });
    }
    expect(await h.rows('select * from sms_outbox')).toEqual([]);
  });

  it('验证码已发送: a 6-digit code goes to sms_outbox and expires in 5 minutes', async () => {
    const res = await real.call('GET', SMS, { query: { mobile: '13900000002' } });
    expect(res).toMatchObject({ code: 0, message: '验证码已发送', data: null });
    const [row] = await outbox('13900000002');
    expect(row?.code).toMatch(/^\d{6}$/);
    expect(row?.ttl).toBe(300);
  });

  it('a second code for the same mobile within 60 s is refused', async () => {
    expect(await real.call('GET', SMS, { query: { mobile: '13900000002' } })).toMatchObject({
      code: 1,
      message: '验证码发送过于频繁，请稍后再试',
    });
    expect(await outbox('13900000002')).toHaveLength(1);
  });

  it('验证码未填写: a phone-code login without code is refused', async () => {
    const res = await h.tryLogin({ user: '13900000008', loginType: 'sms' });
    expect(res).toMatchObject({ status: 400, message: '验证码未填写' });
  });

  it('a phone-code login finds the user by mobile; the code is single use', async () => {
    expect((await h.call('GET', SMS, { query: { mobile: '13800000001' } })).code).toBe(0);
    const ok = await h.tryLogin({ user: '13800000001', loginType: 'sms', smsCode: TEST_SMS_CODE });
    expect(ok.code).toBe(0);
    expect(ok.data).toMatchObject({ user: 'H21010200001', orgCode: 'H21010200001' });
    const again = await h.tryLogin({ user: '13800000001', loginType: 'sms', smsCode: TEST_SMS_CODE });
    expect(again).toMatchObject({ code: 1, message: '短信验证码不正确或已过期' });
  });

  it('an expired or wrong phone code is refused', async () => {
    expect((await h.call('GET', SMS, { query: { mobile: '13900000008' } })).code).toBe(0);
    expect(await h.tryLogin({ user: '13900000008', loginType: 'sms', smsCode: '000000' })).toMatchObject({
      code: 1,
      message: '短信验证码不正确或已过期',
    });
    await h.db.query(
      "update sms_outbox set expires_at = now() - interval '1 second' where mobile = '13900000008'",
    );
    expect(await h.tryLogin({ user: '13900000008', loginType: 'sms', smsCode: TEST_SMS_CODE })).toMatchObject(
      {
        code: 1,
        message: '短信验证码不正确或已过期',
      },
    );
  });

  it('请正确填写手机号: a phone-code login with a user that is not a mobile is refused', async () => {
    const res = await h.tryLogin({ user: 'admin', loginType: 'sms', smsCode: TEST_SMS_CODE });
    expect(res).toMatchObject({ status: 400, message: '请正确填写手机号' });
  });
});
