import { apiResult, DealNameParams, SavedbQuery, ref } from '../../../schemas';
import { DownLoadJsonBody } from '../../../schemas/deal';
import { importCatalogue, maxVersion, storeJsonRows } from '../../deals/catalogueStore';
import { ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { dealOrFail } from './meta';
import type { App } from '../../schemaTypes';

const tags = ['deals'];

/** The local catalogues: import a downloaded file, its max version, the rows of the paged queries. */
export default async function catalogue(app: App): Promise<void> {
  app.get(
    '/savedb',
    {
      schema: {
        summary: '导入下载的目录文件（fileName 为下载应答的 filename 或 file_qury_no），版本号随之更新',
        tags,
        querystring: ref(SavedbQuery),
        response: {
          200: apiResult({
            type: 'object',
            properties: {
              ver: { type: 'string', title: '导入的版本号' },
              count: { type: 'integer', title: '导入条数' },
            },
          }),
        },
      },
    },
    async (request) => {
      const { dealName, fileName } = request.query;
      const meta = await dealOrFail(app.deals, dealName);
      return ok(await importCatalogue(app.db, callerOf(request), meta, fileName), '导入数据库成功');
    },
  );

  app.get(
    '/querymaxver/:dealName',
    {
      schema: {
        summary: '本地已导入的最高目录版本号（未导入时为 0）',
        tags,
        params: ref(DealNameParams),
        response: { 200: apiResult({ type: 'string' }) },
      },
    },
    async (request) =>
      ok(await maxVersion(app.db, (await dealOrFail(app.deals, request.params.dealName)).dealName)),
  );

  app.post(
    '/downLoadJson/:dealName',
    {
      // One page: at most 1000 rows of at most ~4.6 KB each (1317, every field at its full length).
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        summary: '保存分页查询交易（DOWNJSON）返回的目录数据，应答保存条数',
        tags,
        params: ref(DealNameParams),
        body: DownLoadJsonBody,
        response: { 200: apiResult({ type: 'integer' }) },
      },
    },
    async (request) =>
      ok(
        await storeJsonRows(app.db, await dealOrFail(app.deals, request.params.dealName), request.body),
        '保存成功',
      ),
  );
}
