/**
 * Fee details as the insurance-center simulator records them (center_fee_details, migration 005): the
 * priced details of a visit, linked to the settlement that paid them.
 */
import type { Db } from '../db';
import type { JsonRow } from './jsonRows';
import { chinaTime } from './chinaTime';
import { UNSETTLED } from './centerSettlements';

/** A priced detail, in center_fee_details' column order (mdtrt_id … data). */
export type FeeDetailValues = [
  mdtrtId: string,
  feedetlSn: string | undefined,
  fixmedinsCode: string,
  psnNo: string,
  chrgBchno: string,
  medListCodg: string | undefined,
  medinsListCodg: string | undefined,
  detItemFeeSumamt: number,
  cnt: number,
  pric: number,
  feeOcurTime: Date,
  chrgitmLv: string,
  medChrgitmType: string,
  fulamtOwnpayAmt: number,
  preselfpayAmt: number,
  inscpScpAmt: number,
  setlId: string | null,
  /** The detail as uploaded, JSON. */
  data: string,
];

/** Records a detail; false when its serial number was uploaded for the visit already. */
export async function insertFeeDetail(db: Db, values: FeeDetailValues): Promise<boolean> {
  const { rows } = await db.query(
    `insert into center_fee_details (mdtrt_id, feedetl_sn, fixmedins_code, psn_no, chrg_bchno, med_list_codg,
       medins_list_codg, det_item_fee_sumamt, cnt, pric, fee_ocur_time, chrgitm_lv, med_chrgitm_type,
       fulamt_ownpay_amt, preselfpay_amt, inscp_scp_amt, setl_id, data)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     on conflict (mdtrt_id, feedetl_sn) do nothing returning feedetl_sn`,
    values,
  );
  return rows.length > 0;
}

export interface FeeTotals {
  count: number;
  total: number;
  fulamt: number;
  preself: number;
  inscp: number;
}

/** Totals of the visit's unsettled details (of one charge batch when given). */
export async function unsettledTotals(db: Db, mdtrtId: string, chrgBchno?: string): Promise<FeeTotals> {
  const { rows } = await db.query<FeeTotals>(
    `select count(*)::int as count, coalesce(sum(det_item_fee_sumamt), 0)::float8 as total,
            coalesce(sum(fulamt_ownpay_amt), 0)::float8 as fulamt,
            coalesce(sum(preselfpay_amt), 0)::float8 as preself, coalesce(sum(inscp_scp_amt), 0)::float8 as inscp
       from center_fee_details d
      where d.mdtrt_id = $1 and ${UNSETTLED} and ($2::text is null or d.chrg_bchno = $2)`,
    [mdtrtId, chrgBchno ?? null],
  );
  return rows[0]!;
}

/** Links the visit's unsettled details (of one charge batch when given) to a new settlement. */
export async function settleDetails(
  db: Db,
  mdtrtId: string,
  setlId: string,
  chrgBchno?: string,
): Promise<void> {
  await db.query(
    `update center_fee_details d set setl_id = $2
      where d.mdtrt_id = $1 and ${UNSETTLED} and ($3::text is null or d.chrg_bchno = $3)`,
    [mdtrtId, setlId, chrgBchno ?? null],
  );
}

/**
 * Deletes the visit's unsettled details whose `key` is `value` ('0000': all of them); answers how many
 * it deleted.
 */
export async function deleteUnsettledDetails(
  db: Db,
  mdtrtId: string,
  key: 'chrg_bchno' | 'feedetl_sn',
  value: string | undefined,
): Promise<number> {
  const { rows } = await db.query(
    `delete from center_fee_details d
      where d.mdtrt_id = $1 and ${UNSETTLED} and ($2 = '0000' or d.${key} = $2) returning feedetl_sn`,
    [mdtrtId, value],
  );
  return rows.length;
}

/** Whether any detail of the visit was uploaded (settled or not). */
export async function hasFeeDetails(db: Db, mdtrtId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from center_fee_details where mdtrt_id = $1 limit 1', [mdtrtId]);
  return rows.length > 0;
}

/** The columns of a fee row of `center_fee_details d`. */
const FEE_ROW = `d.feedetl_sn, d.mdtrt_id, coalesce(d.setl_id, '') as setl_id,
  ${chinaTime('d.fee_ocur_time')} as fee_ocur_time,
  d.med_list_codg, d.medins_list_codg, d.det_item_fee_sumamt::float8 as det_item_fee_sumamt, d.cnt::float8 as cnt,
  d.pric::float8 as pric, d.chrgitm_lv, d.med_chrgitm_type, coalesce(d.data->>'bilg_dept_name', '') as bilg_dept_name,
  coalesce(d.data->>'bilg_dr_name', '') as bilg_dr_name`;

/** 5204: the details of a person's visit at the institution (of one settlement when given). */
export async function visitFeeRows(
  db: Db,
  q: { orgCode: string; psnNo: string | undefined; mdtrtId: string | undefined; setlId: string | null },
): Promise<JsonRow[]> {
  const { rows } = await db.query<JsonRow>(
    `select ${FEE_ROW} from center_fee_details d
      where d.fixmedins_code = $1 and d.psn_no = $2 and d.mdtrt_id = $3 and ($4::text is null or d.setl_id = $4)
      order by d.fee_ocur_time, d.feedetl_sn`,
    [q.orgCode, q.psnNo, q.mdtrtId, q.setlId],
  );
  return rows;
}

/** 5205: a person's chronic-disease (med_type 14) details in [from, to], at every institution. */
export async function chronicDrugRows(
  db: Db,
  psnNo: string | undefined,
  from: Date,
  to: Date,
): Promise<JsonRow[]> {
  const { rows } = await db.query<JsonRow>(
    `select d.fixmedins_code, coalesce(o.org_name, '') as fixmedins_name, ${FEE_ROW}
       from center_fee_details d join center_visits v on v.mdtrt_id = d.mdtrt_id
       left join orgs o on o.org_code = d.fixmedins_code
      where d.psn_no = $1 and v.med_type = '14' and d.fee_ocur_time >= $2 and d.fee_ocur_time <= $3
      order by d.fee_ocur_time`,
    [psnNo, from, to],
  );
  return rows;
}
