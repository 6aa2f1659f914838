/**
 * /commondeal/screens/studio: configurators build, publish, roll back and archive screens as versioned data
 * (docs/studio.md). A published version overrides its file of screens/ on every instance at its next read;
 * every publish, rollback, archive and restore is in the audit. ROLE_ADMIN of the 9999 operator.
 */
import type { FastifyInstance } from 'fastify';
import { apiResult, nullData } from '../../../schemas';
import { listPage } from '../../../schemas/common';
import { ApiError, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { ADMIN_OPERATOR, hasRole, STUDIO_EDITOR } from '../../policy';
import {
  deleteDraft,
  draftIds,
  draftOf,
  headOf,
  listEvents,
  menuGroups,
  placeInMenu,
  placementOf,
  publishVersion,
  recordEvent,
  saveDraft,
  servedHeads,
  setHead,
  versionBody,
  versionsOf,
  type ScreenAction,
  type ScreenHead,
} from '../../repositories/screenStudio';
import type { RequestOf } from '../../schemaTypes';
import { listRoles } from '../../repositories/roles';
import type { Db } from '../../db';
import { parseDescriptor, publishProblems, SCREEN_BODY_MAX, type Problem } from './checks';
import type { ScreenStore } from './store';

/** Drafting: ROLE_ADMIN or ROLE_CONFIG of 9999; what changes what users see (publish…): ROLE_ADMIN. */
const config = { auth: STUDIO_EDITOR };
const publisher = { auth: ADMIN_OPERATOR };
const tags = ['screens'];

const SCREEN_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' } as const;
const COMMENT = { type: 'string', maxLength: 200, title: '说明' } as const;
const idParams = { type: 'object', properties: { id: SCREEN_ID }, required: ['id'] } as const;
const versionParams = {
  type: 'object',
  properties: { id: SCREEN_ID, version: { type: 'integer', minimum: 1, maximum: 1_000_000, title: '版本' } },
  required: ['id', 'version'],
} as const;
const listBody = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 64, title: '关键字', description: '编号、路由或标题中的文字' },
    state: { type: 'string', enum: ['', 'file', 'published', 'archived', 'draft'], title: '状态' },
    ...listPage.properties,
  },
  additionalProperties: false,
} as const;
const draftBody = {
  type: 'object',
  properties: {
    body: { type: 'string', maxLength: SCREEN_BODY_MAX, title: '界面描述', description: 'JSON 文本' },
    baseVersion: {
      type: 'integer',
      minimum: 0,
      title: '基础版本',
      description: '起草时的已发布版本（0：出厂文件）',
    },
  },
  required: ['body', 'baseVersion'],
  additionalProperties: false,
} as const;
const menuPlacement = {
  type: 'object',
  title: '放入菜单',
  description: '上级菜单分组、名称、排序、图标与可见角色（与新版本在同一事务中写入）',
  properties: {
    parentId: { type: 'integer', minimum: 1, title: '上级菜单', description: '菜单分组的编号' },
    name: { type: 'string', minLength: 1, maxLength: 50, title: '菜单名称' },
    order: {
      type: 'integer',
      minimum: 0,
      maximum: 9999,
      title: '排序号',
      description: '不填：排在该分组最后',
    },
    icon: { type: 'string', maxLength: 50, pattern: '^[A-Za-z]*$', default: '', title: '图标' },
    roleIds: {
      type: 'array',
      items: { type: 'integer', minimum: 1, title: '可见角色' },
      maxItems: 50,
      uniqueItems: true,
      title: '可见角色',
    },
  },
  required: ['parentId', 'name', 'roleIds'],
  additionalProperties: false,
} as const;
const publishBody = {
  ...draftBody,
  properties: { ...draftBody.properties, comment: COMMENT, menu: menuPlacement },
  required: ['body', 'baseVersion'],
} as const;
const rollbackBody = {
  type: 'object',
  properties: { version: { type: 'integer', minimum: 1, title: '版本' }, comment: COMMENT },
  required: ['version'],
  additionalProperties: false,
} as const;
const commentBody = {
  type: 'object',
  properties: { comment: COMMENT },
  additionalProperties: false,
} as const;
const eventsBody = {
  type: 'object',
  properties: {
    screenId: SCREEN_ID,
    ...listPage.properties,
  },
  additionalProperties: false,
} as const;

