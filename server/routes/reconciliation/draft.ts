import { apiResult, nullData } from '../../../schemas';
import { ApiError, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { deleteWorkDraft, readWorkDraft, saveWorkDraft } from '../../repositories/workDrafts';
import type { App } from '../../schemaTypes';

/** The key 结算明细对账's draft is kept under (docs/server.md#work-drafts). */
export const DETAIL_REC_DRAFT = 'detailRec';

/** The largest draft kept, as JSON. */
export const DRAFT_MAX_KB = 512;
export const DRAFT_TOO_LARGE = `草稿超过 ${DRAFT_MAX_KB} KB，未保存`;

const DraftBody = {
  type: 'object',
  additionalProperties: false,
  required: ['draft'],
  properties: {
    draft: {
      type: 'object',
      title: '草稿：界面的工作状态（state 的若干键 state，表单的值 forms）',
      maxProperties: 10,
    },
  },
} as const;

const DraftAnswer = {
  type: ['object', 'null'],
  title: '草稿与保存时间；没有草稿时为 null',
  properties: { draft: {}, updatedAt: { type: 'string', format: 'date-time' } },
} as const;

const tags = ['reconciliation'];
const OWN = `本人在登录机构的草稿（按登录用户与机构限定，不能读写他人或其他机构的草稿）；开始对账成功后删除。`;

/** /commondeal/reconciliation/detail-rec/draft: 结算明细对账's work in progress, kept until it runs or is discarded. */
export default async function detailRecDraft(app: App): Promise<void> {
  app.get(
    '/detail-rec/draft',
    {
      schema: {
        summary: '读取结算明细对账的草稿（手工录入的明细、导入与上传的批次、对账条件）',
        description: OWN,
        tags,
        response: { 200: apiResult(DraftAnswer) },
      },
    },
    async (request) => {
      const kept = await readWorkDraft(app.db, callerOf(request), DETAIL_REC_DRAFT);
      return ok(kept ? { draft: kept.body, updatedAt: kept.updatedAt } : null);
    },
  );

  app.put(
    '/detail-rec/draft',
    {
      schema: {
        summary: `保存结算明细对账的草稿（替换之前的草稿；JSON 不超过 ${DRAFT_MAX_KB} KB）`,
        description: `${OWN}超过 ${DRAFT_MAX_KB} KB 时 413「${DRAFT_TOO_LARGE}」。`,
        tags,
        body: DraftBody,
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      const { draft } = request.body;
      if (Buffer.byteLength(JSON.stringify(draft)) > DRAFT_MAX_KB * 1024)
        throw new ApiError(DRAFT_TOO_LARGE, 413, 413);
      await saveWorkDraft(app.db, callerOf(request), DETAIL_REC_DRAFT, draft);
      return ok(null, '草稿已保存');
    },
  );

  app.delete(
    '/detail-rec/draft',
    {
      schema: {
        summary: '放弃结算明细对账的草稿（没有草稿时也成功）',
        description: OWN,
        tags,
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      await deleteWorkDraft(app.db, callerOf(request), DETAIL_REC_DRAFT);
      return ok(null, '草稿已放弃');
    },
  );
}
