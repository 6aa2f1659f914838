/**
 * Phone codes: 6 digits everywhere, five wrong tries burn a code, one live code per mobile, limits per
 * address and per mobile, old outbox rows purged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schemas from '../../schemas';
import { BOOT_TIMEOUT, build, TEST_CAPTCHA, TEST_SMS_CODE, type Harness } from './helpers';

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

const SMS = '/commondeal/api/auth/smsCode';
const sms = (on: Harness, mobile: string, purpose = 'login') =>
  on.call('GET', SMS, { query: { mobile, purpose } });
const smsLogin = (mobile: string, smsCode: string) => h.tryLogin({ user: mobile, loginType: 'sms', smsCode });
/** Pretends the codes of this mobile were sent `seconds` earlier. */
const age = (mobile: string, seconds: number) =>
  h.db.query('update sms_outbox set created_at = created_at - make_interval(secs => $2) where mobile = $1', [
    mobile,
    seconds,
  ]);
const outbox = (mobile: string) =>
  h.rows<{ code: string; used: boolean; attempts: number }>(
    'select code, used, attempts from sms_outbox where mobile = $1 order by id',
    [mobile],
  );

describe('one length for phone codes: 6 digits', () => {
  it('login, 忘记密码 and info maintenance share one pattern', () => {
    const fields = [
      schemas.LoginBody.properties.smsCode,
      schemas.ForgetBody.properties.smsCode,
      schemas.ForgetPassForm.properties.smsCode,
      schemas.UserInfoUpdate.properties.captcha,
    ];
    for (const field of fields) expect(field.pattern).toBe(schemas.SMS_CODE_PATTERN);
    expect(new RegExp(schemas.SMS_CODE_PATTERN).test('135790')).toBe(true);
    expect(new RegExp(schemas.SMS_CODE_PATTERN).test('1234')).toBe(false);
  });

  it('请输入正确的手机验证码: login refuses a 4-digit phone code', async () => {
    expect(await smsLogin('13900000002', '1234')).toMatchObject({
      status: 400,
      message: '请输入正确的手机验证码',
    });
  });

  it('test mode: the image captcha stays 4 digits (YB_TEST_CAPTCHA) and the phone code is 6 (YB_TEST_SMS_CODE)', async () => {
    const key = await h.captchaKey();
    const [captcha] = await h.rows<{ code: string }>('select code from captchas where captcha_key = $1', [
      key,
    ]);
    expect(captcha?.code).toBe(TEST_CAPTCHA);
    expect(await sms(h, '13900000002')).toMatchObject({ code: 0 });
    expect((await outbox('13900000002')).map((r) => r.code)).toEqual([TEST_SMS_CODE]);
    expect(await smsLogin('13900000002', TEST_SMS_CODE)).toMatchObject({ code: 0 });
  });
});

