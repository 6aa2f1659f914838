/** The reconciliation log (对账日志) of an institution. */
import type { Db } from '../db';
import { chinaTime } from './chinaTime';
import { scanKeyset } from './keyset';
import { cheapTotal } from './paging';

/**
 * The institution's log records whose period meets [start, end], newest first (at most 500), with the
 * column names the 对账日志 screen shows.
 */
export async function listReconLogs(db: Db, orgCode: string, start: string, end: string): Promise<unknown[]> {
  const { rows } = await db.query(
    `select id::int as id, compare_status, fixmedins_setl_cnt, to_char(stmt_begndate, 'YYYY-MM-DD') as stmt_begndate,
            to_char(stmt_enddate, 'YYYY-MM-DD') as stmt_enddate, diff_num, file_qury_no,
            medfee_sumamt::float8 as medfee_sumamt, fund_pay_sumamt::float8 as fund_pay_sumamt,
            cash_payamt::float8 as cash_payamt, acct_pay::float8 as acct_pay, clr_type, setl_optins, result,
            ${chinaTime('created_at')} as created_at
       from recon_logs
      where fixmedins_code = $1 and stmt_enddate >= $2::date and stmt_begndate <= $3::date
      order by created_at desc, id desc limit 500`,
    [orgCode, start, end],
  );
  return rows;
}

/** Deletes one of the institution's log records (its differences go with it); false when there is none. */
export async function deleteReconLog(db: Db, id: number, orgCode: string): Promise<boolean> {
  const { rows } = await db.query(
    'delete from recon_logs where id = $1 and fixmedins_code = $2 returning id',
    [id, orgCode],
  );
  return rows.length > 0;
}

/** A difference of a detail reconciliation (recon_differences, migration 015) as the export writes it. */
export interface ReconDifference {
  id: number;
  setlId: string;
  mdtrtId: string;
  psnNo: string;
  msgid: string;
  infno: string;
  /** 1 中心多, 2 医药机构多, 3 数据不一致. */
  stmtRslt: string;
  memo: string;
  refdSetlFlag: string;
  centerMedfee: number | null;
  centerFund: number | null;
  centerAcct: number | null;
  orgMedfee: number | null;
  orgFund: number | null;
  orgAcct: number | null;
  /** China time, '' when unknown. */
  setlTime: string;
}

/** The differences of one of the institution's log records (another institution's record has none). */
function differencesOf(logId: number, orgCode: string) {
  return {
    fromWhere: 'from recon_differences where log_id = $1 and fixmedins_code = $2',
    params: [logId, orgCode],
  };
}

/** Whether the log record exists and is the institution's. */
export async function reconLogExists(db: Db, id: number, orgCode: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from recon_logs where id = $1 and fixmedins_code = $2', [
    id,
    orgCode,
  ]);
  return rows.length > 0;
}

/** The cheap total of a log record's differences (the export's row count). */
export async function countReconDifferences(db: Db, logId: number, orgCode: string): Promise<number> {
  const w = differencesOf(logId, orgCode);
  return cheapTotal(db, w.fromWhere, w.params);
}

/** The differences of a log record in the order they were found, in keyset batches (the streamed export). */
export function scanReconDifferences(
  db: Db,
  logId: number,
  orgCode: string,
  options?: { size?: number; signal?: AbortSignal },
): AsyncGenerator<ReconDifference[]> {
  const w = differencesOf(logId, orgCode);
  return scanKeyset<ReconDifference>(
    db,
    {
      select: `select id::int as id, setl_id as "setlId", mdtrt_id as "mdtrtId", psn_no as "psnNo", msgid, infno,
              stmt_rslt as "stmtRslt", memo, refd_setl_flag as "refdSetlFlag",
              center_medfee::float8 as "centerMedfee", center_fund::float8 as "centerFund",
              center_acct::float8 as "centerAcct", org_medfee::float8 as "orgMedfee",
              org_fund::float8 as "orgFund", org_acct::float8 as "orgAcct",
              coalesce(${chinaTime('setl_time')}, '') as "setlTime"`,
      ...w,
      id: 'recon_differences.id',
      order: 'asc',
    },
    options,
  );
}
