/**
 * Settlements as the insurance-center simulator records them (center_settlements, migration 005): the
 * rows the deals write and lock, and the totals 3201, 3202 and 5206 read.
 */
import type { Db } from '../db';
import type { DetailRow } from './detailImports';
import type { JsonRow } from './jsonRows';

export interface SettlementRow {
  setl_id: string;
  fixmedins_code: string;
  mdtrt_id: string;
  psn_no: string;
  psn_name: string;
  insutype: string;
  med_type: string;
  clr_type: string;
  medfee_sumamt: number;
  fund_pay_sumamt: number;
  acct_pay: number;
  psn_cash_pay: number;
  infno: string;
  msgid: string;
  setl_time: Date;
  refd_setl_flag: '0' | '1';
  orig_setl_id: string | null;
  cancelled: boolean;
  reversed: boolean;
  setlinfo: JsonRow;
  setldetail: JsonRow[];
}

/** A settlement as the center's statement lists it (3202): the detail line and the deal that wrote it. */
export interface CenterDetail extends DetailRow {
  msgid: string;
}

/**
 * The condition on a fee detail `d`: details linked to a settlement that still stands are settled; the
 * others may be settled (again).
 */
export const UNSETTLED = `(d.setl_id is null or not exists (select 1 from center_settlements s
  where s.setl_id = d.setl_id and not s.cancelled and not s.reversed))`;

const SELECT = `select setl_id, fixmedins_code, mdtrt_id, psn_no, psn_name, insutype, med_type, clr_type,
  medfee_sumamt::float8 as medfee_sumamt, fund_pay_sumamt::float8 as fund_pay_sumamt, acct_pay::float8 as acct_pay,
  psn_cash_pay::float8 as psn_cash_pay, infno, msgid, setl_time, refd_setl_flag, orig_setl_id, cancelled, reversed,
  setlinfo, setldetail from center_settlements`;

/** One settlement of the institution, locked, by setl_id or by the msgid of the deal that wrote it. */
export async function findSettlement(
  db: Db,
  orgCode: string,
  by: 'setl_id' | 'msgid',
  value: string,
): Promise<SettlementRow | undefined> {
  const { rows } = await db.query<SettlementRow>(
    `${SELECT} where fixmedins_code = $1 and ${by} = $2 for update`,
    [orgCode, value],
  );
  return rows[0];
}

/** A settlement to write: the row, and the clearing institution's area (the center's own, ADMDVS). */
export type NewSettlement = Omit<SettlementRow, 'cancelled' | 'reversed'> & { setl_optins: string };

export async function insertSettlement(db: Db, s: NewSettlement): Promise<void> {
  await db.query(
    `insert into center_settlements (setl_id, fixmedins_code, mdtrt_id, psn_no, psn_name, insutype, med_type,
       clr_type, setl_optins, medfee_sumamt, fund_pay_sumamt, acct_pay, psn_cash_pay, infno, msgid, setl_time,
       refd_setl_flag, orig_setl_id, setlinfo, setldetail)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
    [
      s.setl_id,
      s.fixmedins_code,
      s.mdtrt_id,
      s.psn_no,
      s.psn_name,
      s.insutype,
      s.med_type,
      s.clr_type,
      s.setl_optins,
      s.medfee_sumamt,
      s.fund_pay_sumamt,
      s.acct_pay,
      s.psn_cash_pay,
      s.infno,
      s.msgid,
      s.setl_time,
      s.refd_setl_flag,
      s.orig_setl_id,
      JSON.stringify(s.setlinfo),
      JSON.stringify(s.setldetail),
    ],
  );
}

export async function markSettlement(
  db: Db,
  setlId: string,
  flags: { cancelled?: boolean; reversed?: boolean },
): Promise<void> {
  await db.query(
    `update center_settlements set cancelled = coalesce($2, cancelled), reversed = coalesce($3, reversed)
      where setl_id = $1`,
    [setlId, flags.cancelled ?? null, flags.reversed ?? null],
  );
}

/** Whether a settlement of the visit stands (not cancelled, not reversed). */
export async function hasStandingSettlement(db: Db, mdtrtId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from center_settlements
      where mdtrt_id = $1 and refd_setl_flag = '0' and not cancelled and not reversed limit 1`,
    [mdtrtId],
  );
  return rows.length > 0;
}

