/** The request and answer schemas of 导出全部 and 导入 (server/routes/screens/studioTransfer.ts, docs/studio.md「导出与导入」). */
import { SCREEN_BODY_MAX } from './studio';

/** The largest upload 导入 takes: one `.screen.json` or a zip of them. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many files in one zip. */
export const IMPORT_MAX_FILES = 500;
/** At most this many bytes in all the zip's files once unpacked (each one at most SCREEN_BODY_MAX). */
export const IMPORT_MAX_UNPACKED = 20 * 1024 * 1024;

/** The comment of an import, added to each version's 说明 after `导入 <文件名>`. */
export const importQuery = {
  type: 'object',
  properties: {
    comment: {
      type: 'string',
      maxLength: 100,
      title: '说明',
      description: '写入每个新版本的说明（在「导入 <文件名>」之后）',
    },
  },
  additionalProperties: false,
} as const;

/** What 导入 answers, each item named by `key` (screenId, dealName): those published, with their new version, and those left as they were. */
export const importResultOf = <K extends string>(key: K) =>
  ({
    type: 'object',
    properties: {
      published: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            file: { type: 'string', title: '文件名' },
            [key]: { type: 'string', title: '编号' },
            version: { type: 'integer', title: '新版本' },
          },
        },
        title: '已发布',
      },
      skipped: {
        type: 'array',
        items: { type: 'object', properties: { file: { type: 'string' }, [key]: { type: 'string' } } },
        title: '未改动（与当前提供的版本相同）',
      },
      publishedCount: { type: 'integer' },
      skippedCount: { type: 'integer' },
    },
  }) as const;
export const importResult = importResultOf('screenId');

/** The limits as the route's description and docs/studio.md state them. */
export const IMPORT_LIMITS_TEXT =
  `multipart 字段 file：一个 <界面编号>.screen.json，或只含这类文件（不含文件夹与符号链接）的 zip；` +
  `上传不超过 ${IMPORT_MAX_BYTES / 1024 / 1024} MB，zip 中最多 ${IMPORT_MAX_FILES} 个文件，` +
  `每个不超过 ${SCREEN_BODY_MAX / 1000} kB，解压后合计不超过 ${IMPORT_MAX_UNPACKED / 1024 / 1024} MB；按内容判断类型。`;
