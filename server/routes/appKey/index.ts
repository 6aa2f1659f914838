import { randomBytes } from 'node:crypto';
import {
  apiResult,
  AppKeyApplyBody,
  AppKeyIdBody,
  AppKeyQueryBody,
  AppKeyUpdateBody,
  AppKeyRow,
  AppKeyPage,
  ref,
} from '../../../schemas';
import { fail, forbidden, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { ADMIN_OPERATOR, isOperator, scopeOrgCode } from '../../policy';
import { staleRecord } from '../../recordVersions';
import {
  getAppKey,
  insertAppKey,
  issueAppKey,
  listAppKeys,
  lockAppKeyOrg,
  updateAppKey,
} from '../../repositories/appKeys';
import type { App } from '../../schemaTypes';

const tags = ['appKey'];
export const APP_KEY_MESSAGES = {
  issuedNoEdit: '已下发操作码，不能编辑！',
  exists: '本机构已有结算单操作码申请',
  operatorNoEdit: '平台运营机构不能申请或编辑结算单操作码',
  notFound: '结算单操作码申请不存在',
  notPending: '仅待审核的操作码申请可以审批',
  applied: '提交申请成功！',
  updated: '更新申请信息成功',
  approved: '审核成功',
} as const;
const M = APP_KEY_MESSAGES;
const row = { 200: apiResult(ref(AppKeyRow)) };

/** /commondeal/appKey: bill-submission operation codes. */
export default async function appKey(app: App): Promise<void> {
  app.post(
    '/query',
    {
      schema: {
        summary: '结算单操作码申请查询（分页；本机构，9999 查任意机构）',
        tags,
        body: ref(AppKeyQueryBody),
        response: { 200: apiResult(ref(AppKeyPage)) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const { page = { size: 20, current: 1 }, orgCode, ...rest } = request.body ?? {};
      const filter = isOperator(user)
        ? { orgCode, ...rest }
        : { scopeOrgCode: scopeOrgCode(user, orgCode), ...rest };
      return ok(await listAppKeys(app.db, filter, page));
    },
  );

  app.post(
    '/apply',
    {
      schema: {
        summary: '申请本机构的结算单操作码（每个机构一条；9999 不能申请）',
        tags,
        body: ref(AppKeyApplyBody),
        response: row,
      },
    },
    async (request) => {
      const user = callerOf(request);
      if (isOperator(user)) throw fail(M.operatorNoEdit);
      if (request.body.orgCode !== user.orgCode) throw forbidden();
      return app.db.tx(async (t) => {
        await lockAppKeyOrg(t, user.orgCode);
        if (await getAppKey(t, { orgCode: user.orgCode })) throw fail(M.exists);
        return ok(await insertAppKey(t, request.body), M.applied);
      });
    },
  );

  app.post(
    '/update',
    {
      schema: {
        summary: '修改并重新提交本机构的操作码申请（已下发时拒绝：已下发操作码，不能编辑！；9999 不能编辑）',
        tags,
        body: ref(AppKeyUpdateBody),
        response: row,
      },
    },
    async (request) => {
      const user = callerOf(request);
      if (isOperator(user)) throw fail(M.operatorNoEdit);
      const { id, version, ...input } = request.body;
      return app.db.tx(async (t) => {
        const found = await getAppKey(t, { id }, true);
        if (!found) throw fail(M.notFound);
        if (found.orgCode !== user.orgCode || input.orgCode !== user.orgCode) throw forbidden();
        if (found.status === '1') throw fail(M.issuedNoEdit);
        if (found.version !== version) throw staleRecord(found.version);
        return ok(await updateAppKey(t, id, input), M.updated);
      });
    },
  );

  app.post(
    '/approve',
    {
      config: { auth: ADMIN_OPERATOR },
      schema: {
        summary: '审批操作码申请（仅待审核 status 0）：生成操作码，status 1',
        tags,
        body: ref(AppKeyIdBody),
        response: row,
      },
    },
    async (request) => {
      const { id, version } = request.body;
      return app.db.tx(async (t) => {
        const found = await getAppKey(t, { id }, true);
        if (!found) throw fail(M.notFound);
        if (found.status !== '0') throw fail(M.notPending);
        if (found.version !== version) throw staleRecord(found.version);
        return ok(await issueAppKey(t, id, randomBytes(16).toString('hex')), M.approved);
      });
    },
  );
}
