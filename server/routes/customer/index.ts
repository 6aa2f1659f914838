import { apiResult, Customer, ref } from '../../../schemas';
import { fail, forbidden, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { assertOrgAccess } from '../../policy';
import { ensureCustomer, getCustomer } from '../../repositories/orgs';
import type { App } from '../../schemaTypes';

/** The user type that may generate its organisation's customer record. */
const CUSTOMER_MAKER_TYPE = 8;
const params = {
  type: 'object',
  properties: { id: { type: 'string', title: '客户编码', minLength: 1, maxLength: 30 } },
  required: ['id'],
} as const;

/** /commondeal/cm/customer: the customer record of an organisation. */
export default async function customer(app: App): Promise<void> {
  app.get(
    '/:id',
    {
      schema: {
        summary: '客户信息',
        tags: ['customer'],
        params,
        response: { 200: apiResult(ref(Customer)) },
      },
    },
    async (request) => {
      assertOrgAccess(callerOf(request), request.params.id);
      const found = await getCustomer(app.db, request.params.id);
      if (!found) throw fail('客户不存在');
      return ok(found);
    },
  );

  app.post(
    '/:id',
    {
      schema: {
        summary: '生成我的客户（仅 userTypeId 8，仅本机构）',
        tags: ['customer'],
        params,
        response: { 200: apiResult(ref(Customer)) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (caller.userTypeId !== CUSTOMER_MAKER_TYPE) throw forbidden();
      assertOrgAccess(caller, request.params.id);
      return ok(await ensureCustomer(app.db, request.params.id, caller.userId), '生成成功');
    },
  );
}