describe('wrong tries and live codes', () => {
  it('5 wrong tries burn the code: the right one is then refused', async () => {
    expect(await sms(h, '13900000008')).toMatchObject({ code: 0 });
    for (let i = 0; i < 5; i++) {
      expect(await smsLogin('13900000008', '000000')).toMatchObject({
        code: 1,
        message: '短信验证码不正确或已过期',
      });
    }
    expect(await smsLogin('13900000008', TEST_SMS_CODE)).toMatchObject({
      message: '短信验证码不正确或已过期',
    });
    expect(await outbox('13900000008')).toEqual([{ code: TEST_SMS_CODE, used: true, attempts: 5 }]);
  });

  it('忘记密码 counts wrong tries too (they are not rolled back with the refusal)', async () => {
    await age('13900000008', 3600);
    expect(await sms(h, '13900000008', 'forget')).toMatchObject({ code: 0 });
    const forget = async (smsCode: string) =>
      h.call('POST', '/commondeal/api/auth/forget', {
        body: { mobile: '13900000008', smsCode, newPassword: await h.encrypt('Fresh#20261') },
      });
    for (let i = 0; i < 5; i++) expect((await forget('000000')).message).toBe('验证码不正确或已过期');
    expect((await forget(TEST_SMS_CODE)).message).toBe('验证码不正确或已过期');
  });

  it('info maintenance counts wrong tries too: after 5 the right code no longer changes the phone', async () => {
    const token = await h.tokenOf('P21010200002');
    expect(await sms(h, '13711110020', 'info')).toMatchObject({ code: 0 });
    const update = async (captcha: string) => {
      const version = (
        await h.rows<{ version: number }>("select version from orgs where org_code = 'P21010200002'")
      )[0]!.version;
      return h.call('PUT', '/commondeal/api/info', {
        token,
        body: { fixmedinsType: '2', conerName: '王敏', conerTel: '13711110020', captcha, version },
      });
    };
    for (let i = 0; i < 5; i++) expect((await update('000000')).message).toBe('请输入正确的手机验证码');
    expect((await update(TEST_SMS_CODE)).message).toBe('请输入正确的手机验证码');
    expect(await outbox('13711110020')).toEqual([{ code: TEST_SMS_CODE, used: true, attempts: 5 }]);
  });

  it('one live code per mobile: a new code invalidates the old one, whatever its purpose', async () => {
    expect(await sms(real, '13900000009', 'forget')).toMatchObject({ code: 0 });
    await age('13900000009', 61);
    expect(await sms(real, '13900000009', 'login')).toMatchObject({ code: 0 });
    const [first, second] = await outbox('13900000009');
    expect(first?.used).toBe(true);
    expect(second?.used).toBe(false);
    if (first!.code !== second!.code) {
      expect((await smsLogin('13900000009', first!.code)).code).toBe(1);
    }
    expect(await smsLogin('13900000009', second!.code)).toMatchObject({ code: 0 });
  });
});

describe('limits', () => {
  it('验证码发送过于频繁: one code a minute per mobile, whatever the purpose', async () => {
    expect(await sms(h, '13711110001', 'login')).toMatchObject({ code: 0 });
    expect(await sms(h, '13711110001', 'forget')).toMatchObject({
      code: 1,
      message: '验证码发送过于频繁，请稍后再试',
    });
  });

  it('at most 5 codes an hour per mobile, counted in the database (any instance)', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await sms(i % 2 ? real : h, '13711110002'), `code ${i + 1}`).toMatchObject({ code: 0 });
      await age('13711110002', 61);
    }
    expect(await sms(real, '13711110002')).toMatchObject({ message: '验证码发送过于频繁，请稍后再试' });
    await age('13711110002', 3600);
    expect(await sms(real, '13711110002')).toMatchObject({ code: 0 });
  });

  it('请求过于频繁: /smsCode and /captcha are limited per address', async () => {
    const limited = await build({ db: h.db, config: { smsRateMax: 3, captchaRateMax: 4 } });
    try {
      const from = (url: string, remoteAddress: string, query = '') =>
        limited.app.inject({ method: 'GET', url: `${url}${query}`, remoteAddress });
      for (let i = 0; i < 3; i++) {
        expect((await from(SMS, '10.9.0.1', `?mobile=1371111100${i + 3}`)).statusCode).toBe(200);
      }
      const refused = await from(SMS, '10.9.0.1', '?mobile=13711111009');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 429, message: '请求过于频繁，请稍后再试' });
      expect((await from(SMS, '10.9.0.2', '?mobile=13711111009')).statusCode).toBe(200);

      const captcha = '/commondeal/api/auth/captcha';
      for (let i = 0; i < 4; i++) expect((await from(captcha, '10.9.0.1')).statusCode).toBe(200);
      expect((await from(captcha, '10.9.0.1')).json()).toMatchObject({
        code: 429,
        message: '请求过于频繁，请稍后再试',
      });
    } finally {
      await limited.close();
    }
  });

  it('outbox rows older than a day are purged', async () => {
    await h.db.query(
      `insert into sms_outbox (mobile, code, purpose, created_at, expires_at)
       values ('13711119999', '111111', 'login', now() - interval '25 hours', now() - interval '25 hours')`,
    );
    expect(await sms(h, '13711110010')).toMatchObject({ code: 0 });
    expect(await outbox('13711119999')).toEqual([]);
  });
});
