/**
 * Classification and handling of service tickets by the platform's staff: classification by the 9999
 * operator's ROLE_ADMIN, handling by the staff of the 9999 operator, each move only by the handler of the
 * current node.
 */
import {
  apiResult,
  idParams,
  nullData,
  ORDER_MESSAGES as M,
  OrderCustomStep,
  OrderHandleBody,
  OrderHandlerUserQuery,
  OrderInstIdBody,
  PageBody,
  OrderQuery,
  OrderSortBody,
  OrderTemplateNodeQuery,
  OrderTodoQuery,
  OrderTicketPage,
  OrderTemplatePage,
  OrderNode,
  OrderTodoPage,
  OrderNextUser,
  OrderTemplateNodePage,
  OrderHandlerUserPage,
  ref,
} from '../../../schemas';
import { fail, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { ADMIN_OPERATOR } from '../../policy';
import { addHistory, listHandlers, listTodos, nodesOf } from '../../repositories/orderSteps';
import { templateNodes, templatesOfType } from '../../repositories/orderTemplates';
import { getTicket, getType, listTickets, setTicketType } from '../../repositories/orderTickets';
import { DEFAULT_PAGE } from '../../repositories/paging';
import {
  back,
  claimTicket,
  customStep,
  handle,
  instantiate,
  nextResponsible,
  terminate,
} from '../../services/orderWorkflow';
import type { App } from '../../schemaTypes';

const tags = ['order'];
/** The staff of the platform (the 9999 operator's accounts): handling, pickers, todos. */
const STAFF = { auth: { operatorOnly: true } } as const;
const CLASSIFIER = { auth: ADMIN_OPERATOR } as const;
/** A type's or a ticket's number in the path. */
const numberParams = idParams('id', '编号');
const handleBody = ref(OrderHandleBody);
/** The template number of an instantiation, as a text/plain body. */
const templateIdText = {
  type: 'string',
  pattern: '^\\s*[1-9]\\d{0,8}\\s*$',
  errorMessage: '未选择模板',
} as const;
const done = apiResult(nullData);

export default async function workflow(app: App): Promise<void> {
  app.post(
    '/query',
    {
      config: { ...CLASSIFIER, list: true },
      schema: {
        summary: '服务单分类查询（状态 0 未分类、1 已关闭、2 处理中）',
        tags,
        body: ref(OrderQuery),
        response: { 200: apiResult(ref(OrderTicketPage)) },
      },
    },
    async (request) => {
      const b = request.body;
      const page = b.page ?? DEFAULT_PAGE;
      const found = await listTickets(
        app.db,
        { orgCode: b.orgCode, orgName: b.orgName, status: b.status ?? '0', areaCode: b.areaCode },
        page,
      );
      return ok({ ...found, size: page.size, current: page.current });
    },
  );

  app.post(
    '/sort',
    {
      config: CLASSIFIER,
      schema: {
        summary: '服务单分类：设置服务单类型',
        tags,
        body: ref(OrderSortBody),
        response: { 200: done },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const { instId, type, version } = request.body;
      await app.db.tx(async (t) => {
        const ticket = await getTicket(t, instId, true);
        if (!ticket) throw fail('服务单不存在');
        if (ticket.isClose === '1') throw fail(M.closed);
        const found = await getType(t, type);
        if (!found || found.areaCode !== ticket.areaCode || found.parentTypeId !== null)
          throw fail('请选择服务单类型');
        await claimTicket(t, ticket, version);
        await setTicketType(t, instId, type);
        await addHistory(t, { instId, action: 'sort', userId: user.userId, username: user.username });
      });
      return ok(null, '分类成功');
    },
  );

  app.post(
    '/type/:id/templates',
    {
      config: CLASSIFIER,
      schema: {
        summary: '服务单类型对应的模板（userDefine 1 为自定义流程）',
        tags,
        params: numberParams,
        body: ref(PageBody),
        response: { 200: apiResult(ref(OrderTemplatePage)) },
      },
    },
    async (request) => {
      const page = request.body?.page ?? DEFAULT_PAGE;
      const found = await templatesOfType(app.db, request.params.id, page);
      return ok({ ...found, size: page.size, current: page.current });
    },
  );

  app.put(
    '/instance/:id',
    {
      config: CLASSIFIER,
      schema: {
        summary: '服务单模板实例化（text/plain 请求体：模板编号）；重新分类会重新分配环节',
        tags,
        params: numberParams,
        consumes: ['text/plain'],
        body: templateIdText,
        response: { 200: apiResult({ type: 'array', items: ref(OrderNode) }) },
      },
    },
    async (request) =>
      ok(
        await instantiate(app.db, request.params.id, Number(String(request.body).trim()), callerOf(request)),
        M.instanceOk,
      ),
  );

  app.get(
    '/instance/:id',
    {
      config: STAFF,
      schema: {
        summary: '服务单实例的环节',
        tags,
        params: numberParams,
        response: { 200: apiResult({ type: 'array', items: ref(OrderNode) }) },
      },
    },
    async (request) => ok(await nodesOf(app.db, request.params.id)),
  );

  app.post(
    '/instance/todos',
    {
      config: STAFF,
      schema: {
        summary: '我的待办（isAll 1：全部工单）',
        tags,
        body: ref(OrderTodoQuery),
        response: { 200: apiResult(ref(OrderTodoPage)) },
      },
    },
    async (request) => {
      const b = request.body;
      const page = b.page ?? DEFAULT_PAGE;
      const found = await listTodos(
        app.db,
        callerOf(request).userId,
        { all: b.isAll === '1', instId: b.instId },
        page,
      );
      return ok({ ...found, size: page.size, current: page.current });
    },
  );

  const move = (path: string, summary: string, run: typeof handle, message: string) =>
    app.post(
      path,
      { config: STAFF, schema: { summary, tags, body: handleBody, response: { 200: done } } },
      async (request) => {
        await run(app.db, request.body, callerOf(request));
        return ok(null, message);
      },
    );
  move('/handle', '办理：下一步（finish 1：办结，仅最后环节）；仅当前环节的办理人', handle, '办理成功');
  move('/handle/back', '退回（第一个环节不能退回）；仅当前环节的办理人', back, '退回成功');
  move('/termination', '终止服务单；仅当前环节的办理人', terminate, '已终止');

  app.post(
    '/instance/nextstep/responsibility',
    {
      config: STAFF,
      schema: {
        summary: '下一个环节的办理人',
        tags,
        body: ref(OrderInstIdBody),
        response: { 200: apiResult(ref(OrderNextUser)) },
      },
    },
    async (request) => ok(await nextResponsible(app.db, request.body.instId)),
  );

  app.post(
    '/instance/custom-step',
    {
      config: STAFF,
      schema: {
        summary: '自定义下一个环节（分类的管理员或当前环节的办理人）',
        tags,
        body: ref(OrderCustomStep),
        response: { 200: apiResult({ type: 'array', items: ref(OrderNode) }) },
      },
    },
    async (request) => ok(await customStep(app.db, request.body, callerOf(request)), '自定义环节成功'),
  );

  app.post(
    '/template/nodes',
    {
      config: STAFF,
      schema: {
        summary: '模板环节（分页，可按环节编号过滤）',
        tags,
        body: ref(OrderTemplateNodeQuery),
        response: { 200: apiResult(ref(OrderTemplateNodePage)) },
      },
    },
    async (request) => {
      const b = request.body;
      const page = b.page ?? DEFAULT_PAGE;
      const found = await templateNodes(app.db, { templateId: b.templateId, nodeId: b.nodeId }, page);
      return ok({ ...found, size: page.size, current: page.current });
    },
  );

  app.post(
    '/handlers',
    {
      config: STAFF,
      schema: {
        summary: '可指派的办理人员（分页，按地区、用户类型、用户名）',
        tags,
        body: ref(OrderHandlerUserQuery),
        response: { 200: apiResult(ref(OrderHandlerUserPage)) },
      },
    },
    async (request) => {
      const b = request.body;
      const page = b.page ?? DEFAULT_PAGE;
      const found = await listHandlers(app.db, b, page);
      return ok({ ...found, size: page.size, current: page.current });
    },
  );
}
