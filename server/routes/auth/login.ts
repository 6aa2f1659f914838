import {
  apiResult,
  ID_CARD_MESSAGE,
  isValidIdCard,
  LoginBody,
  MOBILE_PATTERN,
  LoginResult,
  ref,
} from '../../../schemas';
import { badRequest, fail, MESSAGES, ok } from '../../errors';
import { PUBLIC } from '../../policy';
import {
  findUserByMobile,
  findUserByUsername,
  setPasswordHash,
  type UserRecord,
} from '../../repositories/users';
import { consumeCaptcha } from '../../services/captcha';
import { beginPasswordAttempt, clearFailures, lockedMessage, passwordFailed } from '../../services/lockout';
import { hashPassword, needsRehash, verifyPassword } from '../../services/passwords';
import { consumeSmsCode } from '../../services/sms';
import { issueLogin } from './profile';
import { perMinute } from '../../plugins/rateLimit';
import type { App, RequestOf } from '../../schemaTypes';

const WRONG_CREDENTIALS = '用户名或密码错误';

type LoginRequest = RequestOf<typeof LoginBody>;

export default async function login(app: App): Promise<void> {
  /** Compared against when the user does not exist, so both failures take as long. */
  const dummyHash = hashPassword('not-a-real-password', app.config.scryptN);

  /** A wrong password or ID card: counted, and the account locked after the last allowed one. */
  async function wrongCredentials(username: string, message: string): Promise<never> {
    const locked = await passwordFailed(app.db, username);
    if (locked > 0) app.ops.metrics.lockout();
    throw fail(locked > 0 ? lockedMessage(locked) : message);
  }

  async function logIn(body: LoginRequest) {
    const needsIdCard = body.user.startsWith('T') && body.loginType === 'password';
    // Input checks first: invalid input consumes no captcha.
    if (needsIdCard && !isValidIdCard(body.idCard ?? '')) throw badRequest(ID_CARD_MESSAGE);
    if (body.loginType === 'sms' && !new RegExp(MOBILE_PATTERN).test(body.user))
      throw badRequest('请正确填写手机号');
    const password = body.loginType === 'password' ? app.rsa.decrypt(body.password ?? '') : null;
    if (body.loginType === 'password' && password === null)
      throw badRequest('密码解密失败，请刷新页面后重试');

    const captcha = await consumeCaptcha(app.db, body.checkKey, body.checkCode);
    if (captcha === 'expired') throw fail('验证码已过期，请刷新验证码');
    if (captcha === 'wrong') throw fail('校验码不正确');

    let user: UserRecord | undefined;
    if (body.loginType === 'sms') {
      user = await findUserByMobile(app.db, body.user);
      if (!user || !(await consumeSmsCode(app.db, body.user, 'login', body.smsCode ?? ''))) {
        throw fail('短信验证码不正确或已过期');
      }
    } else {
      // Per account, whichever address: counted before the check, so parallel guesses cannot overtake it.
      const attempt = await beginPasswordAttempt(app.db, body.user);
      if (!attempt.allowed) throw fail(lockedMessage(attempt.minutes));
      user = await findUserByUsername(app.db, body.user);
      const matches = await verifyPassword(password ?? '', user?.passwordHash ?? (await dummyHash));
      if (!user || !matches) return wrongCredentials(body.user, WRONG_CREDENTIALS);
      if (needsRehash(user.passwordHash, app.config.scryptN)) {
        // Old format or a weaker cost: re-hashed now that the plain password is at hand.
        await setPasswordHash(app.db, user.userId, await hashPassword(password ?? '', app.config.scryptN));
      }
    }
    if (user.ifValid !== '1') throw fail('该用户已被禁用');
    // A wrong ID card counts like a wrong password: it is the second half of the credentials.
    if (needsIdCard && (user.idCard ?? '').toUpperCase() !== (body.idCard ?? '').toUpperCase())
      return wrongCredentials(body.user, '身份证号码与账号不符');
    await clearFailures(app.db, user.username);
    return ok(await issueLogin(app, user), '登录成功');
  }

  app.post(
    '/login',
    {
      config: {
        auth: PUBLIC,
        rateLimit: perMinute(app.config.loginRateMax, MESSAGES.tooManyLogins),
      },
      schema: {
        summary: '登录（表单或 JSON）',
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: ref(LoginBody),
        response: { 200: apiResult(ref(LoginResult)) },
      },
    },
    async (request) => {
      try {
        const answer = await logIn(request.body);
        app.ops.metrics.login('success');
        return answer;
      } catch (err) {
        app.ops.metrics.login('failure');
        throw err;
      }
    },
  );
}
