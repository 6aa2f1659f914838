/**
 * An institution's service tickets: query, create, edit, progress, order types. Scoped to the caller's
 * institution; the 9999 operator sees every institution's.
 */
import {
  apiResult,
  idParams,
  nullData,
  ORDER_MESSAGES as M,
  OrderTicketEdit,
  OrderTicketForm,
  OrderTicketQuery,
  OrderTicketPage,
  OrderTicket,
  OrderNode,
  OrderType,
  ref,
} from '../../../schemas';
import { areaCodeOf } from '../../seed';
import { fail, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { assertOrgAccess, isOperator, scopeOrgCode } from '../../policy';
import { DEFAULT_PAGE } from '../../repositories/paging';
import { addHistory, nodesOf } from '../../repositories/orderSteps';
import {
  getTicket,
  getType,
  insertTicket,
  listTickets,
  listTypes,
  updateTicket,
  type TicketInput,
} from '../../repositories/orderTickets';
import { claimTicket } from '../../services/orderWorkflow';
import type { SessionUser } from '../../services/sessions';
import { attachmentIdsOf } from './attachments';
import type { App, RequestOf } from '../../schemaTypes';

const tags = ['order'];

/** The caller's area (none for the 9999 operator: every area). */
export const areaOf = (user: SessionUser) => (isOperator(user) ? undefined : areaCodeOf(user.orgCode));

const instParams = idParams('id', '服务单号');

export default async function tickets(app: App): Promise<void> {
  /** The ticket's own fields, checked: the type of the caller's area, attachments of its institution. */
  const input = async (user: SessionUser, b: RequestOf<typeof OrderTicketForm>): Promise<TicketInput> => {
    const type = await getType(app.db, b.type);
    const area = areaOf(user);
    if (!type || (area !== undefined && type.areaCode !== area)) throw fail('请选择服务单类型');
    const picsUrl = b.picsUrl ?? '';
    const fileUrl = b.fileUrl ?? '';
    await attachmentIdsOf(app.db, user.orgCode, [picsUrl, fileUrl]);
    return {
      type: b.type,
      title: b.title.trim(),
      content: b.content.trim(),
      contact: b.contact?.trim() ?? '',
      mobile: b.mobile ?? '',
      picsUrl,
      fileUrl,
    };
  };

  app.post(
    '/ticket/query',
    {
      config: { list: true },
      schema: {
        summary: '服务单申请与查询：本机构的服务单（9999 可查全部），状态 4 全部、0 已提交、2 待办、1 已关闭',
        tags,
        body: ref(OrderTicketQuery),
        response: { 200: apiResult(ref(OrderTicketPage)) },
      },
    },
    async (request) => {
      const b = request.body;
      const orgCode = scopeOrgCode(callerOf(request), b.orgCode);
      const page = b.page ?? DEFAULT_PAGE;
      const found = await listTickets(
        app.db,
        { orgCode, orgName: b.orgName, status: b.status, title: b.title },
        page,
      );
      return ok({ ...found, size: page.size, current: page.current });
    },
  );

  app.post(
    '/ticket',
    {
      schema: {
        summary: '新建服务单（本机构）',
        tags,
        body: ref(OrderTicketForm),
        response: { 200: apiResult(ref(OrderTicket)) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const data = await input(user, request.body);
      const org = { orgCode: user.orgCode, orgName: user.orgName, areaCode: areaCodeOf(user.orgCode) };
      const created = await app.db.tx(async (t) => {
        const instId = await insertTicket(t, org, data, user.userId);
        await addHistory(t, { instId, action: 'create', userId: user.userId, username: user.username });
        return getTicket(t, instId);
      });
      return ok(created!, '提交成功');
    },
  );

  app.put(
    '/ticket',
    {
      schema: {
        summary:
          '修改服务单（本机构；已分类的不能修改：已分类，不能编辑！；version 为读取时的版本号，已被他人修改时 409）',
        tags,
        body: ref(OrderTicketEdit),
        response: { 200: apiResult(ref(OrderTicket)) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const b = request.body;
      if (!b.instId) throw fail('请选择服务单');
      const data = await input(user, b);
      const saved = await app.db.tx(async (t) => {
        const ticket = await getTicket(t, b.instId!, true);
        if (!ticket) throw fail('服务单不存在');
        assertOrgAccess(user, ticket.orgCode);
        if (ticket.templateId) throw fail(M.classified);
        if (ticket.status === '1') throw fail(M.closed);
        await claimTicket(t, ticket, b.version);
        await updateTicket(t, b.instId!, data);
        await addHistory(t, {
          instId: b.instId!,
          action: 'edit',
          userId: user.userId,
          username: user.username,
        });
        return getTicket(t, b.instId!);
      });
      return ok(saved!, '修改成功');
    },
  );

  app.get(
    '/ticket/:id/progress',
    {
      schema: {
        summary: '进度查询：服务单的环节（本机构，或办理它的工作人员）',
        tags,
        params: instParams,
        response: { 200: apiResult({ type: 'array', items: ref(OrderNode) }) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const ticket = await getTicket(app.db, request.params.id);
      if (!ticket) throw fail('服务单不存在');
      assertOrgAccess(user, ticket.orgCode);
      return ok(await nodesOf(app.db, ticket.instId));
    },
  );

  app.get(
    '/types',
    {
      schema: {
        summary: '服务单类型：本地区的类型（9999 全部）；界面只提供顶级类型',
        tags,
        response: { 200: apiResult({ type: 'array', items: ref(OrderType) }) },
      },
    },
    async (request) => ok(await listTypes(app.db, areaOf(callerOf(request)))),
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: '服务单详情（本机构，或 9999 工作人员）',
        tags,
        params: instParams,
        response: { 200: apiResult({ anyOf: [ref(OrderTicket), nullData] }) },
      },
    },
    async (request) => {
      const ticket = await getTicket(app.db, request.params.id);
      if (!ticket) throw fail('服务单不存在');
      assertOrgAccess(callerOf(request), ticket.orgCode);
      return ok(ticket);
    },
  );
}
