import { apiResult, DealLogExport, DealLogMessage, DealLogQuery, DealLogPage, ref } from '../../../schemas';
import { idParams } from '../../../schemas/common';
import type { DealMeta } from '../../../schemas/deal';
import type { DealCatalogue } from '../../deals/served';
import { dayRange } from '../../deals/time';
import { ApiError, badRequest, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { scopeOrgCode } from '../../policy';
import {
  countDealLog,
  listDealLog,
  readDealLogMessage,
  scanDealLog,
  type DealLogFilter,
  type DealLogRecord,
} from '../../repositories/dealLog';
import { DEFAULT_PAGE } from '../../repositories/paging';
import type { SessionUser } from '../../services/sessions';
import type { App, RequestOf } from '../../schemaTypes';
import { sendExport, type ExportColumn } from '../../services/exportStream';

/** 查看报文 of a row that does not exist or is another institution's. */
export const DEAL_LOG_NOT_FOUND = '交易日志不存在';

type Filter = Omit<RequestOf<typeof DealLogExport>, 'format'>;

/** The repository's filter of a query or export body, scoped to the caller's institution. */
function filterOf(caller: SessionUser, b: Filter): DealLogFilter {
  const range = dayRange(b.beginTime, b.endTime);
  if (!range) throw badRequest('请选择正确的日期');
  if (b.beginTime > b.endTime) throw badRequest('开始日期不能晚于结束日期');
  return {
    orgCode: scopeOrgCode(caller, b.orgCode),
    from: range[0],
    to: range[1],
    infno: b.infno,
    result: b.result,
    msgid: b.msgid?.trim(),
    opter: b.opter?.trim(),
  };
}

/** The deal names of the catalogue as served now (a published deal's name, a province's own deal). */
async function titles(deals: DealCatalogue): Promise<(infno: string) => string> {
  const list = await deals.list();
  let byName = titlesOf.get(list);
  if (!byName) titlesOf.set(list, (byName = new Map(list.map((d) => [d.dealName, d.comment]))));
  return (infno) => byName.get(infno) ?? infno;
}
const titlesOf = new WeakMap<readonly DealMeta[], ReadonlyMap<string, string>>();

/** The export's columns: the screen's, with the institution (an operator exports several). */
const exportColumns = (titleOf: (infno: string) => string): readonly ExportColumn<DealLogRecord>[] => [
  ['交易时间', (r) => r.infTime],
  ['交易编号', (r) => r.infno],
  ['交易名称', (r) => titleOf(r.infno)],
  ['机构编码', (r) => r.fixmedinsCode],
  ['操作员', (r) => r.opter],
  ['交易结果', (r) => (r.infcode === 0 ? '成功' : '失败')],
  ['错误信息', (r) => r.errMsg],
  ['发送方报文ID', (r) => r.msgid],
  ['接收方报文ID', (r) => r.infRefmsgid],
];

/** 交易日志: every deal an institution ran, for an auditor to trace a settlement. */
export default async function dealLog(app: App): Promise<void> {
  app.post(
    '/query',
    {
      config: { auth: {}, list: true },
      schema: {
        summary: '交易日志：本机构在日期区间内执行的每笔交易（时间、交易、操作员、结果、报文ID），最近的在前',
        description:
          '机构只看本机构的日志（指定其他机构编码时拒绝），9999 平台运营机构看全部或按 orgCode 筛选；开始日期不能晚于结束日期。' +
          '翻页：page.after 填上一页返回的 next 取其后一页，page.before 填 prev 取其前一页，page.last 为 true 取末页；都不填时按 page.current 取页。',
        tags: ['deals'],
        body: ref(DealLogQuery),
        response: { 200: apiResult(ref(DealLogPage)) },
      },
    },
    async (request) => {
      const b = request.body;
      const found = await listDealLog(app.db, filterOf(callerOf(request), b), b.page ?? DEFAULT_PAGE);
      const titleOf = await titles(app.deals);
      const records = found.records.map((r) => ({ ...r, dealTitle: titleOf(r.infno) }));
      return ok({ ...found, records });
    },
  );

  app.post(
    '/export',
    {
      config: { auth: {} },
      schema: {
        summary: '导出交易日志（当前查询条件的全部行，xlsx 或 csv，边查边写）',
        description:
          '与查询相同的条件与机构范围（机构只导出本机构的日志，9999 平台运营机构导出全部或按 orgCode 筛选），最近的在前。' +
          '按批读取数据库并流式写出；响应头 X-Total-Rows 为预计行数。没有数据时返回 JSON 提示「无数据可导出」。',
        tags: ['deals'],
        body: ref(DealLogExport),
        response: { 200: { type: 'string', format: 'binary', description: 'xlsx 或 csv 文件' } },
      },
    },
    async (request, reply) => {
      const { format = 'xlsx', ...b } = request.body;
      const filter = filterOf(callerOf(request), b);
      return sendExport(request, reply, {
        name: '交易日志',
        format,
        columns: exportColumns(await titles(app.deals)),
        total: await countDealLog(app.db, filter),
        batches: (signal) => scanDealLog(app.db, filter, { size: app.config.exportBatchRows, signal }),
      });
    },
  );

  app.get(
    '/:id/message',
    {
      config: { auth: {} },
      schema: {
        summary: '交易日志的报文：一笔交易记录的请求报文与应答报文（按记录原样，过大的输入已截去）',
        description:
          '机构只能查看本机构的记录，9999 平台运营机构可查看全部；其他机构的记录与不存在的记录一样答「交易日志不存在」（404）。',
        tags: ['deals'],
        params: idParams('id', '交易日志序号'),
        response: { 200: apiResult(ref(DealLogMessage)) },
      },
    },
    async (request) => {
      const found = await readDealLogMessage(app.db, request.params.id, scopeOrgCode(callerOf(request)));
      if (!found) throw new ApiError(DEAL_LOG_NOT_FOUND, 404, 404);
      return ok(found);
    },
  );
}
