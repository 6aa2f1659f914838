import {
  apiResult,
  SecApplyBody,
  SecApplyEdit,
  SecApplyUpdate,
  SecApplication,
  SecRow,
  ref,
} from '../../../schemas';
import { ApiError, fail, forbidden, MESSAGES, ok } from '../../errors';
import { callerOf, sessionCallerOf } from '../../plugins/auth';
import { isOperator, PUBLIC } from '../../policy';
import { staleRecord } from '../../recordVersions';
import { getSec, updateSecState } from '../../repositories/secAdmin';
import { hasValidSec, issuedSec, resubmitSec } from '../../repositories/secApply';
import {
  insertSecApplication,
  lockSecApply,
  newSecApplication,
  setSecOrgLevel,
} from '../../repositories/secApplications';
import { deleteCainfo } from '../../repositories/secCainfo';
import { SEC_MESSAGES as M } from '../../sec/rules';
import type { SessionUser } from '../../services/sessions';
import type { App } from '../../schemaTypes';

const tags = ['sec'];

/**
 * A public application route (no account needed): limited like the login, LOGIN_RATE_MAX a minute per
 * address (docs/server.md, Configuration).
 */
export function publicApplication(app: App) {
  return {
    auth: PUBLIC,
    rateLimit: {
      max: app.config.loginRateMax,
      timeWindow: 60_000,
      errorResponseBuilder: () => new ApiError(MESSAGES.tooManyLogins, 429, 429),
    },
  };
}

/** An institution's application must be its own (the operator applies for any). */
function assertOwn(user: SessionUser, orgCode: string) {
  if (!isOperator(user) && user.orgCode !== orgCode) throw forbidden();
}

/** The institution's side of security codes (安全码申请与查询). */
export default async function secApply(app: App): Promise<void> {
  app.put(
    '/apply',
    {
      config: publicApplication(app),
      schema: {
        summary:
          '新增安全码申请（公开：无账号机构的申请；登录用户只能为本机构申请）。hisCode NEU，产品类型 00 时 NET；prodFlag 00 为 0，否则 1；用户数 255；待审核 status 0',
        tags,
        body: ref(SecApplyBody),
        response: { 200: apiResult(ref(SecApplication)) },
      },
    },
    async (request) => {
      const caller = await sessionCallerOf(app.db, request);
      const b = request.body;
      if (caller) assertOwn(caller, b.orgCode);
      return app.db.tx(async (t) => {
        await lockSecApply(t, b.orgCode);
        if (await hasValidSec(t, b.orgCode)) throw fail(M.duplicate);
        const created = await insertSecApplication(t, newSecApplication(b, M.submitted));
        if (b.orgLevelCode) await setSecOrgLevel(t, created.id, b.orgLevelCode);
        return ok(created, M.submitted);
      });
    },
  );

  app.post(
    '/apply',
    {
      schema: {
        summary: '修改并重新提交本机构的安全码申请（仅有效的申请；ifValid 1，备注 重新申请）',
        tags,
        body: ref(SecApplyEdit),
        response: { 200: apiResult(ref(SecRow)) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const { id, version, ...r } = request.body;
      return app.db.tx(async (t) => {
        const found = await getSec(t, id, true);
        if (!found) throw fail(M.notFound);
        assertOwn(user, found.orgCode);
        if (found.ifValid !== '1') throw fail(M.editInvalid);
        if (found.version !== version) throw staleRecord(found.version);
        return ok(await resubmitSec(t, id, r, M.reapplyMemo), M.reapplied);
      });
    },
  );

  app.post(
    '/apply/update',
    {
      schema: {
        summary:
          '退回（status 1 或 2 时拒绝：已审核，不能退回！；已无效则跳过）或重置（仅 status 1：status 0、ifValid 0、清除安全码）本机构的申请',
        tags,
        body: ref(SecApplyUpdate),
        response: { 200: apiResult(ref(SecRow)) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const { id, op, version } = request.body;
      return app.db.tx(async (t) => {
        const found = await getSec(t, id, true);
        if (!found) throw fail(M.notFound);
        assertOwn(user, found.orgCode);
        if (op === 'withdraw') {
          if (found.status === '1' || found.status === '2') throw fail(M.withdrawRefused);
          if (found.ifValid === '0') return ok(found, M.alreadyInvalid);
          if (found.version !== version) throw staleRecord(found.version);
          return ok(await updateSecState(t, id, { ifValid: '0', memo: M.withdrawMemo }), M.withdrawn);
        }
        if (found.status !== '1') throw fail(M.notReset);
        if (found.version !== version) throw staleRecord(found.version);
        const row = await updateSecState(t, id, {
          status: '0',
          ifValid: '0',
          memo: M.resetMemo,
          clearSecret: true,
        });
        await deleteCainfo(t, found.orgCode);
        return ok(row, M.reset);
      });
    },
  );

  app.post(
    '/secCode',
    {
      schema: {
        summary: '本机构已下发的安全码（secretCode、ak；sk 只在下发时显示一次）',
        tags,
        response: { 200: apiResult({ anyOf: [ref(SecRow), { type: 'null' }] }) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      return ok((await issuedSec(app.db, user.orgCode)) ?? null);
    },
  );
}
