/**
 * The settlement detail reconciliation's rows: an uploaded batch (recon_batches), the log of its
 * reconciliation (recon_logs) and the settlements not balanced (recon_differences).
 */
import type { Db } from '../db';
import type { DetailRow } from './detailImports';
import { readDetailImportRows } from './detailImports';

export interface NewReconBatch {
  batchId: string;
  orgCode: string;
  fileQuryNo: string;
  /** A staged import (detail_imports) whose rows come first, kept there until the batch is reconciled; null: none. */
  importId: string | null;
  /** The rows after them (manual entry). */
  rows: DetailRow[];
  medfee: number;
  fund: number;
  acct: number;
  cash: number;
  count: number;
  /** China time, `YYYY-MM-DD HH:mm:ss`. */
  dldEndtime: string;
  createdBy: string;
}

/** Keeps an uploaded batch until 开始对账 reconciles it. */
export async function insertReconBatch(db: Db, b: NewReconBatch): Promise<void> {
  await db.query(
    `insert into recon_batches (batch_id, fixmedins_code, file_qury_no, rows, medfee_sumamt, fund_pay_sumamt,
       acct_pay, cash_payamt, fixmedins_setl_cnt, dld_endtime, created_by, import_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz, $11, $12)`,
    [
      b.batchId,
      b.orgCode,
      b.fileQuryNo,
      JSON.stringify(b.rows),
      b.medfee,
      b.fund,
      b.acct,
      b.cash,
      b.count,
      `${b.dldEndtime}+08:00`,
      b.createdBy,
      b.importId,
    ],
  );
}

/**
 * The institution's batch `batchId`: its file number, rows (those of its staged import first, then its
 * own) and log once reconciled.
 */
export async function findReconBatch(
  db: Db,
  batchId: string,
  orgCode: string,
): Promise<{ file_qury_no: string; rows: DetailRow[]; log_id: number | null } | undefined> {
  const { rows } = await db.query<{
    file_qury_no: string;
    rows: DetailRow[];
    log_id: number | null;
    import_id: string | null;
  }>(
    'select file_qury_no, rows, log_id, import_id from recon_batches where batch_id = $1 and fixmedins_code = $2',
    [batchId, orgCode],
  );
  const batch = rows[0];
  if (!batch) return undefined;
  const { import_id: importId, ...found } = batch;
  if (!importId) return found;
  const staged = await readDetailImportRows(db, importId);
  for (const r of found.rows) staged.push(r);
  return { ...found, rows: staged };
}

/** The insurance type the institution settled most in [begin, end] (undefined: none settled). */
export async function mostSettledInsutype(
  db: Db,
  orgCode: string,
  begin: string,
  end: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ insutype: string }>(
    `select insutype from org_settlements
      where fixmedins_code = $1 and setl_time >= $2::date and setl_time < $3::date + 1
      group by insutype order by count(*) desc limit 1`,
    [orgCode, begin, end],
  );
  return rows[0]?.insutype;
}

/** The log record of a reconciliation, in recon_logs' column order. */
export type ReconLogValues = [
  fixmedinsCode: string,
  batchId: string,
  compareStatus: string,
  clrType: string,
  setlOptins: string,
  stmtBegndate: string,
  stmtEnddate: string,
  fileQuryNo: string,
  fixmedinsSetlCnt: number,
  medfeeSumamt: number,
  fundPaySumamt: number,
  acctPay: number,
  cashPayamt: number,
  diffNum: number,
  stmtRslt: string | null,
  stmtRsltDscr: string | null,
  result: string,
  resultFileQuryNo: string | null,
  createdBy: string,
];

/** Writes the log record; answers its id. */
export async function insertReconLog(t: Db, values: ReconLogValues): Promise<number> {
  const { rows } = await t.query<{ id: number }>(
    `insert into recon_logs (fixmedins_code, batch_id, compare_status, clr_type, setl_optins, stmt_begndate,
       stmt_enddate, file_qury_no, fixmedins_setl_cnt, medfee_sumamt, fund_pay_sumamt, acct_pay, cash_payamt,
       diff_num, stmt_rslt, stmt_rslt_dscr, result, result_file_qury_no, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
     returning id::int as id`,
    values,
  );
  return rows[0]!.id;
}

/** A settlement not balanced, in recon_differences' column order (its setl_time and infno from the center). */
export type ReconDifferenceValues = [
  logId: number,
  fixmedinsCode: string,
  setlId: string,
  mdtrtId: string,
  psnNo: string,
  msgid: string,
  stmtRslt: string,
  memo: string,
  refdSetlFlag: string,
  centerMedfee: number | null,
  centerFund: number | null,
  centerAcct: number | null,
  orgMedfee: number | null,
  orgFund: number | null,
  orgAcct: number | null,
];

export async function insertReconDifference(t: Db, values: ReconDifferenceValues): Promise<void> {
  await t.query(
    `insert into recon_differences (log_id, fixmedins_code, setl_id, mdtrt_id, psn_no, msgid, infno, stmt_rslt,
       memo, refd_setl_flag, center_medfee, center_fund, center_acct, org_medfee, org_fund, org_acct, setl_time)
     select $1, $2, $3, $4, $5, $6, coalesce(s.infno, ''), $7, $8, $9, $10, $11, $12, $13, $14, $15, s.setl_time
       from (select 1) one left join center_settlements s on s.setl_id = $3 and s.fixmedins_code = $2`,
    values,
  );
}

/** Marks the batch reconciled by the log `logId`. */
export async function attachBatchLog(t: Db, batchId: string, logId: number): Promise<void> {
  await t.query('update recon_batches set log_id = $2 where batch_id = $1', [batchId, logId]);
}
