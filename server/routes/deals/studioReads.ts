/**
 * The reads of /commondeal/deals/studio (docs/server.md#交易目录-deals-as-data), as the screens' studio answers them: the
 * list of deals, one deal with its draft, its versions, a version's text and the audit. ROLE_ADMIN or
 * ROLE_CONFIG of 9999.
 */
import { apiResult } from '../../../schemas';
import type { DealMeta } from '../../../schemas/deal';
import {
  dealCodeListsSchema,
  dealEventSchema,
  dealEventsBody,
  dealIdParams,
  dealVersionParams,
  listBody,
  page,
  studioDeal,
  studioDealDetail,
  versionSchema,
} from '../../../schemas/dealStudio';
import { dealText } from '../../deals/studio/publishing';
import { ApiError, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { hasRole, STUDIO_EDITOR } from '../../policy';
import { dealStudio, dealSubmissions } from '../../repositories/dealStudio';
import { STUDIO_ACTION_TEXT, STUDIO_STATE_TEXT } from '../../services/studio/versions';
import type { App } from '../../schemaTypes';
import { CODE_LISTS } from './codeLists';

const config = { auth: STUDIO_EDITOR };
const tags = ['deals'];

const STATE_TEXT = STUDIO_STATE_TEXT;
const ACTION_TEXT = STUDIO_ACTION_TEXT;

/** A stored body's metadata, or undefined when it does not parse (a draft may be anything the schema allows). */
function metaOf(text: string | null | undefined): Partial<DealMeta> | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Partial<DealMeta>;
  } catch {
    return undefined;
  }
}

const notFound = () => new ApiError('交易不存在', 404, 404);

/** The code lists by name, in order (what publishing checks a field's 代码表 against). */
const codeListsByName = () =>
  Object.fromEntries([...CODE_LISTS.keys()].sort().map((name) => [name, CODE_LISTS.get(name)]));

export default async function studioReads(app: App): Promise<void> {
  app.post(
    '/list',
    {
      config,
      schema: {
        summary: '交易目录：交易列表（出厂、已发布、已下线、我的草稿；按文字和状态筛选）',
        tags,
        body: listBody,
        response: { 200: apiResult(page(studioDeal)) },
      },
    },
    async (request) => {
      const { keyword = '', state = '', size = 10, current = 1 } = request.body;
      const heads = new Map((await dealStudio.servedHeads(app.db)).map((h) => [h.dealName, h]));
      const drafts = new Set(await dealStudio.draftIds(app.db, callerOf(request).userId));
      const submitted = new Set(await dealSubmissions.submittedIds(app.db));
      const names = [
        ...new Set([
          ...app.deals.baselines().map((d) => d.dealName),
          ...heads.keys(),
          ...drafts,
          ...submitted,
        ]),
      ].sort();
      const rows = names.map((dealName) => {
        const head = heads.get(dealName);
        const file = app.deals.baseline(dealName);
        const meta = metaOf(head?.body) ?? file;
        const st = head?.archived ? 'archived' : head?.version ? 'published' : file ? 'file' : 'draft';
        return {
          dealName,
          comment: typeof meta?.comment === 'string' ? meta.comment : dealName,
          dealType: typeof meta?.dealType === 'string' ? meta.dealType : '',
          state: st,
          stateText: submitted.has(dealName) ? `${STATE_TEXT[st]} · 待审核` : STATE_TEXT[st],
          submitted: submitted.has(dealName),
          version: head?.version ?? null,
          hasFile: Boolean(file),
          hasDraft: drafts.has(dealName),
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
          (!k || r.dealName.includes(k) || r.comment.includes(k)),
      );
      return ok({ records: matched.slice((current - 1) * size, current * size), total: matched.length });
    },
  );

  app.get(
    '/code-lists',
    {
      config,
      schema: {
        summary: '交易目录：字段可选的代码表（国家接口代码表与基础信息代码表），按名称排列',
        tags,
        response: { 200: apiResult(dealCodeListsSchema) },
      },
    },
    async () => ok(codeListsByName()),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        summary: '交易目录：一个交易（已发布版本、出厂版本、我的草稿）',
        tags,
        params: dealIdParams,
        response: { 200: apiResult(studioDealDetail) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const head = await dealStudio.headOf(app.db, id);
      const draft = await dealStudio.draftOf(app.db, id, callerOf(request).userId);
      const pending = await dealSubmissions.submissionOf(app.db, id);
      const file = app.deals.baseline(id);
      if (!head && !draft && !file && !pending) throw notFound();
      const published = head?.version
        ? ((await dealStudio.versionBody(app.db, id, head.version)) ?? null)
        : null;
      return ok({
        dealName: id,
        version: head?.version ?? null,
        archived: head?.archived ?? false,
        mayPublish: hasRole(callerOf(request), 'ROLE_ADMIN'),
        twoPerson: app.config.studioTwoPerson,
        submission: pending
          ? {
              ...pending,
              submitterId: undefined,
              menu: undefined,
              mine: pending.submitterId === callerOf(request).userId,
            }
          : null,
        published,
        file: file ? dealText(file) : null,
        draft: draft ?? null,
      });
    },
  );

  app.get(
    '/:id/versions',
    {
      config,
      schema: {
        summary: '交易目录：一个交易的历史版本（作者、时间、说明），最新在前',
        tags,
        params: dealIdParams,
        response: { 200: apiResult({ type: 'array', items: versionSchema }) },
      },
    },
    async (request) => ok(await dealStudio.versionsOf(app.db, request.params.id)),
  );

  app.get(
    '/:id/versions/:version',
    {
      config,
      schema: {
        summary: '交易目录：一个历史版本的交易元数据',
        tags,
        params: dealVersionParams,
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
      const body = await dealStudio.versionBody(app.db, id, version);
      if (body === undefined) throw new ApiError(`交易 ${id} 没有版本 ${version}`, 404, 404);
      return ok({ version, body });
    },
  );

  app.post(
    '/events',
    {
      config,
      schema: {
        summary: '交易目录：发布记录（发布、回滚、下线、恢复出厂：谁、何时、从哪个版本到哪个版本、说明）',
        tags,
        body: dealEventsBody,
        response: { 200: apiResult(page(dealEventSchema)) },
      },
    },
    async (request) => {
      const { dealName, size = 10, current = 1 } = request.body;
      const events = await dealStudio.listEvents(app.db, dealName, { size, current });
      return ok({
        ...events,
        records: events.records.map((e) => ({ ...e, actionText: ACTION_TEXT[e.action] })),
      });
    },
  );
}
