import type { FastifyInstance } from 'fastify';
import { apiResult, DealLogQuery } from '../../../schemas';
import { findDeal } from '../../deals/catalogue';
import { dayRange } from '../../deals/time';
import { badRequest, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { scopeOrgCode } from '../../policy';
import { listDealLog } from '../../repositories/dealLog';
import { DEFAULT_PAGE } from '../../repositories/paging';
import type { RequestOf } from '../../schemaTypes';

/** 交易日志: every deal an institution ran, for an auditor to trace a settlement. */
export default async function dealLog(app: FastifyInstance): Promise<void> {
  app.post<{ Body: RequestOf<typeof DealLogQuery> }>(
    '/query',
    {
      config: { auth: {} },
      schema: {
        summary: '交易日志：本机构在日期区间内执行的每笔交易（时间、交易、操作员、结果、报文ID），最近的在前',
        description:
          '机构只看本机构的日志（指定其他机构编码时拒绝），9999 平台运营机构看全部或按 orgCode 筛选；开始日期不能晚于结束日期。' +
          '翻页：page.after 填上一页返回的 next 取其后一页，page.before 填 prev 取其前一页，page.last 为 true 取末页；都不填时按 page.current 取页。',
        tags: ['deals'],
        body: { $ref: 'DealLogQuery#' },
        response: { 200: apiResult({ $ref: 'DealLogPage#' }) },
      },
    },
    async (request) => {
      const b = request.body;
      const range = dayRange(b.beginTime, b.endTime);
      if (!range) throw badRequest('请选择正确的日期');
      if (b.beginTime > b.endTime) throw badRequest('开始日期不能晚于结束日期');
      const orgCode = scopeOrgCode(callerOf(request), b.orgCode);
      const found = await listDealLog(
        app.db,
        {
          orgCode,
          from: range[0],
          to: range[1],
          infno: b.infno,
          result: b.result,
          msgid: b.msgid?.trim(),
          opter: b.opter?.trim(),
        },
        b.page ?? DEFAULT_PAGE,
      );
      const records = found.records.map((r) => ({ ...r, dealTitle: findDeal(r.infno)?.comment ?? r.infno }));
      return ok({ ...found, records });
    },
  );
}
