/** Settlements as the center records them (center_settlements). */
import type { Db } from '../../db';
import type { DealRow } from '../input';
import { ADMDVS } from './envelope';

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
  setlinfo: DealRow;
  setldetail: DealRow[];
}

/** Details linked to a settlement that still stands are settled; the others may be settled (again). */
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

export async function insertSettlement(
  db: Db,
  s: Omit<SettlementRow, 'cancelled' | 'reversed'>,
): Promise<void> {
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
      ADMDVS,
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

/** Moves money in or out of a personal account (a settlement takes, a cancellation gives back). */
export async function adjustBalance(db: Db, psnNo: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db.query('update insured_persons set balc = balc + $2 where psn_no = $1', [psnNo, delta]);
}
