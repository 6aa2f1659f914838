import { AMOUNT_PATTERN, apiResult, RemoteRushBody, SumRecBody, SumRecResult, ref } from '../../../schemas';
import { DealCancelled, type InsuranceCenter } from '../../deals/center';
import { pause } from '../../deals/center/simulator';
import { runDeal } from '../../deals/execute';
import { isRecord } from '../../deals/input';
import { ApiError, badRequest, fail, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { assertOrgAccess, isOperator } from '../../policy';
import { getOrgInfo } from '../../repositories/orgs';
import { clientGone, ensureSignedIn } from './signedIn';
import type { App } from '../../schemaTypes';

const tags = ['ledger'];
const SCOPED = { auth: {} };

const AMOUNTS = ['medfee_sumamt', 'fund_pay_sumamt', 'acct_pay'] as const;
const amountRe = new RegExp(AMOUNT_PATTERN);

/** A refusal whose text is also the answer's data (the console shows data). */
const refusedWith = (text: string) => new ApiError(text, 1, 200, text);

/**
 * The ledger and remote-reversal calls against the insurance center: POST /reconciliation/sum-rec (3201 total
 * reconciliation, cancellable) and POST /pha/excute-diff (2601 reversal of another area's settlement).
 */
export default async function ledger(app: App, opts: { center: InsuranceCenter }): Promise<void> {
  app.post(
    '/reconciliation/sum-rec',
    {
      config: SCOPED,
      schema: {
        summary: '结算总账对账查询（3201，可取消）：本机构的汇总与中心记录对总账',
        description:
          '对账开始日期不能晚于结束日期；金额最多两位小数；笔数为不小于 0 的整数。客户端断开（取消）时中心不再执行。',
        tags,
        body: ref(SumRecBody),
        response: { 200: apiResult(ref(SumRecResult)) },
      },
    },
    async (request, reply) => {
      const b = request.body;
      if (b.stmt_begndate > b.stmt_enddate) throw badRequest('对账开始时间不能晚于对账结束时间');
      for (const k of AMOUNTS) if (!amountRe.test(String(b[k]))) throw badRequest('金额最多保留两位小数');
      const data = {
        ...{ insutype: b.insutype, clr_type: b.clr_type, setl_optins: b.setl_optins },
        ...{ stmt_begndate: b.stmt_begndate, stmt_enddate: b.stmt_enddate },
        ...Object.fromEntries(AMOUNTS.map((k) => [k, b[k].toFixed(2)])),
        fixmedins_setl_cnt: String(b.fixmedins_setl_cnt),
        ...(b.refd_setl_flag ? { refd_setl_flag: b.refd_setl_flag } : {}),
      };
      const caller = callerOf(request);
      const gone = clientGone(reply);
      try {
        await pause(app.config.sumRecDelayMs, gone.signal);
        await ensureSignedIn(opts.center, app.db, caller, request);
        const result = await runDeal({ center: opts.center, deals: app.deals }, app.db, caller, {
          dealName: '3201',
          dealInput: { data },
          signal: gone.signal,
        });
        if (result.isNewMsg) throw fail(result.isNewMsg);
        const info = result.dealOutput.stmtinfo;
        if (!isRecord(info)) throw fail('服务器错误');
        return ok({
          setl_optins: String(info.setl_optins ?? b.setl_optins),
          stmt_rslt: String(info.stmt_rslt ?? ''),
          stmt_rslt_dscr: String(info.stmt_rslt_dscr ?? ''),
        });
      } catch (err) {
        if (err instanceof DealCancelled) throw fail('对账查询已取消');
        throw err;
      } finally {
        gone.done();
      }
    },
  );

  app.post(
    '/pha/excute-diff',
    {
      config: SCOPED,
      schema: {
        summary: '异地冲正（2601）：冲正参保地在外地的人员在本机构的结算，结果文字在 data',
        description:
          '机构编码须为本机构（9999 平台运营机构可代任一机构冲正）；参保地不能与就医地相同；失败时 data 为失败原因。',
        tags,
        body: ref(RemoteRushBody),
        response: { 200: apiResult({ type: 'string' }) },
      },
    },
    async (request) => {
      const b = request.body;
      const caller = callerOf(request);
      assertOrgAccess(caller, b.orgCode);
      let actor = caller;
      if (b.orgCode !== caller.orgCode && isOperator(caller)) {
        const org = await getOrgInfo(app.db, b.orgCode);
        if (!org) throw refusedWith('冲正失败：机构不存在');
        actor = { ...caller, orgCode: org.orgCode, orgName: org.orgName };
      }
      if (b.insuplcAdmdvs === b.mdtrtareaAdmvs)
        throw refusedWith('冲正失败：参保地与就医地相同，不属于异地结算');
      await ensureSignedIn(opts.center, app.db, actor, request);
      const result = await runDeal({ center: opts.center, deals: app.deals }, app.db, actor, {
        dealName: '2601',
        dealInput: { data: { psn_no: b.psn_no, omsgid: b.omsgid, oinfno: b.oinfo } },
        areas: { mdtrtarea: b.mdtrtareaAdmvs, insuplc: b.insuplcAdmdvs },
      });
      if (result.isNewMsg) throw refusedWith(`冲正失败：${result.isNewMsg}`);
      return ok(`冲正成功：原交易 ${b.oinfo}（报文ID ${b.omsgid}）已冲正`, '冲正成功');
    },
  );
}
