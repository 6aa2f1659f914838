/**
 * Two-person publishing of deals (docs/server.md#交易目录-deals-as-data, `STUDIO_TWO_PERSON=1`), as of screens:
 * a configurator or administrator submits a draft for review (checked as a publish is, nothing published);
 * another administrator publishes it with 发布 (studio.ts) or sends it back here. Both join the audit.
 */
import { apiResult, nullData } from '../../../schemas';
import { commentBody, dealIdParams, dealPublishBody } from '../../../schemas/dealStudio';
import { dealVersionsOf, publishableDeal } from '../../deals/studio/publishing';
import { ApiError, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { ADMIN_OPERATOR, STUDIO_EDITOR } from '../../policy';
import { dealStudio, dealSubmissions } from '../../repositories/dealStudio';
import type { App } from '../../schemaTypes';
import { notTwoPerson } from '../../services/studio/review';
import { stored } from '../../services/studio/versions';
import { CODE_LISTS } from './codeLists';

const tags = ['deals'];

export default async function studioReview(app: App): Promise<void> {
  app.post(
    '/:id/submit',
    {
      config: { auth: STUDIO_EDITOR },
      schema: {
        summary:
          '交易目录：提交审核（双人发布：检查全部通过才提交，由另一位管理员发布；基于旧版本时拒绝，409）',
        tags,
        params: dealIdParams,
        body: dealPublishBody,
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      if (!app.config.studioTwoPerson) throw notTwoPerson();
      const { id } = request.params;
      const { body, baseVersion, comment = '', dropSqlConfigs = [] } = request.body;
      const caller = callerOf(request);
      await app.db.tx(async (t) => {
        const head = await dealStudio.headOf(t, id, true);
        await dealVersionsOf(app.deals).expectBase(t, id, head, baseVersion);
        await publishableDeal(t, id, body, CODE_LISTS, dropSqlConfigs);
        await dealSubmissions.submit(t, id, {
          body: stored(body),
          baseVersion,
          comment,
          menu: null,
          submitterId: caller.userId,
          submittedBy: caller.username,
        });
        await dealVersionsOf(app.deals).recordReview(t, id, head, {
          action: 'submit',
          comment,
          actor: caller.username,
        });
      });
      return ok(null, '已提交审核，请另一位管理员发布');
    },
  );

  app.post(
    '/:id/reject',
    {
      config: { auth: ADMIN_OPERATOR },
      schema: {
        summary: '交易目录：退回提交（双人发布；提交人的草稿保留）',
        tags,
        params: dealIdParams,
        body: commentBody,
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      if (!app.config.studioTwoPerson) throw notTwoPerson();
      const { id } = request.params;
      const caller = callerOf(request);
      await app.db.tx(async (t) => {
        const pending = await dealSubmissions.submissionOf(t, id, true);
        if (!pending) throw new ApiError('该交易没有待审核的提交', 404, 404);
        const head = await dealStudio.headOf(t, id);
        await dealSubmissions.withdrawSubmission(t, id);
        const comment = request.body.comment ?? '';
        await dealVersionsOf(app.deals).recordReview(t, id, head, {
          action: 'reject',
          comment,
          actor: caller.username,
        });
      });
      return ok(null, '已退回');
    },
  );
}