const nullableString = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const studioScreen = {
  type: 'object',
  properties: {
    screenId: { type: 'string' },
    route: { type: 'string' },
    title: { type: 'string' },
    state: { type: 'string', enum: ['file', 'published', 'archived', 'draft'] },
    stateText: { type: 'string' },
    version: nullableInt,
    hasFile: { type: 'boolean' },
    hasDraft: { type: 'boolean' },
    changedBy: nullableString,
    changedAt: nullableString,
  },
} as const;
const draftSchema = {
  type: ['object', 'null'],
  properties: { body: { type: 'string' }, baseVersion: { type: 'integer' }, savedAt: { type: 'string' } },
} as const;
const versionSchema = {
  type: 'object',
  properties: {
    version: { type: 'integer' },
    comment: { type: 'string' },
    author: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;
const eventSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    screenId: { type: 'string' },
    action: { type: 'string' },
    actionText: { type: 'string' },
    fromVersion: nullableInt,
    toVersion: nullableInt,
    comment: { type: 'string' },
    actor: { type: 'string' },
    at: { type: 'string' },
  },
} as const;
const page = (item: object) =>
  ({
    type: 'object',
    properties: { records: { type: 'array', items: item }, total: { type: 'integer' } },
  }) as const;

const STATE_TEXT = {
  file: '出厂',
  published: '已发布',
  archived: '已下线',
  draft: '草稿（未发布）',
} as const;
const ACTION_TEXT: Record<ScreenAction, string> = {
  publish: '发布',
  rollback: '回滚',
  archive: '下线',
  restore: '恢复出厂',
};

/** The descriptor text of a file, as the studio shows and diffs it. */
const fileText = (doc: Record<string, unknown>) => `${JSON.stringify(doc, null, 2)}\n`;
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

/** A body as stored: the configurator's text with one final newline. */
const stored = (text: string) => `${text.replace(/\s+$/, '')}\n`;

/** The refusal of a publish: each problem with its path, in Chinese (HTTP 400, nothing written). */
const refusedWith = (problems: Problem[]) =>
  new ApiError(`发布被拒绝：界面描述有 ${problems.length} 处问题，请按路径逐一修正`, 400, 400, { problems });
/** A save or publish over a version the configurator has not seen (HTTP 409, nothing written). */
const changedUnder = (head: ScreenHead | undefined, body: string | null) =>
  new ApiError('该界面已被他人修改，请对比最新版本后再保存', 409, 409, {
    version: head?.version ?? 0,
    body,
    changedBy: head?.changedBy ?? null,
    changedAt: head?.changedAt ?? null,
  });

