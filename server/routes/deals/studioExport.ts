/**
 * 导出 and 导出全部 of 交易目录 (docs/server.md#交易目录-deals-as-data), as the screens' studio exports: one deal
 * served now as `<dealName>.deal.json`, and every published deal served now in one zip, each entry byte for
 * byte what the single export gives.
 */
import { zipSync } from 'fflate';
import { dealIdParams } from '../../../schemas/dealStudio';
import { servedDealText } from '../../deals/studio/publishing';
import { ApiError } from '../../errors';
import { STUDIO_EDITOR } from '../../policy';
import { dealStudio } from '../../repositories/dealStudio';
import type { App } from '../../schemaTypes';

const config = { auth: STUDIO_EDITOR };
const tags = ['deals'];

export default async function studioExport(app: App): Promise<void> {
  // A static path: find-my-way answers it before `GET /:id`, and `GET /{id}/export` stays the one deal's.
  app.get(
    '/export',
    {
      config,
      schema: {
        summary:
          '交易目录：导出全部（所有已发布且正在提供的交易，deals.zip 中每个 <交易编号>.deal.json 与单个导出逐字节相同）',
        tags,
        response: { 200: { type: 'string', format: 'binary', description: 'zip 文件' } },
      },
    },
    async (_request, reply) => {
      const heads = (await dealStudio.servedHeads(app.db)).filter(
        (h) => h.version && !h.archived && h.body !== null,
      );
      if (heads.length === 0) throw new ApiError('没有已发布的交易可导出：当前提供的都是出厂版本', 404, 404);
      const zip = zipSync(
        Object.fromEntries(heads.map((h) => [`${h.dealName}.deal.json`, new TextEncoder().encode(h.body!)])),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="deals.zip"')
        .send(Buffer.from(zip));
    },
  );

  app.get(
    '/:id/export',
    {
      config,
      schema: {
        summary: '交易目录：导出当前提供的交易元数据（<交易编号>.deal.json）',
        tags,
        params: dealIdParams,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const head = await dealStudio.headOf(app.db, id);
      const text = head?.archived ? null : await servedDealText(app.db, id, head, app.deals);
      if (text === null) throw new ApiError('交易不存在', 404, 404);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${id}.deal.json"`)
        .send(text);
    },
  );
}
