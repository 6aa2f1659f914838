/**
 * 导出全部 and 导入 of the screen studio (docs/studio.md「导出与导入」): every published screen served now as
 * `<id>.screen.json` in one zip, byte for byte what `GET /{id}/export` gives; and the way back, a
 * `.screen.json` or a zip of them published in one transaction once every file passes the publish checks.
 * `npm run screens:pull` reads the zip into `screens/`.
 */
import { zipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { apiResult } from '../../../schemas';
import { ApiError, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { ADMIN_OPERATOR, STUDIO_EDITOR } from '../../policy';
import { headOf, servedHeads } from '../../repositories/screenStudio';
import type { App } from '../../schemaTypes';
import type { Db } from '../../db';
import { readUpload } from '../../uploads';
import { parseDescriptor, publishProblems } from '../../services/screens/checks';
import { refusedImport, singleFile, zipFiles, type FileProblem, type ImportFile } from './importFiles';
import { publishing, servedText, stored, type Publishing } from '../../services/screens/publishing';
import type { ScreenStore } from '../../services/screens/store';
import {
  IMPORT_LIMITS_TEXT,
  IMPORT_MAX_BYTES,
  importQuery,
  importResult,
} from '../../../schemas/studioTransfer';

const tags = ['screens'];

/** A file of an import that passed every check, with its descriptor. */
interface Checked extends ImportFile {
  doc: Record<string, unknown>;
}

/** The routes (and aliases) a descriptor answers. */
const routesOf = (doc: Record<string, unknown>): string[] =>
  [doc.route, ...(Array.isArray(doc.aliases) ? doc.aliases : [])].filter(
    (r): r is string => typeof r === 'string',
  );

/**
 * Every check a publish makes, for every file at once: the descriptor parses and names the screen of its
 * file, passes the schema and the lint, and answers no route another screen answers — whether that screen
 * is served now or comes in the same import.
 */
async function checkAll(
  app: FastifyInstance,
  store: ScreenStore,
  files: ImportFile[],
  problems: FileProblem[],
): Promise<Checked[]> {
  const parsed: Checked[] = [];
  for (const f of files) {
    const p = parseDescriptor(f.id, f.text);
    if (p.doc) parsed.push({ ...f, doc: p.doc });
    else problems.push(...p.problems.map((x) => ({ file: f.file, ...x })));
  }
  const importing = new Set(files.map((f) => f.id));
  const served = new Map<string, string>();
  for (const s of (await store.current()).index.screens)
    if (!importing.has(s.id)) for (const r of [s.route, ...(s.aliases ?? [])]) served.set(r, s.id);
  for (const f of parsed) {
    const others = new Map(served);
    for (const o of parsed) if (o !== f) for (const r of routesOf(o.doc)) others.set(r, o.id);
    const found = await publishProblems(app, f.doc, others);
    problems.push(...found.map((x) => ({ file: f.file, ...x })));
  }
  return parsed;
}

/**
 * Publishes each file whose text differs from what is served now (a screen served from its file counts as
 * unchanged when the descriptors are equal); the others are skipped.
 */
async function writeAll(
  t: Db,
  store: ScreenStore,
  pub: Publishing,
  files: Checked[],
  by: { actor: string; comment: string },
) {
  const published: { file: string; screenId: string; version: number }[] = [];
  const skipped: { file: string; screenId: string }[] = [];
  for (const f of [...files].sort((a, b) => a.id.localeCompare(b.id))) {
    const head = await headOf(t, f.id, true);
    const now = head?.archived ? null : await servedText(t, store, f.id, head);
    const file = head?.version || head?.archived ? undefined : store.fileDoc(f.id);
    if (now === stored(f.text) || (file && JSON.stringify(file) === JSON.stringify(f.doc))) {
      skipped.push({ file: f.file, screenId: f.id });
      continue;
    }
    const version = await pub.publish(t, f.id, f.text, {
      action: 'publish',
      comment: [`导入 ${f.file}`, by.comment].filter(Boolean).join('：'),
      actor: by.actor,
      from: head?.version ?? 0,
    });
    published.push({ file: f.file, screenId: f.id, version });
  }
  return { published, skipped, publishedCount: published.length, skippedCount: skipped.length };
}

export default async function studioTransfer(app: App, opts: { store: ScreenStore }): Promise<void> {
  const { store } = opts;
  const pub = publishing(app, store);

  // A static path: find-my-way answers it before `GET /:id`, and `GET /{id}/export` stays the one screen's.
  app.get(
    '/export',
    {
      config: { auth: STUDIO_EDITOR },
      schema: {
        summary:
          '界面工作台：导出全部（所有已发布且正在提供的界面，screens.zip 中每个 <界面编号>.screen.json 与单个导出逐字节相同）',
        tags,
        response: { 200: { type: 'string', format: 'binary', description: 'zip 文件' } },
      },
    },
    async (_request, reply) => {
      await store.current();
      const heads = (await servedHeads(app.db)).filter((h) => h.version && !h.archived && h.body !== null);
      if (heads.length === 0)
        throw new ApiError('没有已发布的界面可导出：当前提供的都是 screens/ 下的文件', 404, 404);
      const zip = zipSync(
        Object.fromEntries(
          heads.map((h) => [`${h.screenId}.screen.json`, new TextEncoder().encode(h.body!)]),
        ),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="screens.zip"')
        .send(Buffer.from(zip));
    },
  );

  app.post(
    '/import',
    {
      config: { auth: ADMIN_OPERATOR },
      schema: {
        summary:
          '界面工作台：导入（.screen.json 或其 zip；全部文件通过发布检查才在一个事务中发布有改动的文件，否则什么都不写）',
        description: IMPORT_LIMITS_TEXT,
        tags,
        consumes: ['multipart/form-data'],
        querystring: importQuery,
        response: { 200: apiResult(importResult) },
      },
    },
    async (request) => {
      // Under two-person publishing every version is published by a second administrator: no import.
      if (app.config.studioTwoPerson)
        throw new ApiError(
          '已开启双人发布：导入的界面请在编辑界面中逐个提交审核，由另一位管理员发布',
          400,
          400,
        );
      const { files: uploads } = await readUpload(request, {
        kinds: ['zip', 'txt'],
        maxBytes: IMPORT_MAX_BYTES,
        typeMessage: '只能导入 <界面编号>.screen.json 文件或它们的 zip 压缩包',
      });
      const upload = uploads[0]!;
      const { files, problems } =
        upload.kind === 'zip' ? await zipFiles(upload.data) : singleFile(upload.filename, upload.data);
      const checked = await checkAll(app, store, files, problems);
      if (problems.length) throw refusedImport(problems);
      const by = { actor: callerOf(request).username, comment: request.query.comment?.trim() ?? '' };
      const result = await app.db.tx((t) => writeAll(t, store, pub, checked, by));
      return ok(result, `导入完成：发布 ${result.publishedCount} 个界面，${result.skippedCount} 个未改动`);
    },
  );
}
