/**
 * Settlement detail reconciliation: the detail rows (file plus manual) go to the center as a 9101 file
 * (detailBatch.ts); 开始对账 runs 3202 (details) and 3201 (totals) against what the center recorded, writes the
 * log (recon_logs) and every settlement not balanced (recon_differences, read by the reversal query).
 */
import type { Db } from '../db';
import { runDeal, type DealRunner } from '../deals/execute';
import { firstText } from '../deals/files';
import { fail } from '../errors';
import { findFile } from '../repositories/dealFiles';
import {
  attachBatchLog,
  findReconBatch,
  insertReconDifference,
  insertReconLog,
  mostSettledInsutype,
} from '../repositories/reconBatches';
import type { SessionUser } from '../services/sessions';

/** The reconciliation form, as `dataNode`. */
export interface DataNode {
  file_qury_no: string;
  clr_type: string;
  setl_optins: string;
  stmt_begndate: string;
  stmt_enddate: string;
  medfee_sumamt: number;
  fund_pay_sumamt: number;
  cash_payamt: number;
  acct_pay: number;
  fixmedins_setl_cnt: number;
  refd_setl_flag?: string;
}

interface ResultLine {
  psn_no: string;
  mdtrt_id: string;
  setl_id: string;
  msgid: string;
  stmt_rslt: string;
  refd_setl_flag: string;
  memo: string;
  medfee: number;
  fund: number;
  acct: number;
}

const parseResult = (text: string): ResultLine[] =>
  text
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const [
        psn_no = '',
        mdtrt_id = '',
        setl_id = '',
        msgid = '',
        stmt_rslt = '',
        refd = '0',
        memo = '',
        m = '0',
        f = '0',
        a = '0',
      ] = l.split('\t');
      return {
        psn_no,
        mdtrt_id,
        setl_id,
        msgid,
        stmt_rslt,
        refd_setl_flag: refd,
        memo,
        medfee: Number(m),
        fund: Number(f),
        acct: Number(a),
      };
    });

const money = (v: number | string) => Number(v).toFixed(2);

const failWith = (message: string): never => {
  throw fail(message);
};

/** The insurance type the institution settled most in the period (3201 totals one type). */
const mainInsutype = async (db: Db, orgCode: string, d: DataNode) =>
  (await mostSettledInsutype(db, orgCode, d.stmt_begndate, d.stmt_enddate)) ?? '310';

/** 开始对账: 3202 then 3201, the log and the differences, in one transaction; answers the result text. */
export async function confirmBatch(
  run: DealRunner,
  db: Db,
  caller: SessionUser,
  batchId: string,
  d: DataNode,
): Promise<{ text: string; logId: number; diffNum: number }> {
  if (d.stmt_begndate > d.stmt_enddate) throw fail('开始日期不能晚于结束日期');
  const batch = await findReconBatch(db, batchId, caller.orgCode);
  if (!batch) throw fail('对账批次不存在，请重新上传对账信息');
  if (batch.log_id !== null) throw fail('该批次已对账，请重新上传对账信息');
  if (batch.file_qury_no !== d.file_qury_no) throw fail('文件查询号与上传批次不符');
  const data = {
    setl_optins: d.setl_optins,
    file_qury_no: d.file_qury_no,
    stmt_begndate: d.stmt_begndate,
    stmt_enddate: d.stmt_enddate,
    medfee_sumamt: money(d.medfee_sumamt),
    fund_pay_sumamt: money(d.fund_pay_sumamt),
    cash_payamt: money(d.cash_payamt),
    fixmedins_setl_cnt: String(d.fixmedins_setl_cnt),
    clr_type: d.clr_type,
    ...(d.refd_setl_flag ? { refd_setl_flag: d.refd_setl_flag } : {}),
  };
  const detail = await runDeal(run, db, caller, { dealName: '3202', dealInput: { data } });
  const insutype = await mainInsutype(db, caller.orgCode, d);
  const totals = detail.isNewMsg
    ? undefined
    : await runDeal(run, db, caller, {
        dealName: '3201',
        dealInput: {
          data: {
            insutype,
            clr_type: d.clr_type,
            setl_optins: d.setl_optins,
            stmt_begndate: d.stmt_begndate,
            stmt_enddate: d.stmt_enddate,
            medfee_sumamt: money(d.medfee_sumamt),
            fund_pay_sumamt: money(d.fund_pay_sumamt),
            acct_pay: money(d.acct_pay),
            fixmedins_setl_cnt: String(d.fixmedins_setl_cnt),
            ...(d.refd_setl_flag ? { refd_setl_flag: d.refd_setl_flag } : {}),
          },
        },
      });
  let lines: ResultLine[] = [];
  let resultFile: string | null = null;
  if (!detail.isNewMsg) {
    resultFile = String(
      (detail.dealOutput.fileinfo as { file_qury_no?: string } | undefined)?.file_qury_no ?? '',
    );
    const file = resultFile ? await findFile(db, resultFile) : undefined;
    lines = parseResult((file && (await firstText(file.content, failWith, '对账结果文件'))) ?? '');
  }
  const stmt = (totals?.dealOutput.stmtinfo ?? {}) as { stmt_rslt?: string; stmt_rslt_dscr?: string };
  const diffs = lines.filter((l) => l.stmt_rslt !== '0');
  const count = (r: string) => lines.filter((l) => l.stmt_rslt === r).length;
  const failed = detail.isNewMsg ?? totals?.isNewMsg;
  const text = failed
    ? `对账失败：${failed}`
    : `对账完成：明细对平${count('0')}笔，中心多${count('1')}笔，医药机构多${count('2')}笔，数据不一致${count('3')}笔；` +
      `总账${stmt.stmt_rslt === '0' ? '对账平' : (stmt.stmt_rslt_dscr ?? '对账不平')}`;
  return db.tx(async (t) => {
    const logId = await insertReconLog(t, [
      caller.orgCode,
      batchId,
      failed ? '03' : '02',
      d.clr_type,
      d.setl_optins,
      d.stmt_begndate,
      d.stmt_enddate,
      d.file_qury_no,
      d.fixmedins_setl_cnt,
      d.medfee_sumamt,
      d.fund_pay_sumamt,
      d.acct_pay,
      d.cash_payamt,
      diffs.length,
      stmt.stmt_rslt ?? null,
      stmt.stmt_rslt_dscr ?? null,
      text,
      resultFile,
      caller.username,
    ]);
    const mine = new Map(batch.rows.map((r) => [r.setl_id, r]));
    for (const l of diffs) {
      const org = mine.get(l.setl_id);
      const centerSide = l.stmt_rslt !== '2';
      await insertReconDifference(t, [
        logId,
        caller.orgCode,
        l.setl_id,
        l.mdtrt_id,
        l.psn_no,
        l.msgid,
        l.stmt_rslt,
        l.memo.slice(0, 200),
        l.refd_setl_flag,
        centerSide ? l.medfee : null,
        centerSide ? l.fund : null,
        centerSide ? l.acct : null,
        org?.medfee_sumamt ?? null,
        org?.fund_pay_sumamt ?? null,
        org?.acct_pay ?? null,
      ]);
    }
    await attachBatchLog(t, batchId, logId);
    return { text, logId, diffNum: diffs.length };
  });
}
