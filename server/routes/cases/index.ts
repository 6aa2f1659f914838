import { apiResult, CaseQueryBody, CaseUploadBody, CaseRow, ref } from '../../../schemas';
import { dayRange } from '../../deals/time';
import { badRequest, fail, forbidden, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { isOperator, scopeOrgCode } from '../../policy';
import { caseOrgs, findCases, recordUploads } from '../../repositories/cases';
import type { App } from '../../schemaTypes';

const tags = ['cases'];
const SCOPED = { auth: {} };

/** Case upload: the institution's inpatient cases and their upload. */
export default async function cases(app: App): Promise<void> {
  app.post(
    '/query-YTHomePage',
    {
      config: SCOPED,
      schema: {
        summary:
          '病案列表：本机构在时间段内入院的住院就诊（姓名、住院流水号、年龄、入院与出院时间、上传标志）',
        description: '机构只看本机构的病案，9999 平台运营机构看全部；开始时间不能晚于结束时间。',
        tags,
        body: ref(CaseQueryBody),
        response: { 200: apiResult({ type: 'array', items: ref(CaseRow) }) },
      },
    },
    async (request) => {
      const b = request.body;
      const range = dayRange(b.beginTime, b.endTime);
      if (!range) throw badRequest('请选择正确的日期');
      if (b.beginTime > b.endTime) throw badRequest('开始时间不能晚于结束时间');
      const caller = callerOf(request);
      const rows = await findCases(app.db, {
        orgCode: scopeOrgCode(caller),
        from: range[0],
        to: range[1],
        ...(b.psnNo?.trim() ? { psnNo: b.psnNo.trim() } : {}),
        ...(b.psnName?.trim() ? { psnName: b.psnName.trim() } : {}),
      });
      return ok(rows);
    },
  );

  app.post(
    '/case-upload',
    {
      config: SCOPED,
      schema: {
        summary: '病案上传：把选中的病案标记为已上传（重复上传不变），data 为新上传的条数',
        description:
          '只能上传本机构的住院病案；任一所选病案属于其他机构时整批拒绝（403），不存在时整批失败，均不做任何改变。',
        tags,
        body: ref(CaseUploadBody),
        response: { 200: apiResult({ type: 'integer' }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (isOperator(caller)) throw fail('平台运营机构没有病案可上传');
      const { ids } = request.body;
      const orgs = await caseOrgs(app.db, ids);
      if ([...orgs.values()].some((org) => org !== caller.orgCode)) throw forbidden();
      if (orgs.size !== ids.length) throw fail('所选病案不存在');
      const added = await recordUploads(app.db, caller.orgCode, ids, caller.username);
      return ok(added, '上传成功');
    },
  );
}
