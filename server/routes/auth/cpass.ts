import { apiResult, PASSWORD_MESSAGE, PASSWORD_PATTERN, CpassBody, nullData, ref } from '../../../schemas';
import { badRequest, fail, forbidden, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { findUserById, setPasswordHash } from '../../repositories/users';
import { demoPasswordRefusal } from '../../production';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { revokeUserSessions } from '../../services/sessions';
import type { App } from '../../schemaTypes';

/** POST /api/auth/cpass: change one's own password; every session of the account ends. */
export default async function cpass(app: App): Promise<void> {
  app.post(
    '/cpass',
    {
      schema: {
        summary: '修改密码（账号、原密码、新密码均加密）',
        tags: ['auth'],
        body: ref(CpassBody),
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const [user, password, newPassword] = [
        request.body.user,
        request.body.password,
        request.body.newPassword,
      ].map((v) => app.rsa.decrypt(v));
      if (user == null || password == null || newPassword == null) {
        throw badRequest('密码解密失败，请刷新页面后重试');
      }
      if (!new RegExp(PASSWORD_PATTERN).test(newPassword)) throw badRequest(PASSWORD_MESSAGE);
      const demo = demoPasswordRefusal(newPassword, app.config.production);
      if (demo) throw badRequest(demo);
      if (user !== caller.username) throw forbidden();
      const record = await findUserById(app.db, caller.userId);
      if (!record || !(await verifyPassword(password, record.passwordHash))) throw fail('原密码不正确');
      const hash = await hashPassword(newPassword, app.config.scryptN);
      await app.db.tx(async (t) => {
        await setPasswordHash(t, caller.userId, hash);
        await revokeUserSessions(t, caller.userId);
      });
      return ok(null, '密码修改成功,请重新登录');
    },
  );
}
