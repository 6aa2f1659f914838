import { apiResult, nullData } from '../../../schemas';
import { ApiError, ok, unauthorized } from '../../errors';
import { etagOf, sendVersioned, versioned } from '../../etag';
import { sessionCallerOf } from '../../plugins/auth';
import { PUBLIC } from '../../policy';
import { ScreenStore } from '../../services/screens/store';
import studio from './studio';
import studioTransfer from './studioTransfer';
import { servedHeads } from '../../repositories/screenStudio';
import { stampOf } from '../../services/freshness';
import { perMinute } from '../../plugins/rateLimit';
import type { App } from '../../schemaTypes';

export interface ScreensOptions {
  /** The folders of `*.screen.json` and `shell.json`, in order (the first file wins for an id). */
  dirs: string[];
}

/** Error reports per address and minute. */
export const ERROR_REPORTS_PER_MINUTE = 30;

const SCREEN_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' } as const;
const screenParams = { type: 'object', properties: { id: SCREEN_ID }, required: ['id'] } as const;
/** What the console reports when a screen fails to render or load. */
const errorReport = {
  type: 'object',
  properties: {
    screenId: SCREEN_ID,
    route: { type: 'string', maxLength: 300 },
    message: { type: 'string', maxLength: 500 },
  },
  required: ['route', 'message'],
  additionalProperties: false,
} as const;

/**
 * /commondeal/screens: the screen descriptors, read at run time from the screens folders (a new or
 * edited file is served after a page reload, with no build and no restart), with an ETag each.
 *
 * Who reads what: the index (routes, titles, access rules and the shell) and the public screens
 * (login, sign-up…) are public, since the console needs them before login; any other descriptor
 * needs a login (also before the organisation info is collected: the gate is a screen). Descriptors
 * hold no data, only layout and API paths that the OpenAPI document lists anyway; the data routes
 * check roles and organisation themselves.
 */
export default async function screens(app: App, opts: ScreensOptions): Promise<void> {
  // Published versions of the screen studio override the files (docs/studio.md).
  const store = new ScreenStore(opts.dirs, app.log, {
    version: async () => (await stampOf(app.db)).versions.get('screen_heads') ?? 0,
    heads: () => servedHeads(app.db),
  });
  await store.start();
  // Ready once the index holds the screens (a folder that failed to load leaves it empty).
  app.ops.readiness.set('screens', async () => (await store.current()).byId.size > 0);
  app.addHook('onClose', async () => store.close());
  const tags = ['screens'];

  // The two reads answer with an ETag and 304; the error report beside them does not.
  await app.register(async (scope: App) => {
    await versioned(scope);
    scope.get(
      '',
      {
        config: { auth: PUBLIC },
        schema: {
          summary:
            '界面索引：外壳描述与每个界面的编号、路由、别名、标题、布局、访问规则，及 openWindow 可打开的其他主机（ETag，If-None-Match → 304）',
          tags,
          response: { 200: apiResult({ type: 'object' }) },
        },
      },
      async (_request, reply) => {
        const view = await store.current();
        // The hosts a screen's openWindow may open besides the console's own (OPEN_WINDOW_HOSTS), for the
        // console's check of each URL it opens (docs/descriptor.md#openwindow).
        const hosts = app.config.openWindowHosts;
        if (hosts.length === 0) return sendVersioned(reply, JSON.stringify(ok(view.index)), view.indexEtag);
        const json = JSON.stringify(ok({ ...view.index, openWindowHosts: hosts }));
        return sendVersioned(reply, json, etagOf(`${view.indexEtag}${hosts.join(',')}`));
      },
    );

    scope.get(
      '/:id',
      {
        config: { auth: PUBLIC },
        schema: {
          summary: '一个界面的描述文件（公开界面无需登录，其余须登录；ETag，If-None-Match → 304）',
          tags,
          params: screenParams,
          response: { 200: apiResult({ type: 'object' }) },
        },
      },
      async (request, reply) => {
        const served = (await store.current()).byId.get(request.params.id);
        if (!served) throw new ApiError('界面不存在', 404, 404);
        if (!served.public) {
          if (!(await sessionCallerOf(app.db, request))) throw unauthorized();
        }
        return sendVersioned(reply, `{"code":0,"message":"成功","data":${served.json}}`, served.etag);
      },
    );
  });

  await app.register(studio, { prefix: '/studio', store });
  await app.register(studioTransfer, { prefix: '/studio', store });

  app.post(
    '/errors',
    {
      config: {
        auth: PUBLIC,
        rateLimit: perMinute(ERROR_REPORTS_PER_MINUTE),
      },
      schema: {
        summary: '控制台报告界面出错（渲染或加载失败），写入服务端日志',
        tags,
        body: errorReport,
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      const { screenId, route, message } = request.body;
      const user = await sessionCallerOf(app.db, request);
      request.log.warn(
        { screenId: screenId ?? null, route, user: user?.username ?? null, error: message },
        `界面出错：${screenId ?? '（无界面）'} ${route}`,
      );
      return ok(null);
    },
  );
}
