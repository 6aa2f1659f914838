import { PassThrough } from 'node:stream';
import { apiResult, nullData } from '../../../schemas';
import { simulatorOf, type InsuranceCenter } from '../../deals/center';
import { ApiError, fail, MESSAGES, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { detailTemplate, parseDetailWorkbook } from '../../reconciliation/detailExcel';
import { uploadBatch } from '../../reconciliation/detailBatch';
import {
  IMPORT_MAX_MB,
  importDetailFile,
  ImportCancelled,
  MAX_IMPORT_ROWS,
} from '../../reconciliation/detailImport';
import { confirmBatch } from '../../reconciliation/detailRec';
import { deleteWorkDraft } from '../../repositories/workDrafts';
import { getUserInfo } from '../../repositories/info';
import {
  countReconDifferences,
  deleteReconLog,
  listReconLogs,
  reconLogExists,
  scanReconDifferences,
  type ReconDifference,
} from '../../repositories/reconLogs';
import { sendExport, type ExportColumn } from '../../services/exportStream';
import { openUploadStream, readUpload, requestRead } from '../../uploads';
import {
  BatchAnswer,
  ConfirmBody,
  DetailRowSchema,
  DiffExportQuery,
  ImportSummary,
  LogDeleteQuery,
  LogQuery,
  LogRow,
  UpdBody,
} from '../../../schemas/reconciliation';
import detailRecDraft, { DETAIL_REC_DRAFT } from './draft';
import type { App } from '../../schemaTypes';

const tags = ['reconciliation'];
const SCOPED = '本机构的数据（按登录机构限定）。';
/** The template and the imported file: one xlsx of at most 5 MB. */
const XLSX_RULES = {
  kinds: ['xlsx'] as const,
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 1,
  typeMessage: '只能上传xlsx格式的文件（按文件内容识别）',
};

/** 3202's stmt_rslt as the differences export words it. */
const STMT_RESULT: Record<string, string> = { '1': '中心多', '2': '医药机构多', '3': '数据不一致' };

/** The differences export's columns: the settlement, the result, and both sides' amounts. */
const DIFF_COLUMNS: readonly ExportColumn<ReconDifference>[] = [
  ['结算ID', (r) => r.setlId],
  ['就诊ID', (r) => r.mdtrtId],
  ['人员编号', (r) => r.psnNo],
  ['报文ID', (r) => r.msgid],
  ['交易编号', (r) => r.infno],
  ['对账结果', (r) => STMT_RESULT[r.stmtRslt] ?? r.stmtRslt],
  ['退费结算标志', (r) => (r.refdSetlFlag === '1' ? '退费' : '正常')],
  ['中心医疗费总额', (r) => r.centerMedfee],
  ['中心基金支付总额', (r) => r.centerFund],
  ['中心个人账户支出', (r) => r.centerAcct],
  ['机构医疗费总额', (r) => r.orgMedfee],
  ['机构基金支付总额', (r) => r.orgFund],
  ['机构个人账户支出', (r) => r.orgAcct],
  ['结算时间', (r) => r.setlTime],
  ['备注', (r) => r.memo],
];

/** /commondeal/reconciliation: settlement detail reconciliation and its log. */
export default async function reconciliation(app: App, opts: { center?: InsuranceCenter }): Promise<void> {
  const run = { center: opts.center ?? simulatorOf(app), deals: app.deals };
  await app.register(detailRecDraft);

  app.get(
    '/user-info/complete',
    {
      schema: {
        summary: '用户信息完整性检查（机构名称、类型、联系人、联系电话齐全时 data 为 true）',
        description: SCOPED,
        tags,
        response: { 200: apiResult({ type: 'boolean' }) },
      },
    },
    async (request) => {
      const info = await getUserInfo(app.db, callerOf(request).orgCode);
      const complete = Boolean(
        info?.fixmedinsName?.trim() && info.fixmedinsType && info.conerName?.trim() && info.conerTel?.trim(),
      );
      return ok(complete);
    },
  );

  app.get(
    '/detail-rec/template',
    {
      schema: {
        summary: '结算明细导入模板（xlsx，空白模板，不含任何数据；登录后下载）',
        tags,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (_request, reply) => {
      const data = await detailTemplate();
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'Content-Disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent('结算明细导入模板.xlsx')}`,
        )
        .send(data);
    },
  );

  app.post(
    '/detail-rec/excel-upd',
    {
      schema: {
        summary: '导入结算明细（multipart 字段 file，一个 xlsx，按内容识别；逐行逐列报告错误，不保存）',
        description: SCOPED,
        tags,
        consumes: ['multipart/form-data'],
        response: {
          200: apiResult({
            type: 'object',
            properties: { excelData: { type: 'array', items: DetailRowSchema } },
          }),
        },
      },
    },
    async (request) => {
      const { files } = await readUpload(request, XLSX_RULES);
      const excelData = await parseDetailWorkbook(files[0]!.data);
      return ok({ excelData }, '上传成功');
    },
  );

  app.post(
    '/detail-rec/import',
    {
      // Each progress line must reach the console as it is written, not when a compressor flushes.
      compress: false,
      schema: {
        summary: `导入结算明细（multipart 字段 file，一个 xlsx 或 UTF-8 编码的 csv，按内容识别，至多 ${IMPORT_MAX_MB}MB、${MAX_IMPORT_ROWS} 行；边上传边读取，明细暂存在服务器）`,
        description:
          SCOPED +
          '答复为 NDJSON（application/x-ndjson）：读取过程中每 1000 行一行进度 {"read":已读行数,"checked":已检查行数}，' +
          '最后一行为 {code, message, data} 答复：成功时 data 为导入编号、行数、三项金额合计与前 100 行明细，' +
          '上传对账信息以 importId 提交；有错误时逐行逐列列出前 100 处并注明其余处数，什么也不保存。' +
          '请求中途断开（取消）即停止读取，已暂存的明细全部删除。暂存一天后删除。',
        tags,
        consumes: ['multipart/form-data'],
        produces: ['application/x-ndjson'],
        response: { 200: apiResult(ImportSummary) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { stream } = await openUploadStream(request, IMPORT_MAX_MB * 1024 * 1024);
      const out = new PassThrough();
      const line = (value: unknown) => out.write(`${JSON.stringify(value)}\n`);
      // The request closed before the answer was written: the operator cancelled, or the connection was lost.
      const cancel = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) cancel.abort();
      });
      void importDetailFile(app.db, caller, stream, { signal: cancel.signal, onProgress: line })
        .then((summary) => line(ok(summary, '导入成功')))
        .catch((err: unknown) => {
          if (err instanceof ImportCancelled) return request.log.info('detail import cancelled');
          if (err instanceof ApiError) return line({ code: err.code, message: err.message });
          request.log.error({ err }, 'detail import failed');
          line({ code: 500, message: MESSAGES.serverError });
        })
        // The answer ends once the upload has arrived whole (a refusal may come before it has).
        .finally(() => requestRead(request).then(() => out.end()));
      return (
        reply
          .header('Content-Type', 'application/x-ndjson; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('X-Accel-Buffering', 'no')
          // NDJSON lines of progress, the last one of the declared answer: the stream is not that answer.
          .send(out as never)
      );
    },
  );

  app.post(
    '/detail-rec/upd',
    {
      schema: {
        summary:
          '上传对账信息：明细（导入编号 importId 暂存的明细，及手工录入的 rows）经 9101 上传中心，返回文件查询号、汇总金额、笔数、确认截止时间与批次号',
        description: SCOPED + '导入编号只能是本机构一天内的导入，其他机构的导入编号被拒绝。',
        tags,
        body: UpdBody,
        response: { 200: apiResult(BatchAnswer) },
      },
    },
    async (request) => {
      const { rows = [], importId } = request.body;
      return ok(await uploadBatch(run, app.db, callerOf(request), rows, importId), '上传成功');
    },
  );

  app.post(
    '/detail-rec/confirm',
    {
      schema: {
        summary: '开始对账：3202 明细对账与 3201 总账对账，写入对账日志与差异，返回结果文字',
        description: SCOPED + '成功后删除本人在本机构的结算明细对账草稿。',
        tags,
        body: ConfirmBody,
        response: { 200: apiResult({ type: 'string' }) },
      },
    },
    async (request) => {
      const { batchId, dataNode } = request.body;
      const done = await confirmBatch(run, app.db, callerOf(request), batchId, dataNode);
      await deleteWorkDraft(app.db, callerOf(request), DETAIL_REC_DRAFT);
      return ok(done.text, '对账成功');
    },
  );

  app.get(
    '/log',
    {
      schema: {
        summary: '对账日志（对账期间与查询区间相交的记录，最近的在前）',
        description: SCOPED,
        tags,
        querystring: LogQuery,
        response: { 200: apiResult({ type: 'array', items: LogRow }) },
      },
    },
    async (request) => {
      const { start, end } = request.query;
      if (start > end) throw fail('开始日期不能晚于结束日期');
      return ok(await listReconLogs(app.db, callerOf(request).orgCode, start, end));
    },
  );

  app.delete(
    '/log',
    {
      schema: {
        summary: '删除对账日志（连同其差异记录；该期间须重新对账）',
        description: SCOPED,
        tags,
        querystring: LogDeleteQuery,
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      if (!(await deleteReconLog(app.db, request.query.id, callerOf(request).orgCode)))
        throw fail('对账日志不存在');
      return ok(null, '删除成功');
    },
  );

  app.get(
    '/log/differences/export',
    {
      schema: {
        summary: '导出对账日志的差异明细（中心多、医药机构多、数据不一致的结算，xlsx 或 csv，边查边写）',
        description:
          SCOPED +
          '按批读取数据库并流式写出，按发现的顺序；响应头 X-Total-Rows 为预计行数。没有差异时返回 JSON 提示「该对账记录没有差异，无数据可导出」。',
        tags,
        querystring: DiffExportQuery,
        produces: [
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'text/csv',
          'application/json',
        ],
      },
    },
    async (request, reply) => {
      const { id, format = 'xlsx' } = request.query;
      const { orgCode } = callerOf(request);
      if (!(await reconLogExists(app.db, id, orgCode))) throw fail('对账日志不存在');
      return sendExport(request, reply, {
        name: '对账差异',
        format,
        columns: DIFF_COLUMNS,
        total: await countReconDifferences(app.db, id, orgCode),
        batches: (signal) =>
          scanReconDifferences(app.db, id, orgCode, { size: app.config.exportBatchRows, signal }),
        emptyMessage: '该对账记录没有差异，无数据可导出',
      });
    },
  );
}
