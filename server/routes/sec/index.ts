import type { FastifyInstance } from 'fastify';
import { apiResult } from '../../../schemas';
import { ApiError, MESSAGES, ok } from '../../errors';
import { PUBLIC } from '../../policy';
import { insertSecApplication } from '../../repositories/secApplications';
import type { SecRegistry } from '../../sec/registry';
import secApply from './apply';
import secApprove from './approve';
import secTransfer from './transfer';

interface SignupBody {
  orgCode: string;
  orgName: string;
  hisName: string;
  hisPrd: '11' | '21' | '00';
  conerName: string;
  tel: string;
  oldOrgCode: string;
}

/** Spec 001 §9: default userNum 255; hisCode NEU, NET for hisPrd 00; prodFlag 0 for hisPrd 00, else 1. */
const DEFAULT_USER_NUM = 255;
const SUBMITTED = '成功提交申请';

/** /commondeal/sec: security-code applications (the institution's, the operator's, import and export). */
export default async function sec(app: FastifyInstance, opts: { registry: SecRegistry }): Promise<void> {
  await app.register(secApply);
  await app.register(secApprove, { registry: opts.registry });
  await app.register(secTransfer);

  app.post<{ Body: SignupBody }>(
    '/signup',
    {
      config: {
        auth: PUBLIC,
        rateLimit: {
          max: app.config.loginRateMax,
          timeWindow: 60_000,
          errorResponseBuilder: () => new ApiError(MESSAGES.tooManyLogins, 429, 429),
        },
      },
      schema: {
        summary: '安全码申请（无账号机构公开申请，待审核 status 0）',
        tags: ['sec'],
        body: { $ref: 'SecSignupBody#' },
        response: { 200: apiResult({ $ref: 'SecApplication#' }) },
      },
    },
    async (request) => {
      const b = request.body;
      const other = b.hisPrd === '00';
      const created = await insertSecApplication(app.db, {
        orgCode: b.orgCode,
        orgName: b.orgName.trim(),
        hisName: b.hisName.trim(),
        hisCode: other ? 'NET' : 'NEU',
        hisPrd: b.hisPrd,
        prodFlag: other ? '0' : '1',
        userNum: DEFAULT_USER_NUM,
        // Characters 2-5 of the organisation code, as for orgs.
        areaCode: b.orgCode.slice(1, 5),
        oldOrgCode: b.oldOrgCode,
        conerName: b.conerName.trim(),
        tel: b.tel,
        status: '0',
        ifValid: '1',
        memo: SUBMITTED,
      });
      return ok(created, SUBMITTED);
    },
  );
}
