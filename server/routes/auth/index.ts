import { apiResult, nullData, SmsCodeQuery, CaptchaResult, LoginResult, ref } from '../../../schemas';
import { fail, ok } from '../../errors';
import { bearerToken, callerOf, SESSION_ENDS_IN, SESSION_EXPIRES_IN } from '../../plugins/auth';
import { BEFORE_ORG_INFO, PUBLIC } from '../../policy';
import { findUserById } from '../../repositories/users';
import { createCaptcha } from '../../services/captcha';
import { hashToken, revokeSession } from '../../services/sessions';
import { maskMobile, queueSmsCode } from '../../services/sms';
import cpass from './cpass';
import forget from './forget';
import login from './login';
import { issueLogin } from './profile';
import { perMinute } from '../../plugins/rateLimit';
import type { App } from '../../schemaTypes';

/** /commondeal/api/auth: public key, captcha, SMS code, login, logout, password change, token renewal. */
export default async function auth(app: App): Promise<void> {
  const tags = ['auth'];
  // Captchas and SMS codes are limited per address and minute; the per-mobile limit of SMS codes is in the database.

  app.get(
    '/publicKey',
    {
      config: { auth: PUBLIC },
      schema: { summary: '密码加密公钥（PEM）', tags, response: { 200: apiResult({ type: 'string' }) } },
    },
    async () => ok(app.rsa.publicKeyPem),
  );

  app.get(
    '/captcha',
    {
      config: { auth: PUBLIC, rateLimit: perMinute(app.config.captchaRateMax) },
      schema: {
        summary: '图形验证码（4位数字，2分钟内一次有效）',
        tags,
        response: { 200: apiResult(ref(CaptchaResult)) },
      },
    },
    async () => ok(await createCaptcha(app.db, app.config.captchaTtlSeconds, app.config.testCaptcha)),
  );

  app.get(
    '/smsCode',
    {
      config: { auth: PUBLIC, rateLimit: perMinute(app.config.smsRateMax) },
      schema: {
        summary: '发送短信验证码（6位，5分钟有效；同一手机号60秒一次、每小时至多5次，新码使旧码失效）',
        tags,
        querystring: ref(SmsCodeQuery),
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      const { mobile, purpose } = request.query;
      const result = await queueSmsCode(app.db, mobile, purpose, {
        ttlSeconds: app.config.smsTtlSeconds,
        resendSeconds: app.config.smsResendSeconds,
        perHour: app.config.smsPerMobileHour,
        fixed: app.config.testSmsCode,
      });
      if (!result.sent) throw fail('验证码发送过于频繁，请稍后再试');
      // Never the code itself, and the mobile masked: the log is no second outbox.
      request.log.info({ mobile: maskMobile(mobile), purpose }, 'SMS code queued in sms_outbox');
      return ok(null, '验证码已发送');
    },
  );

  await app.register(login);
  await app.register(cpass);
  await app.register(forget);

  app.post(
    '/logout',
    {
      // Ending a session that is already over (a password change or deregistration ended it, or it
      // expired) is not an error for the person: the token's session, if any, ends, and the answer is
      // the same either way.
      config: { auth: PUBLIC },
      schema: { summary: '退出登录（会话已结束时同样成功）', tags, response: { 200: apiResult(nullData) } },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) await revokeSession(app.db, hashToken(token));
      return ok(null, '退出成功');
    },
  );

  app.get(
    '/session',
    {
      // Any caller, before the organisation info too: the console's 续期 before an idle expiry.
      config: { auth: BEFORE_ORG_INFO },
      schema: {
        summary: '会话续期（此前一次请求已延长会话；应答会话剩余时间）',
        tags,
        response: {
          200: apiResult({
            type: 'object',
            properties: {
              expiresIn: { type: 'integer', title: '空闲多少秒后过期' },
              endsIn: { type: 'integer', title: '多少秒后必须重新登录' },
            },
            required: ['expiresIn', 'endsIn'],
          }),
        },
      },
    },
    async (_request, reply) => {
      // The auth hook extended the session and put its times in these headers.
      const seconds = (name: string) => Number(reply.getHeader(name) ?? 0);
      return ok({ expiresIn: seconds(SESSION_EXPIRES_IN), endsIn: seconds(SESSION_ENDS_IN) }, '会话已续期');
    },
  );

  app.post(
    '/reauth',
    {
      config: { auth: BEFORE_ORG_INFO },
      schema: {
        summary: '换发令牌（旧令牌作废）',
        tags,
        response: { 200: apiResult(ref(LoginResult)) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const user = await findUserById(app.db, caller.userId);
      if (!user) throw fail('用户不存在');
      const fresh = await issueLogin(app, user);
      await revokeSession(app.db, caller.tokenHash);
      return ok(fresh, '令牌已更新');
    },
  );
}
