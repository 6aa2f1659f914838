import {
  apiResult,
  ReversalId,
  ReversalOrigin,
  ReverseBody,
  RushRecQuery,
  ReversalRecord,
  ref,
} from '../../../schemas';
import type { InsuranceCenter } from '../../deals/center';
import { forbidden, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { compareSides, lastSettlementTime, listRecords, mark } from '../../repositories/reversals';
import { assertUnlocked } from '../../services/reversalGate';
import type { SessionUser } from '../../services/sessions';
import { checkPeriod, ownRecord, readableRecord, REVERSED, reverseRecord, tags, withCamel } from './shared';
import type { App } from '../../schemaTypes';

const record = apiResult(ref(ReversalRecord));
const side = {
  type: 'array',
  items: {
    type: 'object',
    properties: Object.fromEntries(
      ['setl_id', 'psn_no', 'psn_name', 'mdtrt_id', 'oinfo', 'omsgid', 'refd_setl_flag', 'used', 'setl_time']
        .map((k) => [k, { type: 'string' }])
        .concat(
          ['medfee_sumamt', 'fund_pay_sumamt', 'acct_pay', 'cash_payamt'].map((k) => [k, { type: 'number' }]),
        ),
    ),
  },
} as const;

/** The second reversal page reads an institution only after its password: the caller's own. */
async function unlockedOrg(app: App, user: SessionUser, requested?: string): Promise<string> {
  const orgCode = requested || user.orgCode;
  if (orgCode !== user.orgCode) throw forbidden();
  await assertUnlocked(app.db, user, orgCode);
  return orgCode;
}

/** /pha/*: 对账与冲正 with the payment gate and 冲正（二）. */
export default async function pha(app: App, opts: { center: InsuranceCenter }): Promise<void> {
  app.post(
    '/pha/rush-rec',
    {
      schema: {
        summary: '对账与冲正列表（startDate, endDate, used）',
        description: 'payFlag 为 1 表示无需支付；trans_type 为 0 的行须提示。',
        tags,
        body: ref(RushRecQuery),
        response: { 200: apiResult({ type: 'array', items: ref(ReversalRecord) }) },
      },
    },
    async (request) => {
      const b = request.body;
      checkPeriod(b.startDate, b.endDate);
      const rows = await listRecords(app.db, {
        orgCode: callerOf(request).orgCode,
        ...{ startDate: b.startDate, endDate: b.endDate, used: b.used },
      });
      return ok(rows.map(withCamel));
    },
  );

  app.post(
    '/pha/upd-valid',
    {
      schema: {
        summary: '删除对账与冲正记录（id；只从列表移除，中心结算不变）',
        tags,
        body: ref(ReversalId),
        response: { 200: apiResult({ type: 'null' }) },
      },
    },
    async (request) => {
      const found = await ownRecord(app, callerOf(request), 'id', request.body.id);
      await mark(app.db, found, { hidden: true });
      return ok(null, '删除成功');
    },
  );

  app.post(
    '/pha/query',
    {
      schema: {
        summary: '冲正页的记录（/home/impact?id：结算信息与冲正信息）',
        tags,
        body: ref(ReversalId),
        response: { 200: record },
      },
    },
    async (request) => ok(withCamel(await readableRecord(app, callerOf(request), 'id', request.body.id))),
  );

  app.post(
    '/pha/execute',
    {
      schema: {
        summary: '冲正（冲正页与冲正（二）：psn_no, omsgid, oinfo；执行 2601）',
        description: '仅本机构的记录；须先验证冲正密码；须支付的记录未支付时拒绝（ROLE_RUSHFREE 免）。',
        tags,
        body: ref(ReverseBody),
        response: { 200: record },
      },
    },
    async (request) =>
      ok(withCamel(await reverseRecord(app, opts.center, callerOf(request), request.body)), REVERSED),
  );

  app.post(
    '/pha/query-maxtime',
    {
      schema: {
        summary: '最近结算提示（lastSetlTime, canFlag）',
        description: '须先验证冲正密码。canFlag 为 0：原交易在中心存在且未冲正，可以冲正。',
        tags,
        body: ref(ReversalOrigin),
        response: {
          200: apiResult({
            type: 'object',
            properties: {
              lastSetlTime: { type: ['string', 'null'] },
              canFlag: { type: 'integer' },
              hint: { type: 'string' },
              id: { type: 'string', title: '记录编号' },
              psn_no: { type: 'string', title: '人员编号' },
              oinfo: { type: 'string', title: '原交易编号' },
            },
          }),
        },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const orgCode = await unlockedOrg(app, user, request.body.fixmedins_code);
      const lastSetlTime = await lastSettlementTime(app.db, orgCode);
      const found = await ownRecord(app, user, 'omsgid', request.body.omsgid).catch(() => undefined);
      const canFlag = found && found.used !== '1' ? 0 : 1;
      const hint = !found
        ? '中心无此原交易，不能冲正'
        : canFlag
          ? '该交易已冲正'
          : '原交易在中心存在且未冲正，可以冲正';
      return ok({
        lastSetlTime,
        canFlag,
        hint,
        id: found?.id ?? '',
        psn_no: found?.psn_no ?? '',
        oinfo: found?.oinfo ?? '',
      });
    },
  );

  app.post(
    '/pha/rush-compare',
    {
      schema: {
        summary: '中心与机构记录对照（cent, pha）',
        description: '须先验证冲正密码。',
        tags,
        body: ref(ReversalOrigin),
        response: {
          200: apiResult({
            type: 'object',
            properties: { cent: side, pha: side },
            required: ['cent', 'pha'],
          }),
        },
      },
    },
    async (request) => {
      const orgCode = await unlockedOrg(app, callerOf(request), request.body.fixmedins_code);
      return ok(await compareSides(app.db, orgCode, request.body.omsgid));
    },
  );
}
