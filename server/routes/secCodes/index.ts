import { apiResult, SecCodesQueryBody, SecPage, ref } from '../../../schemas';
import { ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { listSec } from '../../repositories/secAdmin';
import { secQueryScope } from '../../sec/rules';
import type { App } from '../../schemaTypes';

/** /commondeal/secCodes: the institution's list of security-code applications. */
export default async function secCodes(app: App): Promise<void> {
  app.post(
    '/query',
    {
      config: { list: true },
      schema: {
        summary: '安全码申请查询（分页；本机构，9999 与编码含 I 的机构可查任意机构）',
        tags: ['sec'],
        body: ref(SecCodesQueryBody),
        response: { 200: apiResult(ref(SecPage)) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const { page = { size: 20, current: 1 }, orgCode, orgName } = request.body;
      const scope = secQueryScope(user, orgCode);
      const answer = await listSec(
        app.db,
        scope ? { scopeOrgCode: scope, orgName } : { orgCode, orgName },
        page,
      );
      return ok({ ...answer, pageSize: page.size, pageNumber: page.current });
    },
  );
}
