/**
 * Fee details as the center prices and records them (2204, 2301, 2102 details; the rows:
 * server/repositories/centerFees.ts).
 */
import type { Db } from '../../db';
import { insertFeeDetail } from '../../repositories/centerFees';
import type { CleanRow, DealRow } from '../input';
import { num, refuse, round2 } from './handlers/context';
import { timeOf } from './visits';

export interface Pricing {
  chrgitm_lv: '01' | '02' | '03';
  med_chrgitm_type: string;
  selfpay_prop: number;
  fulamt_ownpay_amt: number;
  preselfpay_amt: number;
  inscp_scp_amt: number;
}

/** The item class a code belongs to: X 西药, Z 中成药, T 中药饮片, C 耗材, digits 医疗服务. */
function itemType(code: string): string {
  const first = code.charAt(0);
  if (/\d/.test(first)) return '05';
  return { X: '09', Z: '11', T: '10', C: '08' }[first] ?? '14';
}

/** The simulator's catalogue level of an item: stable per code (甲类 60%, 乙类 30%, 丙类 10%). */
function levelOf(code: string): Pricing['chrgitm_lv'] {
  const h = [...code].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 10;
  return h < 6 ? '01' : h < 9 ? '02' : '03';
}

export function priceDetail(row: CleanRow): Pricing {
  const total = num(row, 'det_item_fee_sumamt');
  const code = row.med_list_codg ?? '';
  const lv = levelOf(code);
  const fulamt = lv === '03' ? total : 0;
  const preself = lv === '02' ? round2(total * 0.1) : 0;
  return {
    chrgitm_lv: lv,
    med_chrgitm_type: itemType(code),
    selfpay_prop: lv === '01' ? 0 : lv === '02' ? 0.1 : 1,
    fulamt_ownpay_amt: fulamt,
    preselfpay_amt: preself,
    inscp_scp_amt: round2(total - fulamt - preself),
  };
}

/** The pricing answer of a detail (2204 result, 2301 result, 2102 detlcutinfo). */
export function resultRow(row: CleanRow, p: Pricing): DealRow {
  return {
    feedetl_sn: row.feedetl_sn,
    det_item_fee_sumamt: num(row, 'det_item_fee_sumamt'),
    cnt: num(row, 'cnt'),
    pric: num(row, 'pric'),
    pric_uplmt_amt: num(row, 'pric'),
    ...p,
    overlmt_amt: 0,
    bas_medn_flag: '0',
    hi_nego_drug_flag: '0',
    chld_medc_flag: '0',
    list_sp_item_flag: '0',
    lmt_used_flag: '0',
    drt_reim_flag: '0',
    memo: '',
  };
}

/** Each detail's total must be its count times its unit price; serial numbers may not repeat. */
export function checkDetails(rows: CleanRow[]): void {
  const seen = new Set<string>();
  for (const row of rows) {
    const sn = row.feedetl_sn ?? '';
    if (seen.has(sn)) refuse(`费用明细流水号 ${sn} 重复`);
    seen.add(sn);
    if (Math.abs(num(row, 'cnt') * num(row, 'pric') - num(row, 'det_item_fee_sumamt')) > 0.01)
      refuse(`费用明细流水号 ${sn}：明细项目费用总额应等于数量×单价`);
  }
}

/** Records priced details of a visit; a serial number already uploaded for the visit is refused. */
export async function insertDetails(
  db: Db,
  target: { orgCode: string; mdtrtId: string; psnNo: string; setlId?: string },
  rows: CleanRow[],
): Promise<DealRow[]> {
  const out: DealRow[] = [];
  for (const row of rows) {
    const p = priceDetail(row);
    const inserted = await insertFeeDetail(db, [
      target.mdtrtId,
      row.feedetl_sn,
      target.orgCode,
      target.psnNo,
      row.chrg_bchno ?? '',
      row.med_list_codg,
      row.medins_list_codg,
      num(row, 'det_item_fee_sumamt'),
      num(row, 'cnt'),
      num(row, 'pric'),
      timeOf(row, 'fee_ocur_time', '费用发生时间'),
      p.chrgitm_lv,
      p.med_chrgitm_type,
      p.fulamt_ownpay_amt,
      p.preselfpay_amt,
      p.inscp_scp_amt,
      target.setlId ?? null,
      JSON.stringify(row),
    ]);
    if (!inserted) refuse(`费用明细流水号 ${row.feedetl_sn} 已上传`);
    out.push(resultRow(row, p));
  }
  return out;
}
