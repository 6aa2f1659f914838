/** The reconciliation log (对账日志) of an institution. */
import type { Db } from '../db';
import { chinaTime } from './chinaTime';

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
