import { apiResult, nullData, UserInfoUpdate, UserInfo, ref } from '../../../schemas';
import { fail, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { INSTITUTION_ADMIN } from '../../policy';
import { deregisterOrg, getUserInfo, updateUserInfo } from '../../repositories/info';
import { staleRecord } from '../../recordVersions';
import { revokeUserSessions } from '../../services/sessions';
import { consumeSmsCode } from '../../services/sms';
import type { App } from '../../schemaTypes';

const tags = ['info'];
const WRONG_CAPTCHA = '请输入正确的手机验证码';

/** /commondeal/api/info: the caller's institution info (view, update with SMS check, deregister). */
export default async function info(app: App): Promise<void> {
  const load = async (db: typeof app.db, orgCode: string) => {
    const found = await getUserInfo(db, orgCode);
    if (!found) throw fail('机构不存在');
    return found;
  };

  app.get(
    '',
    {
      schema: { summary: '本机构用户信息', tags, response: { 200: apiResult(ref(UserInfo)) } },
    },
    async (request) => ok(await load(app.db, callerOf(request).orgCode)),
  );

  app.put(
    '',
    {
      schema: {
        summary:
          '更新本机构用户信息（联系电话变更时需短信验证码，用途 info；带读取时的版本号，其间已被他人修改时拒绝：409）',
        tags,
        body: ref(UserInfoUpdate),
        response: { 200: apiResult(ref(UserInfo)) },
      },
    },
    async (request) => {
      const { orgCode } = callerOf(request);
      const body = request.body;
      const read = await load(app.db, orgCode);
      // A stale edit is refused before its code is used (docs/server.md#record-versions).
      if (read.version !== body.version) throw staleRecord(read.version);
      // The code is checked outside the transaction: a wrong try must stay counted (the fifth burns it).
      if (body.conerTel !== read.conerTel) {
        if (!body.captcha || !(await consumeSmsCode(app.db, body.conerTel, 'info', body.captcha))) {
          throw fail(WRONG_CAPTCHA);
        }
      }
      return app.db.tx(async (t) => {
        const current = await load(t, orgCode);
        await updateUserInfo(
          t,
          orgCode,
          {
            fixmedinsName: body.fixmedinsName?.trim() || current.fixmedinsName,
            fixmedinsType: Number(body.fixmedinsType),
            conerName: body.conerName.trim(),
            conerTel: body.conerTel,
          },
          body.version,
        );
        return ok(await load(t, orgCode), '更新成功');
      });
    },
  );

  app.post(
    '/deregister',
    {
      config: { auth: INSTITUTION_ADMIN },
      schema: {
        summary: '注销本机构用户信息及安全码信息（仅机构管理员；结束本人会话；9999 不可注销）',
        tags,
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return app.db.tx(async (t) => {
        await deregisterOrg(t, caller.orgCode);
        await revokeUserSessions(t, caller.userId);
        return ok(null, '注销成功');
      });
    },
  );
}