export default async function studio(app: FastifyInstance, opts: { store: ScreenStore }): Promise<void> {
  const { store } = opts;

  /** The text served now for a screen (its published body, else its file), or null. */
  async function servedText(db: Db, id: string, head: ScreenHead | undefined): Promise<string | null> {
    if (head?.version) return (await versionBody(db, id, head.version)) ?? null;
    const file = store.fileDoc(id);
    return file ? fileText(file) : null;
  }

  /** The routes (and aliases) of every served screen but `id`. */
  async function otherRoutes(id: string): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const s of (await store.current()).index.screens)
      if (s.id !== id) for (const r of [s.route, ...(s.aliases ?? [])]) out.set(r, s.id);
    return out;
  }

  /** Refuses a change based on another version than the one served now. */
  async function expectBase(db: Db, id: string, head: ScreenHead | undefined, baseVersion: number) {
    if ((head?.version ?? 0) !== baseVersion) throw changedUnder(head, await servedText(db, id, head));
  }

  /** Refuses `doc` with every problem that stops its publishing (checked before any lock is taken). */
  async function expectPublishable(id: string, doc: Record<string, unknown>): Promise<void> {
    const problems = await publishProblems(app, doc, await otherRoutes(id));
    if (problems.length) throw refusedWith(problems);
  }

  /** Writes `text` as the next version, served at once, and its event. */
  async function publish(
    db: Db,
    id: string,
    text: string,
    e: { action: 'publish' | 'rollback'; comment: string; actor: string; from: number },
  ): Promise<number> {
    const version = await publishVersion(db, id, stored(text), e.comment, e.actor);
    await recordEvent(db, {
      screenId: id,
      action: e.action,
      fromVersion: e.from,
      toVersion: version,
      comment: e.comment,
      actor: e.actor,
    });
    return version;
  }

  app.post<{ Body: RequestOf<typeof listBody> }>(
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
      const ids = [...new Set([...store.fileIds(), ...heads.keys(), ...drafts])].sort();
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
          stateText: STATE_TEXT[st],
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
          (!state || r.state === state || (state === 'draft' && r.hasDraft)) &&
          (!k || r.screenId.includes(k) || r.route.includes(k) || r.title.includes(k)),
      );
      return ok({ records: matched.slice((current - 1) * size, current * size), total: matched.length });
    },
  );

  app.get<{ Params: RequestOf<typeof idParams> }>(
    '/:id',
    {
      config,
      schema: {
        summary: '界面工作台：一个界面（已发布版本、出厂文件、我的草稿）',
        tags,
        params: idParams,
        response: {
          200: apiResult({
            type: 'object',
            properties: {
              screenId: { type: 'string' },
              version: nullableInt,
              archived: { type: 'boolean' },
              mayPublish: { type: 'boolean', description: '调用者可否发布、回滚、下线（ROLE_ADMIN）' },
              published: nullableString,
              file: nullableString,
              draft: draftSchema,
              menu: {
                type: ['object', 'null'],
                properties: {
                  parentId: { type: 'integer' },
                  name: { type: 'string' },
                  order: { type: 'integer' },
                  icon: { type: 'string' },
                  roleIds: { type: 'array', items: { type: 'integer' } },
                },
              },
              menuGroups: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { menuId: { type: 'integer' }, menuname: { type: 'string' } },
                },
              },
              roles: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    roleId: { type: 'integer' },
                    roleName: { type: 'string' },
                    roleCnname: { type: 'string' },
                  },
                },
              },
            },
          }),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await store.current();
      const head = await headOf(app.db, id);
      const draft = await draftOf(app.db, id, callerOf(request).userId);
      const file = store.fileDoc(id);
      if (!head && !draft && !file) throw new ApiError('界面不存在', 404, 404);
      const publishedBody = head?.version ? ((await versionBody(app.db, id, head.version)) ?? null) : null;
      const route =
        routeOf(draft?.body ?? publishedBody) ?? (typeof file?.route === 'string' ? file.route : '');
      return ok({
        screenId: id,
        version: head?.version ?? null,
        archived: head?.archived ?? false,
        mayPublish: hasRole(callerOf(request), 'ROLE_ADMIN'),
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

  app.get<{ Params: RequestOf<typeof idParams> }>(
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

  app.get<{ Params: RequestOf<typeof versionParams> }>(
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

  app.put<{ Params: RequestOf<typeof idParams>; Body: RequestOf<typeof draftBody> }>(
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

  app.delete<{ Params: RequestOf<typeof idParams> }>(
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

  app.post<{ Params: RequestOf<typeof idParams>; Body: RequestOf<typeof publishBody> }>(
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
      const parsed = parseDescriptor(id, body);
      if (!parsed.doc) throw refusedWith(parsed.problems);
      await expectPublishable(id, parsed.doc);
      const route = String(parsed.doc.route);
      const version = await app.db.tx(async (t) => {
        const head = await headOf(t, id, true);
        await expectBase(t, id, head, baseVersion);
        const v = await publish(t, id, body, {
          action: 'publish',
          comment,
          actor: caller.username,
          from: head?.version ?? 0,
        });
        await deleteDraft(t, id, caller.userId);
        if (menu) {
          const wrong = await placeInMenu(t, route, menu);
          if (wrong) throw refusedWith([{ path: 'menu', message: wrong }]);
        }
        return v;
      });
      return ok({ version }, `已发布为版本 ${version}`);
    },
  );

  app.post<{ Params: RequestOf<typeof idParams>; Body: RequestOf<typeof rollbackBody> }>(
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
      const parsed = parseDescriptor(id, body);
      if (!parsed.doc) throw refusedWith(parsed.problems);
      // Checked again: the server's contract may have changed since the version was published.
      await expectPublishable(id, parsed.doc);
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
    app.post<{ Params: RequestOf<typeof idParams>; Body: RequestOf<typeof commentBody> }>(
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
          await setHead(
            t,
            id,
            action === 'archive'
              ? { version: head?.version ?? null, archived: true }
              : { version: null, archived: false },
            caller.username,
          );
          await recordEvent(t, {
            screenId: id,
            action,
            fromVersion: head?.version ?? 0,
            toVersion: action === 'archive' ? null : 0,
            comment: request.body.comment ?? '',
            actor: caller.username,
          });
        });
        return ok(null, action === 'archive' ? '已下线' : '已恢复出厂版本');
      },
    );
  headChange('archive');
  headChange('restore');

  app.get<{ Params: RequestOf<typeof idParams> }>(
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
      const text = head?.archived ? null : await servedText(app.db, id, head);
      if (text === null) throw new ApiError('界面不存在', 404, 404);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${id}.screen.json"`)
        .send(text);
    },
  );

  app.post<{ Body: RequestOf<typeof eventsBody> }>(
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
