/**
 * The institution's own settlement records (org_settlements) as server/deals/ledger.ts keeps them from
 * the center's answers.
 */
import type { Db } from '../db';
import type { JsonRow } from './jsonRows';

/** A settlement or cancellation the center answered, in the institution's words. */
export interface OrgSettlement {
  setlId: string;
  orgCode: string;
  mdtrtId: string;
  psnNo: string;
  psnName: string;
  insutype: string;
  medType: string;
  clrType: string;
  setlOptins: string;
  medfee: number;
  fund: number;
  acct: number;
  cash: number;
  refdSetlFlag: '0' | '1';
  infno: string;
  msgid: string;
  setlTime: Date;
}

/** Records a settlement once (a setl_id already kept is left as it is). */
export async function insertOrgSettlement(db: Db, s: OrgSettlement): Promise<void> {
  await db.query(
    `insert into org_settlements (setl_id, fixmedins_code, mdtrt_id, psn_no, psn_name, insutype, med_type, clr_type,
       setl_optins, medfee_sumamt, fund_pay_sumamt, acct_pay, psn_cash_pay, refd_setl_flag, infno, msgid, setl_time)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     on conflict (setl_id) do nothing`,
    [
      s.setlId,
      s.orgCode,
      s.mdtrtId,
      s.psnNo,
      s.psnName,
      s.insutype,
      s.medType,
      s.clrType,
      s.setlOptins,
      s.medfee,
      s.fund,
      s.acct,
      s.cash,
      s.refdSetlFlag,
      s.infno,
      s.msgid,
      s.setlTime,
    ],
  );
}

/** Who and what a kept settlement was for (the base of its cancellation), as the deal's row. */
export async function orgSettlementBase(
  db: Db,
  orgCode: string,
  setlId: string,
): Promise<JsonRow | undefined> {
  const { rows } = await db.query<JsonRow>(
    'select psn_no, psn_name, insutype, med_type, clr_type from org_settlements where fixmedins_code = $1 and setl_id = $2',
    [orgCode, setlId],
  );
  return rows[0];
}

/** The settlement the deal `msgid` wrote is reversed (2601). */
export async function markOrgSettlementReversed(db: Db, orgCode: string, msgid: string): Promise<void> {
  await db.query('update org_settlements set reversed = true where fixmedins_code = $1 and msgid = $2', [
    orgCode,
    msgid,
  ]);
}
