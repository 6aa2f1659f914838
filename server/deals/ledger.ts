/**
 * The institution's own settlement records (org_settlements), kept from the center's answers to the
 * settlements, cancellations and reversals run through the platform. Reconciliation compares them
 * with the center. The rows: server/repositories/dealLedger.ts.
 */
import type { Db } from '../db';
import {
  insertOrgSettlement,
  markOrgSettlementReversed,
  orgSettlementBase,
} from '../repositories/dealLedger';
import type { DealData, DealRow } from './input';
import { isRecord } from './input';
import { parseChinaTime } from './time';

const SETTLE = ['2207', '2304', '2102'];
const CANCEL = ['2208', '2305', '2103'];
const CLR_TYPE: Record<string, string> = { '2208': '11', '2305': '21', '2103': '41' };

const rowOf = (data: DealData, node: string): DealRow => {
  const v = data[node];
  return isRecord(v) ? v : {};
};
const str = (row: DealRow, key: string) =>
  row[key] === undefined || row[key] === null ? '' : String(row[key]);
const amount = (row: DealRow, key: string) => Number(row[key] ?? 0) || 0;

const insert = (db: Db, orgCode: string, infno: string, s: DealRow, base: DealRow, refd: '0' | '1') =>
  insertOrgSettlement(db, {
    setlId: str(s, 'setl_id'),
    orgCode,
    mdtrtId: str(s, 'mdtrt_id'),
    psnNo: str(base, 'psn_no'),
    psnName: str(base, 'psn_name'),
    insutype: str(base, 'insutype'),
    medType: str(base, 'med_type'),
    clrType: str(base, 'clr_type'),
    setlOptins: str(s, 'clr_optins') || '210100',
    medfee: amount(s, 'medfee_sumamt'),
    fund: amount(s, 'fund_pay_sumamt'),
    acct: amount(s, 'acct_pay'),
    cash: amount(s, 'psn_cash_pay'),
    refdSetlFlag: refd,
    infno,
    msgid: str(s, 'medins_setl_id'),
    setlTime: parseChinaTime(str(s, 'setl_time')) ?? new Date(),
  });

/** Records what a successful deal changed in the institution's settlements (nothing for other deals). */
export async function recordLedger(
  db: Db,
  orgCode: string,
  dealName: string,
  input: DealData,
  output: DealData,
): Promise<void> {
  const setlinfo = rowOf(output, 'setlinfo');
  if (SETTLE.includes(dealName)) return insert(db, orgCode, dealName, setlinfo, setlinfo, '0');
  const data = rowOf(input, 'data');
  if (CANCEL.includes(dealName)) {
    const base = (await orgSettlementBase(db, orgCode, str(data, 'setl_id'))) ?? {
      psn_no: str(data, 'psn_no'),
      clr_type: CLR_TYPE[dealName],
    };
    return insert(db, orgCode, dealName, setlinfo, base, '1');
  }
  if (dealName === '2601') {
    await markOrgSettlementReversed(db, orgCode, str(data, 'omsgid'));
  }
}
