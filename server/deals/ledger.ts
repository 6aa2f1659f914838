/**
 * The institution's own settlement records (org_settlements), kept from the center's answers to the
 * settlements, cancellations and reversals run through the platform. Reconciliation compares them
 * with the center.
 */
import type { Db } from '../db';
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

async function insert(db: Db, orgCode: string, infno: string, s: DealRow, base: DealRow, refd: '0' | '1') {
  await db.query(
    `insert into org_settlements (setl_id, fixmedins_code, mdtrt_id, psn_no, psn_name, insutype, med_type, clr_type,
       setl_optins, medfee_sumamt, fund_pay_sumamt, acct_pay, psn_cash_pay, refd_setl_flag, infno, msgid, setl_time)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     on conflict (setl_id) do nothing`,
    [
      str(s, 'setl_id'),
      orgCode,
      str(s, 'mdtrt_id'),
      str(base, 'psn_no'),
      str(base, 'psn_name'),
      str(base, 'insutype'),
      str(base, 'med_type'),
      str(base, 'clr_type'),
      str(s, 'clr_optins') || '210100',
      amount(s, 'medfee_sumamt'),
      amount(s, 'fund_pay_sumamt'),
      amount(s, 'acct_pay'),
      amount(s, 'psn_cash_pay'),
      refd,
      infno,
      str(s, 'medins_setl_id'),
      parseChinaTime(str(s, 'setl_time')) ?? new Date(),
    ],
  );
}

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
    const { rows } = await db.query<DealRow>(
      'select psn_no, psn_name, insutype, med_type, clr_type from org_settlements where fixmedins_code = $1 and setl_id = $2',
      [orgCode, str(data, 'setl_id')],
    );
    const base = rows[0] ?? { psn_no: str(data, 'psn_no'), clr_type: CLR_TYPE[dealName] };
    return insert(db, orgCode, dealName, setlinfo, base, '1');
  }
  if (dealName === '2601') {
    await db.query('update org_settlements set reversed = true where fixmedins_code = $1 and msgid = $2', [
      orgCode,
      str(data, 'omsgid'),
    ]);
  }
}
