/**
 * 导入 of 交易目录 (docs/server.md#交易目录-deals-as-data), as the screens' studio imports: a `<dealName>.deal.json`
 * or a zip of them, published in one transaction once every file passes the publish checks (each problem
 * with its file), each file whose metadata differs from what is served now; nothing written otherwise.
 */
import { apiResult } from '../../../schemas';
import { IMPORT_MAX_BYTES, importQuery, importResultOf } from '../../../schemas/studioTransfer';
import type { DealMeta } from '../../../schemas/deal';
import type { Db } from '../../db';
import {
  dealProblems,
  dealText,
  publishDeal,
  servedDealText,
  type Baselines,
} from '../../deals/studio/publishing';
import { ApiError, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { ADMIN_OPERATOR } from '../../policy';
import { dealStudio } from '../../repositories/dealStudio';
import type { App } from '../../schemaTypes';
import { readUpload } from '../../uploads';
import {
  refusedImport,
  singleFile,
  zipFiles,
  type FileProblem,
  type ImportKind,
} from '../screens/importFiles';
import { CODE_LISTS } from './codeLists';

/** `<dealName>.deal.json`, the deal name as the studio's routes take it. */
export const DEAL_IMPORT: ImportKind = {
  file: /^([0-9]{4}[A-Z]?)\.deal\.json$/,
  nameMessage: '文件名应为 <交易编号>.deal.json（交易编号为4位数字，可带一个大写字母）',
  emptyMessage: '压缩包中没有交易元数据文件（<交易编号>.deal.json）',
};

interface Checked {
  file: string;
  meta: DealMeta;
}

/** Publishes each file whose metadata differs from what is served now; the others are skipped. */
async function writeAll(t: Db, shipped: Baselines, files: Checked[], by: { actor: string; comment: string }) {
  const published: { file: string; dealName: string; version: number }[] = [];
  const skipped: { file: string; dealName: string }[] = [];
  for (const { file, meta } of [...files].sort((a, b) => a.meta.dealName.localeCompare(b.meta.dealName))) {
    const dealName = meta.dealName;
    const head = await dealStudio.headOf(t, dealName, true);
    const now = head?.archived ? null : await servedDealText(t, dealName, head, shipped);
    if (now === dealText(meta)) {
      skipped.push({ file, dealName });
      continue;
    }
    const comment = [`导入 ${file}`, by.comment].filter(Boolean).join('：');
    const version = await publishDeal(t, meta, {
      action: 'publish',
      comment,
      actor: by.actor,
      from: head?.version ?? 0,
    });
    published.push({ file, dealName, version });
  }
  return { published, skipped, publishedCount: published.length, skippedCount: skipped.length };
}

export default async function studioImport(app: App): Promise<void> {
  app.post(
    '/import',
    {
      config: { auth: ADMIN_OPERATOR },
      schema: {
        summary:
          '交易目录：导入（.deal.json 或其 zip；全部文件通过发布检查才在一个事务中发布有改动的文件，否则什么都不写）',
        description: `multipart 字段 file：一个 <交易编号>.deal.json，或只含这类文件的 zip；上传不超过 ${IMPORT_MAX_BYTES / 1024 / 1024} MB。`,
        tags: ['deals'],
        consumes: ['multipart/form-data'],
        querystring: importQuery,
        response: { 200: apiResult(importResultOf('dealName')) },
      },
    },
    async (request) => {
      // Under two-person publishing every version is published by a second administrator: no import.
      if (app.config.studioTwoPerson)
        throw new ApiError('已开启双人发布：导入的交易请在编辑中逐个提交审核，由另一位管理员发布', 400, 400);
      const { files: uploads } = await readUpload(request, {
        kinds: ['zip', 'txt'],
        maxBytes: IMPORT_MAX_BYTES,
        typeMessage: '只能导入 <交易编号>.deal.json 文件或它们的 zip 压缩包',
      });
      const upload = uploads[0]!;
      const { files, problems } =
        upload.kind === 'zip'
          ? await zipFiles(upload.data, DEAL_IMPORT)
          : singleFile(upload.filename, upload.data, DEAL_IMPORT);
      const by = { actor: callerOf(request).username, comment: request.query.comment?.trim() ?? '' };
      const result = await app.db.tx(async (t) => {
        const checked: Checked[] = [];
        for (const f of files) {
          const found = await dealProblems(t, f.id, f.text, CODE_LISTS);
          problems.push(...found.problems.map((p): FileProblem => ({ file: f.file, ...p })));
          if (found.meta && !found.problems.length) checked.push({ file: f.file, meta: found.meta });
        }
        if (problems.length) throw refusedImport(problems);
        return writeAll(t, app.deals, checked, by);
      });
      return ok(result, `导入完成：发布 ${result.publishedCount} 个交易，${result.skippedCount} 个未改动`);
    },
  );
}
