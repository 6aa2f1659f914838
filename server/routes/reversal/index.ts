import {
  apiResult,
  nullData,
  ReconcileQuery,
  ReversalId,
  ReversalListBody,
  ReversalPassword,
  ReverseBody,
  ReversalRecord,
  ReversalRecordPage,
  ref,
} from '../../../schemas';
import type { InsuranceCenter } from '../../deals/center';
import { fail, forbidden, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { countDifferences, listRecords, mark, pageRecords } from '../../repositories/reversals';
import { checkReversalPassword } from '../../services/reversalGate';
import pha from './pha';
import {
  checkPeriod,
  ownRecord,
  readableRecord,
  REVERSED,
  reverseRecord,
  scopeOf,
  tags,
  withCamel,
} from './shared';
import wallet from './wallet';
import type { App } from '../../schemaTypes';

/** With `page`: one page of records (ReversalRecordPage); without: the array of the first 1,000. */
const recordsOrPage = apiResult({
  anyOf: [{ type: 'array', items: ref(ReversalRecord) }, ref(ReversalRecordPage)],
});
const record = apiResult(ref(ReversalRecord));

/**
 * The reversal family: /reconciliation/* for the reversal query and its reversal pages, /pha/* for the list
 * with the payment gate and the second reversal page, /quickmark/* for the pay code and the simulated mobile
 * wallet.
 */
export default async function reversal(app: App, opts: { center: InsuranceCenter }): Promise<void> {
  app.post(
    '/reconciliation/queryFirst',
    {
      config: { list: true },
      schema: {
        summary: '对账冲正查询（startDate, endDate, fixmedins_code, used, psn_no；可选 page 分页）',
        description:
          '本机构的中心结算记录，结算时间倒序；trans_type 为 0 表示对账有差异且未维护。9999 可按机构查询。' +
          '带 page 时返回一页（records、total，及翻页位置 next、prev，作为 page.after、page.before 取相邻页，' +
          'page.last 取末页）；不带 page 时返回前 1000 条的数组。',
        tags,
        body: ref(ReversalListBody),
        response: { 200: recordsOrPage },
      },
    },
    async (request) => {
      const { page, ...b } = request.body;
      checkPeriod(b.startDate, b.endDate);
      const filter = {
        orgCode: scopeOf(callerOf(request), b.fixmedins_code),
        ...{ startDate: b.startDate, endDate: b.endDate, psnNo: b.psn_no, used: b.used },
      };
      return ok(page ? await pageRecords(app.db, filter, page) : await listRecords(app.db, filter));
    },
  );

  app.get(
    '/reconciliation/queryAgain',
    {
      schema: {
        summary: '对账（startDate, endDate, fixmedins_code, psn_no）',
        description: '比较中心与本机构的结算记录，data 为结果说明。',
        tags,
        querystring: ref(ReconcileQuery),
        response: { 200: apiResult({ type: 'string' }) },
      },
    },
    async (request) => {
      const q = request.query;
      checkPeriod(q.startDate, q.endDate);
      const { total, diff } = await countDifferences(app.db, {
        orgCode: scopeOf(callerOf(request), q.fixmedins_code),
        ...{ startDate: q.startDate, endDate: q.endDate, psnNo: q.psn_no },
      });
      return ok(`${q.startDate} 至 ${q.endDate} 共 ${total} 笔结算，${diff} 笔不一致`, '对账成功');
    },
  );

  app.get(
    '/reconciliation/rush-info/:id',
    {
      schema: {
        summary: '冲正信息（按 id）',
        tags,
        params: ref(ReversalId),
        response: { 200: record },
      },
    },
    async (request) => ok(withCamel(await readableRecord(app, callerOf(request), 'id', request.params.id))),
  );

  app.post(
    '/reconciliation/execute',
    {
      schema: {
        summary: '冲正（psn_no, omsgid, oinfo；向中心执行 2601 并标记记录）',
        description:
          '仅本机构的记录；须先验证冲正密码（10 分钟内有效）；须支付的记录须已支付（ROLE_RUSHFREE 免）。',
        tags,
        body: ref(ReverseBody),
        response: { 200: record },
      },
    },
    async (request) =>
      ok(withCamel(await reverseRecord(app, opts.center, callerOf(request), request.body)), REVERSED),
  );

  app.post(
    '/reconciliation/upd-valid',
    {
      schema: {
        summary: '标记已维护',
        tags,
        body: ref(ReversalId),
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const found = await ownRecord(app, user, 'id', request.body.id);
      if (found.trans_type !== '0') throw fail('该记录无差异或已维护');
      await mark(app.db, found, { maintainedBy: user.username });
      return ok(null, '维护成功');
    },
  );

  app.post(
    '/reconciliation/check-password',
    {
      schema: {
        summary: '冲正密码验证（password 用公钥加密）',
        description: '本机构的冲正密码；正确后 10 分钟内可冲正；连续 5 次错误锁定 15 分钟。',
        tags,
        body: ref(ReversalPassword),
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const orgCode = request.body.fixmedins_code || user.orgCode;
      if (orgCode !== user.orgCode) throw forbidden();
      const plain = app.rsa.decrypt(request.body.password);
      if (plain === null) throw fail('请输入密码');
      await checkReversalPassword(app.db, user, orgCode, plain);
      return ok(null, '验证成功');
    },
  );

  await app.register(pha, { center: opts.center });
  await app.register(wallet);
}