/** What 3201 and 3202 compare: the institution's settlements in [from, to) that are not reversed. */
export interface StatementFilter {
  orgCode: string;
  setlOptins: string | undefined;
  /** 3201: always; 3202: undefined compares every clearing type. */
  clrType: string | undefined;
  /** '0': without the cancellations (refd_setl_flag '1'). */
  refdSetlFlag: string;
  from: Date;
  to: Date;
}

export interface StatementTotals {
  cnt: number;
  medfee: number;
  fund: number;
  acct: number;
  cash: number;
}

/** 3201: the totals of one insurance type's settlements. */
export async function statementTotals(
  db: Db,
  f: StatementFilter & { insutype: string | undefined },
): Promise<StatementTotals> {
  const { rows } = await db.query<StatementTotals>(
    `select count(*)::int as cnt, coalesce(sum(medfee_sumamt), 0)::float8 as medfee,
            coalesce(sum(fund_pay_sumamt), 0)::float8 as fund, coalesce(sum(acct_pay), 0)::float8 as acct,
            coalesce(sum(psn_cash_pay), 0)::float8 as cash
       from center_settlements
      where fixmedins_code = $1 and insutype = $2 and clr_type = $3 and setl_optins = $4
        and setl_time >= $5 and setl_time < $6 and not reversed and ($7 <> '0' or refd_setl_flag = '0')`,
    [f.orgCode, f.insutype, f.clrType, f.setlOptins, f.from, f.to, f.refdSetlFlag],
  );
  return rows[0]!;
}

/** 3202: the settlements one by one, oldest first. */
export async function statementDetails(db: Db, f: StatementFilter): Promise<CenterDetail[]> {
  const { rows } = await db.query<CenterDetail>(
    `select setl_id, mdtrt_id, psn_no, msgid, refd_setl_flag, medfee_sumamt::float8 as medfee_sumamt,
            fund_pay_sumamt::float8 as fund_pay_sumamt, acct_pay::float8 as acct_pay
       from center_settlements
      where fixmedins_code = $1 and setl_optins = $2 and setl_time >= $3 and setl_time < $4 and not reversed
        and ($5::text is null or clr_type = $5) and ($6 <> '0' or refd_setl_flag = '0')
      order by setl_time, setl_id`,
    [f.orgCode, f.setlOptins, f.from, f.to, f.clrType ?? null, f.refdSetlFlag],
  );
  return rows;
}

/** 5206: a person's totals (C001 medical fees, C002 fund, C003 account) per type and month, or of one month. */
export async function cumulativeTotals(
  db: Db,
  psnNo: string | undefined,
  cumYm: string | null,
): Promise<JsonRow[]> {
  const { rows } = await db.query<JsonRow>(
    `select insutype, to_char(setl_time at time zone 'Asia/Shanghai', 'YYYY') as year,
            to_char(setl_time at time zone 'Asia/Shanghai', 'YYYYMM') as cum_ym, kind.code as cum_type_code,
            sum(case kind.code when 'C001' then medfee_sumamt when 'C002' then fund_pay_sumamt else acct_pay end)::float8 as cum
       from center_settlements, (values ('C001'), ('C002'), ('C003')) as kind (code)
      where psn_no = $1 and not reversed
        and ($2::text is null or to_char(setl_time at time zone 'Asia/Shanghai', 'YYYYMM') = $2)
      group by 1, 2, 3, 4 order by 3, 4`,
    [psnNo, cumYm],
  );
  return rows;
}
