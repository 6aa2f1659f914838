/**
 * /commondeal/deals/studio: configurators extend the deal catalogue as versioned data (docs/server.md#交易目录-deals-as-data),
 * with the routes, bodies and answers of the screens' studio: the id is the deal name, the body the deal's
 * metadata as JSON text. A published version overrides its baseline deal on every instance at its next read;
 * every publish, rollback, archive and restore is in the audit. Drafting: ROLE_ADMIN or ROLE_CONFIG of 9999;
 * publish, rollback, archive and restore: ROLE_ADMIN. The reads are in studioReads.ts.
 */
import { apiResult, nullData } from '../../../schemas';
import {
  commentBody,
  dealDraftBody,
  dealIdParams,
  dealPublishBody,
  draftSchema,
  rollbackBody,
} from '../../../schemas/dealStudio';
import { parseDeal } from '../../deals/studio/checks';
import { dealRefusedWith, dealVersionsOf, publishableDeal, publishDeal } from '../../deals/studio/publishing';
import { ApiError, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { ADMIN_OPERATOR, STUDIO_EDITOR } from '../../policy';
import { dealStudio, dealSubmissions } from '../../repositories/dealStudio';
import { takeReviewed } from '../../services/studio/review';
import type { App } from '../../schemaTypes';
import { CODE_LISTS } from './codeLists';
import studioExport from './studioExport';
import studioImport from './studioImport';
import studioReads from './studioReads';
import studioReview from './studioReview';

const config = { auth: STUDIO_EDITOR };
const publisher = { auth: ADMIN_OPERATOR };
const tags = ['deals'];
const versionAnswer = apiResult({ type: 'object', properties: { version: { type: 'integer' } } });

export default async function studio(app: App): Promise<void> {
  await app.register(studioReads);
  await app.register(studioExport);
  await app.register(studioReview);
  await app.register(studioImport);
  const { expectBase, changeHead } = dealVersionsOf(app.deals);

  app.put(
    '/:id/draft',
    {
      config,
      schema: {
        summary: '交易目录：保存草稿（每位配置人员一份；基于的版本已被他人发布新版本时拒绝，409）',
        tags,
        params: dealIdParams,
        body: dealDraftBody,
        response: { 200: apiResult(draftSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { body, baseVersion } = request.body;
      const parsed = parseDeal(id, body);
      if (parsed.problems.length) throw dealRefusedWith(parsed.problems);
      return app.db.tx(async (t) => {
        await expectBase(t, id, await dealStudio.headOf(t, id, true), baseVersion);
        const saved = await dealStudio.saveDraft(t, id, callerOf(request).userId, { body, baseVersion });
        return ok(saved, '草稿已保存');
      });
    },
  );

  app.delete(
    '/:id/draft',
    {
      config,
      schema: {
        summary: '交易目录：放弃我的草稿',
        tags,
        params: dealIdParams,
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      await dealStudio.deleteDraft(app.db, request.params.id, callerOf(request).userId);
      return ok(null, '草稿已放弃');
    },
  );

  app.post(
    '/:id/publish',
    {
      config: publisher,
      schema: {
        summary:
          '交易目录：发布（字段、国家接口必填字段与SQL配置的检查全部通过才写入新版本，各实例即时生效；基于旧版本时拒绝，409）',
        tags,
        params: dealIdParams,
        body: dealPublishBody,
        response: { 200: versionAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { body, baseVersion, comment = '', dropSqlConfigs = [] } = request.body;
      const caller = callerOf(request);
      const version = await app.db.tx(async (t) => {
        const head = await dealStudio.headOf(t, id, true);
        await expectBase(t, id, head, baseVersion);
        // Two-person publishing: the submission's text and comment, as reviewed.
        const review = app.config.studioTwoPerson
          ? await takeReviewed(dealSubmissions, t, id, body, caller)
          : undefined;
        const meta = await publishableDeal(t, id, body, CODE_LISTS, dropSqlConfigs);
        const from = head?.version ?? 0;
        const v = await publishDeal(
          t,
          meta,
          { action: 'publish', comment: review?.comment || comment, actor: caller.username, from },
          dropSqlConfigs,
        );
        await dealStudio.deleteDraft(t, id, caller.userId);
        return v;
      });
      return ok({ version }, `已发布为版本 ${version}`);
    },
  );

  app.post(
    '/:id/rollback',
    {
      config: publisher,
      schema: {
        summary: '交易目录：回滚（把一个历史版本发布为新版本，同样经过检查）',
        tags,
        params: dealIdParams,
        body: rollbackBody,
        response: { 200: versionAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { version: target, comment = '' } = request.body;
      const caller = callerOf(request);
      const body = await dealStudio.versionBody(app.db, id, target);
      if (body === undefined) throw new ApiError(`交易 ${id} 没有版本 ${target}`, 404, 404);
      const version = await app.db.tx(async (t) => {
        const head = await dealStudio.headOf(t, id, true);
        // Checked again: the SQL configurations and code lists may have changed since it was published.
        const meta = await publishableDeal(t, id, body, CODE_LISTS);
        return publishDeal(t, meta, {
          action: 'rollback',
          comment: comment || `回滚到版本 ${target}`,
          actor: caller.username,
          from: head?.version ?? 0,
        });
      });
      return ok({ version }, `已回滚：版本 ${target} 发布为版本 ${version}`);
    },
  );

  /** Archive or restore: what is served changes, no version is written. */
  const headChange = (action: 'archive' | 'restore') =>
    app.post(
      `/:id/${action}`,
      {
        config: publisher,
        schema: {
          summary:
            action === 'archive'
              ? '交易目录：下线（仅限出厂目录中没有的交易；随即不再提供，可再发布）'
              : '交易目录：恢复出厂（改回 server/deals/catalogue 中的版本）',
          tags,
          params: dealIdParams,
          body: commentBody,
          response: { 200: apiResult(nullData) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const caller = callerOf(request);
        const baseline = app.deals.baseline(id);
        await app.db.tx(async (t) => {
          const head = await dealStudio.headOf(t, id, true);
          if (action === 'restore' && !baseline)
            throw new ApiError('该交易没有出厂版本（出厂目录中没有它），可下线或回滚', 400, 400);
          if (action === 'archive' && baseline)
            throw new ApiError('出厂目录中的交易不能下线，可恢复出厂', 400, 400);
          if (action === 'archive' && !head?.version) throw new ApiError('交易不存在', 404, 404);
          if (action === 'archive' && head?.archived) throw new ApiError('该交易已下线', 400, 400);
          await changeHead(t, id, head, {
            action,
            comment: request.body.comment ?? '',
            actor: caller.username,
          });
        });
        return ok(null, action === 'archive' ? '已下线' : '已恢复出厂版本');
      },
    );
  headChange('archive');
  headChange('restore');
}
