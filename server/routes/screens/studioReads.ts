/**
 * The reads of /commondeal/screens/studio (docs/studio.md): the list of screens, one screen with its draft,
 * versions and menu entry, a version's text, 导出 and the audit. ROLE_ADMIN or ROLE_CONFIG of 9999.
 */
import { apiResult } from '../../../schemas';
import { ApiError, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { hasRole, STUDIO_EDITOR } from '../../policy';
import {
  draftIds,
  draftOf,
  headOf,
  listEvents,
  menuGroups,
  placementOf,
  servedHeads,
  versionBody,
  versionsOf,
} from '../../repositories/screenStudio';
import { submissionOf, submittedIds } from '../../repositories/screenSubmissions';
import type { App } from '../../schemaTypes';
import { listRoles } from '../../repositories/roles';
import type { ScreenStore } from '../../services/screens/store';
import { fileText, servedText } from '../../services/screens/publishing';
import { STUDIO_ACTION_TEXT, STUDIO_STATE_TEXT } from '../../services/studio/versions';
import {
  idParams,
  versionParams,
  listBody,
  eventsBody,
  studioScreen,
  versionSchema,
  eventSchema,
  page,
  studioScreenDetail,
} from '../../../schemas/studio';

const config = { auth: STUDIO_EDITOR };
const tags = ['screens'];

const STATE_TEXT = STUDIO_STATE_TEXT;
const ACTION_TEXT = STUDIO_ACTION_TEXT;
/** The route a descriptor text names, if it parses. */
function routeOf(text: string | null): string | undefined {
  if (!text) return undefined;
  try {
    const route = (JSON.parse(text) as { route?: unknown }).route;
    return typeof route === 'string' ? route : undefined;
  } catch {
    return undefined;
  }
}

/** The studio's reads (docs/studio.md): the list, a screen, its versions, 导出, the audit. */
export default async function studioReads(app: App, opts: { store: ScreenStore }): Promise<void> {
  const { store } = opts;

  app.post(
    '/list',
    {
      config,
      schema: {
        summary: '界面工作台：界面列表（出厂、已发布、已下线、我的草稿；按文字和状态筛选）',
        tags,
        body: listBody,
        response: { 200: apiResult(page(studioScreen)) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { keyword = '', state = '', size = 10, current = 1 } = request.body;
      const view = await store.current();
      const heads = new Map((await servedHeads(app.db)).map((h) => [h.screenId, h]));
      const drafts = new Set(await draftIds(app.db, caller.userId));
      const submitted = new Set(await submittedIds(app.db));
      const ids = [...new Set([...store.fileIds(), ...heads.keys(), ...drafts, ...submitted])].sort();
      const served = new Map(view.index.screens.map((s) => [s.id, s]));
      const rows = ids.map((id) => {
        const head = heads.get(id);
        const doc = head?.body ? (JSON.parse(head.body) as Record<string, unknown>) : store.fileDoc(id);
        const s = served.get(id);
        const st = head?.archived
          ? 'archived'
          : head?.version
            ? 'published'
            : store.fileDoc(id)
              ? 'file'
              : 'draft';
        return {
          screenId: id,
          route: String(s?.route ?? doc?.route ?? ''),
          title: typeof (s?.title ?? doc?.title) === 'string' ? String(s?.title ?? doc?.title) : id,
          state: st,
          stateText: submitted.has(id) ? `${STATE_TEXT[st]} · 待审核` : STATE_TEXT[st],
          submitted: submitted.has(id),
          version: head?.version ?? null,
          hasFile: Boolean(store.fileDoc(id)),
          hasDraft: drafts.has(id),
          changedBy: head?.changedBy ?? null,
          changedAt: head?.changedAt ?? null,
        };
      });
      const k = keyword.trim();
      const matched = rows.filter(
        (r) =>
          (!state ||
            r.state === state ||
            (state === 'draft' && r.hasDraft) ||
            (state === 'submitted' && r.submitted)) &&
          (!k || r.screenId.includes(k) || r.route.includes(k) || r.title.includes(k)),
      );
      return ok({ records: matched.slice((current - 1) * size, current * size), total: matched.length });
    },
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        summary: '界面工作台：一个界面（已发布版本、出厂文件、我的草稿）',
        tags,
        params: idParams,
        response: {
          200: apiResult(studioScreenDetail),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await store.current();
      const head = await headOf(app.db, id);
      const draft = await draftOf(app.db, id, callerOf(request).userId);
      const pending = await submissionOf(app.db, id);
      const file = store.fileDoc(id);
      if (!head && !draft && !file && !pending) throw new ApiError('界面不存在', 404, 404);
      const publishedBody = head?.version ? ((await versionBody(app.db, id, head.version)) ?? null) : null;
      const route =
        routeOf(draft?.body ?? publishedBody) ?? (typeof file?.route === 'string' ? file.route : '');
      return ok({
        screenId: id,
        version: head?.version ?? null,
        archived: head?.archived ?? false,
        mayPublish: hasRole(callerOf(request), 'ROLE_ADMIN'),
        twoPerson: app.config.studioTwoPerson,
        submission: pending
          ? { ...pending, submitterId: undefined, mine: pending.submitterId === callerOf(request).userId }
          : null,
        published: publishedBody,
        file: file ? fileText(file) : null,
        draft: draft ?? null,
        menu: (route && (await placementOf(app.db, route))) || null,
        menuGroups: await menuGroups(app.db),
        roles: (await listRoles(app.db)).map(({ roleId, roleName, roleCnname }) => ({
          roleId,
          roleName,
          roleCnname,
        })),
      });
    },
  );

  app.get(
    '/:id/versions',
    {
      config,
      schema: {
        summary: '界面工作台：一个界面的历史版本（作者、时间、说明），最新在前',
        tags,
        params: idParams,
        response: { 200: apiResult({ type: 'array', items: versionSchema }) },
      },
    },
    async (request) => ok(await versionsOf(app.db, request.params.id)),
  );

  app.get(
    '/:id/versions/:version',
    {
      config,
      schema: {
        summary: '界面工作台：一个历史版本的界面描述',
        tags,
        params: versionParams,
        response: {
          200: apiResult({
            type: 'object',
            properties: { version: { type: 'integer' }, body: { type: 'string' } },
          }),
        },
      },
    },
    async (request) => {
      const { id, version } = request.params;
      const body = await versionBody(app.db, id, version);
      if (body === undefined) throw new ApiError(`界面 ${id} 没有版本 ${version}`, 404, 404);
      return ok({ version, body });
    },
  );

  app.get(
    '/:id/export',
    {
      config,
      schema: {
        summary: '界面工作台：导出当前提供的界面描述，与 screens/*.screen.json 同格式',
        tags,
        params: idParams,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await store.current();
      const head = await headOf(app.db, id);
      const text = head?.archived ? null : await servedText(app.db, store, id, head);
      if (text === null) throw new ApiError('界面不存在', 404, 404);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${id}.screen.json"`)
        .send(text);
    },
  );

  app.post(
    '/events',
    {
      config,
      schema: {
        summary: '界面工作台：发布记录（发布、回滚、下线、恢复出厂：谁、何时、从哪个版本到哪个版本、说明）',
        tags,
        body: eventsBody,
        response: { 200: apiResult(page(eventSchema)) },
      },
    },
    async (request) => {
      const { screenId, size = 10, current = 1 } = request.body;
      const events = await listEvents(app.db, screenId, { size, current });
      return ok({
        ...events,
        records: events.records.map((e) => ({ ...e, actionText: ACTION_TEXT[e.action] })),
      });
    },
  );
}
