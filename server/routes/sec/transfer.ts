import type { FastifyReply } from 'fastify';
import { apiResult, SecImportRow, SecImportSave, SecListBody, ref } from '../../../schemas';
import { ApiError, fail, ok } from '../../errors';
import { ADMIN_OPERATOR } from '../../policy';
import { countSec, scanSec } from '../../repositories/secAdmin';
import { upsertSecCode } from '../../repositories/secCodes';
import { SEC_MESSAGES as M } from '../../sec/rules';
import { EXPORT_COLUMNS, readImport, templateWorkbook } from '../../sec/workbook';
import { sendExport } from '../../services/exportStream';
import { readUpload } from '../../uploads';
import type { App } from '../../schemaTypes';

const tags = ['sec'];
const config = { auth: ADMIN_OPERATOR };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sendXlsx(reply: FastifyReply, name: string, data: Buffer) {
  return reply
    .type(XLSX)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(data);
}

/** Export, template, upload and save of security codes (operator). */
export default async function secTransfer(app: App): Promise<void> {
  app.post(
    '/export',
    {
      config,
      schema: {
        summary: '导出安全码申请列表（当前查询条件的全部行，xlsx，边查边写）',
        description:
          '按批读取数据库并流式写出，最新的在前；响应头 X-Total-Rows 为预计行数。没有数据时返回 JSON 提示「无数据可导出」。',
        tags,
        body: ref(SecListBody),
        response: { 200: { type: 'string', format: 'binary', description: 'xlsx 文件' } },
      },
    },
    async (request, reply) => {
      const { page: _page, ...filter } = request.body ?? {};
      return sendExport(request, reply, {
        name: '安全码申请',
        format: 'xlsx',
        columns: EXPORT_COLUMNS,
        total: await countSec(app.db, filter),
        batches: (signal) => scanSec(app.db, filter, { size: app.config.exportBatchRows, signal }),
      });
    },
  );

  app.get(
    '/template/secode',
    {
      config,
      schema: {
        summary: '安全码导入模板（xlsx）',
        tags,
        response: { 200: { type: 'string', format: 'binary', description: 'xlsx 文件' } },
      },
    },
    async (_request, reply) => sendXlsx(reply, '安全码导入模板.xlsx', await templateWorkbook()),
  );

  app.post(
    '/upload',
    {
      config,
      schema: {
        summary:
          '上传填好的安全码导入模板（multipart 字段 file，xlsx，按内容检查），返回预览行；有错误的行逐一列出',
        tags,
        consumes: ['multipart/form-data'],
        response: {
          200: apiResult({ type: 'array', items: ref(SecImportRow) }),
        },
      },
    },
    async (request) => {
      const { files } = await readUpload(request, {
        kinds: ['xlsx'],
        maxBytes: 2 * 1024 * 1024,
        typeMessage: '只能上传 xlsx 格式的文件',
      });
      const { rows, errors } = await readImport(files[0]!.data);
      if (errors.length) throw new ApiError(`上传失败：${errors.join('；')}`, 1, 200, errors);
      return ok(rows, M.uploaded);
    },
  );

  app.post(
    '/secretimp',
    {
      config,
      schema: {
        summary: '保存导入的安全码（一个事务；同一机构编码覆盖旧值）',
        tags,
        body: ref(SecImportSave),
        response: { 200: apiResult({ type: 'integer', description: '保存的行数' }) },
      },
    },
    async (request) => {
      const rows = request.body;
      if (rows.length === 0) throw fail(M.saveEmpty);
      const codes = new Set(rows.map((r) => r.orgCode));
      if (codes.size !== rows.length) throw fail('机构编码重复，请检查后再保存');
      return app.db.tx(async (t) => {
        for (const r of rows) {
          await upsertSecCode(t, r);
        }
        return ok(rows.length, M.saved);
      });
    },
  );
}
