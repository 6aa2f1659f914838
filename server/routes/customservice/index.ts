import { apiResult, CustomerSupplement, nullData, ref } from '../../../schemas';
import { fail, forbidden, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { isOperatorAdmin } from '../../policy';
import { insertCustomerService } from '../../repositories/customerServices';
import { addHistory, isTicketHandler } from '../../repositories/orderSteps';
import { getTicket, setTicketCstLevel } from '../../repositories/orderTickets';
import { claimTicket } from '../../services/orderWorkflow';
import type { App } from '../../schemaTypes';

/** /commondeal/customservice: the customer supplement of a ticket (补充服务). */
export default async function customservice(app: App): Promise<void> {
  app.put(
    '/customer',
    {
      config: { auth: { operatorOnly: true } },
      schema: {
        summary: '补充服务：服务日期、价格（≥ 0）、是否VIP、客户等级；仅办理该服务单的工作人员',
        tags: ['order'],
        body: ref(CustomerSupplement),
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const b = request.body;
      if (b.beginTime > b.endTime) throw fail('开始日期不能晚于结束日期');
      await app.db.tx(async (t) => {
        const ticket = await getTicket(t, b.instId, true);
        if (!ticket) throw fail('服务单不存在');
        if (!isOperatorAdmin(user) && !(await isTicketHandler(t, b.instId, user.userId))) throw forbidden();
        await claimTicket(t, ticket, b.version);
        await insertCustomerService(t, {
          instId: b.instId,
          custId: ticket.orgCode,
          beginTime: b.beginTime,
          endTime: b.endTime,
          price: b.price,
          isVip: b.isVip,
          cstLevel: b.cstLevel ?? '',
          creatorId: user.userId,
        });
        await setTicketCstLevel(t, b.instId, b.cstLevel ?? '');
        await addHistory(t, {
          instId: b.instId,
          action: 'supplement',
          userId: user.userId,
          username: user.username,
        });
      });
      return ok(null, '保存成功');
    },
  );
}
