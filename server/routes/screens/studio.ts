/**
 * /commondeal/screens/studio: configurators build, publish, roll back and archive screens as versioned data
 * (docs/studio.md). A published version overrides its file of screens/ on every instance at its next read;
 * every publish, rollback, archive and restore is in the audit. Drafting: ROLE_ADMIN or ROLE_CONFIG of 9999;
 * publish, rollback, archive and restore: ROLE_ADMIN. The reads are in studioReads.ts.
 */
import { apiResult, nullData } from '../../../schemas';
import { ApiError, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { ADMIN_OPERATOR, STUDIO_EDITOR } from '../../policy';
import { deleteDraft, headOf, placeInMenu, saveDraft, versionBody } from '../../repositories/screenStudio';
import type { App } from '../../schemaTypes';
import { parseDescriptor } from '../../services/screens/checks';
import { publishing, refusedWith } from '../../services/screens/publishing';
import type { ScreenStore } from '../../services/screens/store';
import studioPreview from './studioPreview';
import studioReads from './studioReads';
import studioReview, { takeReviewed } from './studioReview';
import {
  idParams,
  draftBody,
  publishBody,
  rollbackBody,
  commentBody,
  draftSchema,
} from '../../../schemas/studio';

/** Drafting: ROLE_ADMIN or ROLE_CONFIG of 9999; what changes what users see (publish…): ROLE_ADMIN. */
const config = { auth: STUDIO_EDITOR };
const publisher = { auth: ADMIN_OPERATOR };
const tags = ['screens'];

export default async function studio(app: App, opts: { store: ScreenStore }): Promise<void> {
  const { store } = opts;
  await app.register(studioReads, { store });
  await app.register(studioPreview);
  await app.register(studioReview, { store });

  const { expectBase, publishable, publish, changeHead } = publishing(app, store);

  app.put(
    '/:id/draft',
    {
      config,
      schema: {
        summary: '界面工作台：保存草稿（每位配置人员一份；基于的版本已被他人发布新版本时拒绝，409）',
        tags,
        params: idParams,
        body: draftBody,
        response: { 200: apiResult(draftSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { body, baseVersion } = request.body;
      const parsed = parseDescriptor(id, body);
      if (parsed.problems.length) throw refusedWith(parsed.problems);
      return app.db.tx(async (t) => {
        await expectBase(t, id, await headOf(t, id, true), baseVersion);
        return ok(await saveDraft(t, id, callerOf(request).userId, { body, baseVersion }), '草稿已保存');
      });
    },
  );

  app.delete(
    '/:id/draft',
    {
      config,
      schema: {
        summary: '界面工作台：放弃我的草稿',
        tags,
        params: idParams,
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      await deleteDraft(app.db, request.params.id, callerOf(request).userId);
      return ok(null, '草稿已放弃');
    },
  );

  app.post(
    '/:id/publish',
    {
      config: publisher,
      schema: {
        summary:
          '界面工作台：发布（描述文件 schema 与引用检查全部通过才写入新版本，各实例即时生效；基于旧版本时拒绝，409）',
        tags,
        params: idParams,
        body: publishBody,
        response: {
          200: apiResult({ type: 'object', properties: { version: { type: 'integer' } } }),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { body, baseVersion, comment = '', menu } = request.body;
      const caller = callerOf(request);
      const doc = await publishable(id, body);
      const route = String(doc.route);
      const version = await app.db.tx(async (t) => {
        const head = await headOf(t, id, true);
        await expectBase(t, id, head, baseVersion);
        // Two-person publishing: the submission's text, comment and menu placement, as reviewed.
        const review = app.config.studioTwoPerson ? await takeReviewed(t, id, body, caller) : undefined;
        const v = await publish(t, id, body, {
          action: 'publish',
          comment: review ? review.comment || comment : comment,
          actor: caller.username,
          from: head?.version ?? 0,
        });
        await deleteDraft(t, id, caller.userId);
        const placement = review ? (review.menu ?? undefined) : menu;
        if (placement) {
          const wrong = await placeInMenu(t, route, placement);
          if (wrong) throw refusedWith([{ path: 'menu', message: wrong }]);
        }
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
        summary: '界面工作台：回滚（把一个历史版本发布为新版本，同样经过检查）',
        tags,
        params: idParams,
        body: rollbackBody,
        response: {
          200: apiResult({ type: 'object', properties: { version: { type: 'integer' } } }),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { version: target, comment = '' } = request.body;
      const caller = callerOf(request);
      const body = await versionBody(app.db, id, target);
      if (body === undefined) throw new ApiError(`界面 ${id} 没有版本 ${target}`, 404, 404);
      // Checked again: the server's contract may have changed since the version was published.
      await publishable(id, body);
      const version = await app.db.tx(async (t) => {
        const head = await headOf(t, id, true);
        return publish(t, id, body, {
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
              ? '界面工作台：下线（该路由随即显示“页面不存在”；可再发布或恢复出厂）'
              : '界面工作台：恢复出厂（改回 screens/ 下的文件）',
          tags,
          params: idParams,
          body: commentBody,
          response: { 200: apiResult(nullData) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const caller = callerOf(request);
        await store.current();
        await app.db.tx(async (t) => {
          const head = await headOf(t, id, true);
          if (action === 'restore' && !store.fileDoc(id))
            throw new ApiError('该界面没有出厂版本（screens/ 下没有它的文件），可下线或回滚', 400, 400);
          if (action === 'archive' && !head?.version && !store.fileDoc(id))
            throw new ApiError('界面不存在', 404, 404);
          if (action === 'archive' && head?.archived) throw new ApiError('该界面已下线', 400, 400);
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
