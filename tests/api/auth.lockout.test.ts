/**
 * Per-account lockout of password logins: counted per account whatever the address, in the database, so that
 * every instance on one PostgreSQL counts together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, build, TEST_CAPTCHA, TEST_SMS_CODE, type Harness } from './helpers';

let h: Harness;
let other: Harness;
beforeAll(async () => {
  h = await build();
  // A second instance on the same database (two servers behind a load balancer).
  other = await build({ db: h.db });
}, BOOT_TIMEOUT);
afterAll(async () => {
  await other?.close();
  await h?.close();
});

const LOGIN = '/commondeal/api/auth/login';
const locked = (minutes: number) => `密码错误次数过多，账号已锁定，请${minutes}分钟后再试`;

/** A password login from one address, through one of the instances. */
async function loginFrom(on: Harness, address: string, user: string, password: string) {
  const body = {
    user,
    password: await on.encrypt(password),
    checkCode: TEST_CAPTCHA,
    checkKey: await on.captchaKey(),
  };
  const res = await on.app.inject({ method: 'POST', url: LOGIN, payload: body, remoteAddress: address });
  return res.json() as { code: number; message: string };
}

/** Lets a running lock end, as if its minutes had passed. */
const expireLock = (user: string) =>
  h.db.query("update login_failures set locked_until = now() - interval '1 second' where username = $1", [
    user,
  ]);

describe('account lockout across addresses and instances', () => {
  it('密码错误次数过多: 5 wrong passwords from 5 addresses lock the account; the right one is then refused', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(await loginFrom(i % 2 ? other : h, `10.0.0.${i + 1}`, '13900000002', 'Wrong#20261'));
    }
    expect(answers.slice(0, 4).map((a) => a.message)).toEqual(Array(4).fill('用户名或密码错误'));
    expect(answers[4]).toMatchObject({ code: 1, message: locked(5) });
    for (const on of [h, other]) {
      expect(await loginFrom(on, '10.0.0.9', '13900000002', 'Demo@2026')).toMatchObject({
        code: 1,
        message: locked(5),
      });
    }
  });

  it('the lock is temporary: after it the right password logs in and the count starts again', async () => {
    await expireLock('13900000002');
    expect(await loginFrom(other, '10.0.0.1', '13900000002', 'Demo@2026')).toMatchObject({
      code: 0,
      message: '登录成功',
    });
    expect(await h.rows('select * from login_failures where username = $1', ['13900000002'])).toEqual([]);
    // A success resets the count: 4 more wrong passwords do not lock.
    for (let i = 0; i < 4; i++) {
      expect((await loginFrom(h, '10.0.0.2', '13900000002', 'Wrong#20261')).message).toBe('用户名或密码错误');
    }
    expect((await loginFrom(h, '10.0.0.2', '13900000002', 'Demo@2026')).code).toBe(0);
  });

  it('each further lock in a row lasts twice as long (5, 10, 20… minutes, at most 60)', async () => {
    const wrong5 = async () => {
      let last = { code: 0, message: '' };
      for (let i = 0; i < 5; i++) last = await loginFrom(h, `10.0.1.${i}`, '13900000008', 'Wrong#20261');
      return last.message;
    };
    expect(await wrong5()).toBe(locked(5));
    await expireLock('13900000008');
    expect(await wrong5()).toBe(locked(10));
    await expireLock('13900000008');
    expect(await wrong5()).toBe(locked(20));
    await h.db.query("update login_failures set locks = 9 where username = '13900000008'");
    await expireLock('13900000008');
    expect(await wrong5()).toBe(locked(60));
  });

  it('a locked account still logs in with a phone code, which lifts the lock', async () => {
    for (let i = 0; i < 5; i++) await loginFrom(h, '10.0.2.1', '13900000009', 'Wrong#20261');
    expect((await loginFrom(h, '10.0.2.1', '13900000009', 'Demo@2026')).message).toBe(locked(5));
    expect(
      await h.call('GET', '/commondeal/api/auth/smsCode', { query: { mobile: '13900000009' } }),
    ).toMatchObject({ code: 0 });
    const sms = await h.tryLogin({ user: '13900000009', loginType: 'sms', smsCode: TEST_SMS_CODE });
    expect(sms).toMatchObject({ code: 0, message: '登录成功' });
    expect((await loginFrom(h, '10.0.2.1', '13900000009', 'Demo@2026')).code).toBe(0);
  });

  it('an unknown account locks the same way (a lock tells nothing about which accounts exist)', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await loginFrom(h, '10.0.3.1', 'H99999999999', 'Wrong#20261'));
    expect(answers.map((a) => a.message)).toEqual([
      ...Array(4).fill('用户名或密码错误'),
      locked(5),
      locked(5),
    ]);
  });

  it('parallel guesses cannot overtake the count: of 20 at once, at most 5 are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        loginFrom(i % 2 ? other : h, `10.0.4.${i}`, 'P21010200002', 'Wrong#20261'),
      ),
    );
    const checked = answers.filter((a) => a.message === '用户名或密码错误').length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.message.startsWith('密码错误次数过多')).length).toBeGreaterThanOrEqual(15);
    expect((await loginFrom(h, '10.0.4.99', 'P21010200002', 'Demo@2026')).code).toBe(1);
  });
});
