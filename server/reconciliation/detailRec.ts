/**
 * Settlement detail reconciliation: the detail rows (file plus manual) go to the center as a 9101 file
 * (detailBatch.ts); 开始对账 runs 3202 (details) and 3201 (totals) against what the center recorded, writes the
 * log (recon_logs) and every settlement not balanced (recon_differences, read by the reversal query).
 */
import type { Db } from '../db';
import type { InsuranceCenter } from '../deals/center';
import { runDeal } from '../deals/execute';
import { findFile, firstText } from '../deals/files';
import { fail } from '../errors';
import type { SessionUser } from '../services/sessions';
import type { DetailRow } from './detailExcel';

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

/** The insurance type the institution settled most in the period (3201 totals one type). */
async function mainInsutype(db: Db, orgCode: string, d: DataNode): Promise<string> {
  const { rows } = await db.query<{ insutype: string }>(
    `select insutype from org_settlements
      where fixmedins_code = $1 and setl_time >= $2::date and setl_time < $3::date + 1
      group by insutype order by count(*) desc limit 1`,
    [orgCode, d.stmt_begndate, d.stmt_enddate],
  );
  return rows[0]?.insutype ?? '310';
}

/** 开始对账: 3202 then 3201, the log and the differences, in one transaction; answers the result text. */
export async function confirmBatch(
  center: InsuranceCenter,
  db: Db,
  caller: SessionUser,
  batchId: string,
  d: DataNode,
): Promise<{ text: string; logId: number; diffNum: number }> {
  if (d.stmt_begndate > d.stmt_enddate) throw fail('开始日期不能晚于结束日期');
  const { rows: found } = await db.query<{ file_qury_no: string; rows: DetailRow[]; log_id: number | null }>(
    'select file_qury_no, rows, log_id from recon_batches where batch_id = $1 and fixmedins_code = $2',
    [batchId, caller.orgCode],
  );
  const batch = found[0];
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
  const detail = await runDeal(center, db, caller, { dealName: '3202', dealInput: { data } });
  const insutype = await mainInsutype(db, caller.orgCode, d);
  const totals = detail.isNewMsg
    ? undefined
    : await runDeal(center, db, caller, {
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
    lines = parseResult((file && firstText(file.content)) ?? '');
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
    const { rows: logRows } = await t.query<{ id: number }>(
      `insert into recon_logs (fixmedins_code, batch_id, compare_status, clr_type, setl_optins, stmt_begndate,
         stmt_enddate, file_qury_no, fixmedins_setl_cnt, medfee_sumamt, fund_pay_sumamt, acct_pay, cash_payamt,
         diff_num, stmt_rslt, stmt_rslt_dscr, result, result_file_qury_no, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
       returning id::int as id`,
      [
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
      ],
    );
    const logId = logRows[0]!.id;
    const mine = new Map(batch.rows.map((r) => [r.setl_id, r]));
    for (const l of diffs) {
      const org = mine.get(l.setl_id);
      const centerSide = l.stmt_rslt !== '2';
      await t.query(
        `insert into recon_differences (log_id, fixmedins_code, setl_id, mdtrt_id, psn_no, msgid, infno, stmt_rslt,
           memo, refd_setl_flag, center_medfee, center_fund, center_acct, org_medfee, org_fund, org_acct, setl_time)
         select $1, $2, $3, $4, $5, $6, coalesce(s.infno, ''), $7, $8, $9, $10, $11, $12, $13, $14, $15, s.setl_time
           from (select 1) one left join center_settlements s on s.setl_id = $3 and s.fixmedins_code = $2`,
        [
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
        ],
      );
    }
    await t.query('update recon_batches set log_id = $2 where batch_id = $1', [batchId, logId]);
    return { text, logId, diffNum: diffs.length };
  });
}
