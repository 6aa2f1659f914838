import { apiResult, OrgCodeParams, OrgCollectBody, OrgInfo, ref } from '../../../schemas';
import { ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { assertOrgAccess, BEFORE_ORG_INFO } from '../../policy';
import { isOrgCollected } from '../../repositories/users';
import { collectOrgInfo, getOrgInfo } from '../../repositories/orgs';
import { fail } from '../../errors';
import type { App } from '../../schemaTypes';

/** /commondeal/info/collection: organisation info collection. */
export default async function collection(app: App): Promise<void> {
  app.get(
    '/org/:orgCode/isCollected',
    {
      config: { auth: BEFORE_ORG_INFO },
      schema: {
        summary: '机构信息是否已采集（仅本机构，9999 可查任意机构）',
        tags: ['collection'],
        params: ref(OrgCodeParams),
        response: { 200: apiResult({ type: 'boolean' }) },
      },
    },
    async (request) => {
      assertOrgAccess(callerOf(request), request.params.orgCode);
      return ok(await isOrgCollected(app.db, request.params.orgCode));
    },
  );

  app.get(
    '/org/:orgCode',
    {
      config: { auth: BEFORE_ORG_INFO },
      schema: {
        summary: '机构信息（仅本机构，9999 可查任意机构）',
        tags: ['collection'],
        params: ref(OrgCodeParams),
        response: { 200: apiResult(ref(OrgInfo)) },
      },
    },
    async (request) => {
      assertOrgAccess(callerOf(request), request.params.orgCode);
      const info = await getOrgInfo(app.db, request.params.orgCode);
      if (!info) throw fail('机构不存在');
      return ok(info);
    },
  );

  app.post(
    '/org',
    {
      config: { auth: BEFORE_ORG_INFO },
      schema: {
        summary: '提交本机构信息（采集后方可正常使用；带读取时的版本号，其间已被他人修改时拒绝：409）',
        tags: ['collection'],
        body: ref(OrgCollectBody),
        response: { 200: apiResult(ref(OrgInfo)) },
      },
    },
    async (request) => {
      const { orgCode } = callerOf(request);
      const body = { ...request.body, address: request.body.address ?? '' };
      return app.db.tx(async (t) => {
        await collectOrgInfo(t, orgCode, body);
        // Read in the transaction that wrote it: the row is there.
        return ok((await getOrgInfo(t, orgCode))!, '保存成功');
      });
    },
  );
}
