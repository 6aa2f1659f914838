import type { FastifyInstance } from 'fastify';
import { apiResult } from '../../../schemas';
import { ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { assertOrgAccess } from '../../policy';
import { isOrgCollected } from '../../repositories/users';

/** /commondeal/info/collection: organisation info collection. */
export default async function collection(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { orgCode: string } }>(
    '/org/:orgCode/isCollected',
    {
      schema: {
        summary: '机构信息是否已采集（仅本机构，9999 可查任意机构）',
        tags: ['collection'],
        params: { $ref: 'OrgCodeParams#' },
        response: { 200: apiResult({ type: 'boolean' }) },
      },
    },
    async (request) => {
      assertOrgAccess(callerOf(request), request.params.orgCode);
      return ok(await isOrgCollected(app.db, request.params.orgCode));
    },
  );
}
