import { apiResult, PASSWORD_MESSAGE, PASSWORD_PATTERN, ForgetBody, nullData, ref } from '../../../schemas';
import { badRequest, fail, MESSAGES, ok } from '../../errors';
import { PUBLIC } from '../../policy';
import { findUserByMobile, setPasswordHash } from '../../repositories/users';
import { clearFailures } from '../../services/lockout';
import { demoPasswordRefusal } from '../../production';
import { hashPassword } from '../../services/passwords';
import { revokeUserSessions } from '../../services/sessions';
import { consumeSmsCode } from '../../services/sms';
import { perMinute } from '../../plugins/rateLimit';
import type { App } from '../../schemaTypes';

const WRONG_CODE = '验证码不正确或已过期';

/** POST /api/auth/forget: a new password with an SMS code (purpose forget or login); sessions end. */
export default async function forget(app: App): Promise<void> {
  app.post(
    '/forget',
    {
      config: {
        auth: PUBLIC,
        rateLimit: perMinute(app.config.loginRateMax, MESSAGES.tooManyLogins),
      },
      schema: {
        summary: '忘记密码（短信验证码 + 加密的新密码）',
        tags: ['auth'],
        body: ref(ForgetBody),
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      const { mobile, smsCode } = request.body;
      const newPassword = app.rsa.decrypt(request.body.newPassword);
      if (newPassword === null) throw badRequest('密码解密失败，请刷新页面后重试');
      if (!new RegExp(PASSWORD_PATTERN).test(newPassword)) throw badRequest(PASSWORD_MESSAGE);
      const demo = demoPasswordRefusal(newPassword, app.config.production);
      if (demo) throw badRequest(demo);
      const user = await findUserByMobile(app.db, mobile);
      if (!user) throw fail(WRONG_CODE);
      // Outside the transaction below: a wrong try must stay counted (the fifth burns the code).
      if (!(await consumeSmsCode(app.db, mobile, ['forget', 'login'], smsCode))) throw fail(WRONG_CODE);
      const hash = await hashPassword(newPassword, app.config.scryptN);
      return app.db.tx(async (t) => {
        await setPasswordHash(t, user.userId, hash);
        await revokeUserSessions(t, user.userId);
        // A new password through the phone lifts a password lockout.
        await clearFailures(t, user.username);
        return ok(null, '密码修改成功，请重新登录');
      });
    },
  );
}
