/**
 * Two-person publishing (docs/studio.md, `STUDIO_TWO_PERSON=1`): a configurator or administrator submits a
 * draft for review (checked as a publish is, nothing published); another administrator publishes it with
 * 发布 (studio.ts) or sends it back here. Both join the audit.
 */
import { apiResult, nullData } from '../../../schemas';
import { ApiError, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { ADMIN_OPERATOR, STUDIO_EDITOR } from '../../policy';
import { headOf } from '../../repositories/screenStudio';
import {
  screenSubmissions,
  submissionOf,
  submit,
  withdrawSubmission,
} from '../../repositories/screenSubmissions';
import { notTwoPerson, takeReviewed as takeReviewedOf } from '../../services/studio/review';
import type { Db } from '../../db';
import type { App } from '../../schemaTypes';
import { publishing, stored } from '../../services/screens/publishing';
import type { ScreenStore } from '../../services/screens/store';
import { commentBody, idParams, publishBody } from '../../../schemas/studio';

const tags = ['screens'];

export default async function studioReview(app: App, opts: { store: ScreenStore }): Promise<void> {
  const { expectBase, publishable, recordReview } = publishing(app, opts.store);

  app.post(
    '/:id/submit',
    {
      config: { auth: STUDIO_EDITOR },
      schema: {
        summary:
          '界面工作台：提交审核（双人发布：检查全部通过才提交，由另一位管理员发布；基于旧版本时拒绝，409）',
        tags,
        params: idParams,
        body: publishBody,
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      if (!app.config.studioTwoPerson) throw notTwoPerson();
      const { id } = request.params;
      const { body, baseVersion, comment = '', menu } = request.body;
      const caller = callerOf(request);
      await publishable(id, body);
      await app.db.tx(async (t) => {
        const head = await headOf(t, id, true);
        await expectBase(t, id, head, baseVersion);
        await submit(t, id, {
          body: stored(body),
          baseVersion,
          comment,
          menu: menu ?? null,
          submitterId: caller.userId,
          submittedBy: caller.username,
        });
        await recordReview(t, id, head, { action: 'submit', comment, actor: caller.username });
      });
      return ok(null, '已提交审核，请另一位管理员发布');
    },
  );

  app.post(
    '/:id/reject',
    {
      config: { auth: ADMIN_OPERATOR },
      schema: {
        summary: '界面工作台：退回提交（双人发布；提交人的草稿保留）',
        tags,
        params: idParams,
        body: commentBody,
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      if (!app.config.studioTwoPerson) throw notTwoPerson();
      const { id } = request.params;
      const caller = callerOf(request);
      await app.db.tx(async (t) => {
        const pending = await submissionOf(t, id, true);
        if (!pending) throw new ApiError('该界面没有待审核的提交', 404, 404);
        const head = await headOf(t, id);
        await withdrawSubmission(t, id);
        const comment = request.body.comment ?? '';
        await recordReview(t, id, head, { action: 'reject', comment, actor: caller.username });
      });
      return ok(null, '已退回');
    },
  );
}

/** Under two-person publishing, what `caller` may publish of screen `id` (services/studio/review.ts). */
export const takeReviewed = (db: Db, id: string, body: string, caller: { userId: number }) =>
  takeReviewedOf(screenSubmissions, db, id, body, caller);
