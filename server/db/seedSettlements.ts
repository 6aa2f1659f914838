/**
 * Two months of demo settlements for H21010200001 (outpatient and inpatient) and P21010200002
 * (pharmacy), recorded by the simulated center and, with deliberate differences, in the institutions'
 * own records: H has one settlement the center recorded but the hospital lacks (中心多) and one the
 * center reversed but the hospital still counts (医药机构多); P has one whose account payment differs
 * (数据不一致). Some settlements are cancelled.
 */
import { insertDetails, priceDetail } from '../deals/center/fees';
import { setlinfoOf } from '../deals/center/setlinfo';
import { insertSettlement, markSettlement } from '../deals/center/settlements';
import { fundItems, poolRatio, splitSettlement } from '../deals/center/split';
import { insertVisit } from '../deals/center/visits';
import { compact14, dateTime, parseChinaTime } from '../deals/time';
import { INPATIENT_ITEMS, OUTPATIENT_ITEMS, PHARMACY_ITEMS, SEED_PERSONS, type SeedItem } from './seedDealsData';
import type { Db } from './types';

type Special = 'cancelled' | 'reversed' | 'centerOnly' | 'mismatch';
interface Planned {
  org: string;
  kind: 'O' | 'I' | 'P';
  daysAgo: number;
  psn: number;
  special?: Special;
}

const H = 'H21010200001';
const P = 'P21010200002';
const KIND = {
  O: { clr: '11', infno: '2207', cancel: '2208', med: '11', items: OUTPATIENT_ITEMS },
  I: { clr: '21', infno: '2304', cancel: '2305', med: '21', items: INPATIENT_ITEMS },
  P: { clr: '41', infno: '2102', cancel: '2103', med: '41', items: PHARMACY_ITEMS },
} as const;

const SPECIAL_H: Record<number, Special> = { 3: 'cancelled', 6: 'cancelled', 8: 'reversed', 10: 'centerOnly' };
const SPECIAL_P: Record<number, Special> = { 2: 'cancelled', 5: 'mismatch' };

export const SEED_PLAN: readonly Planned[] = [
  ...Array.from({ length: 12 }, (_, i) => ({ org: H, kind: 'O' as const, daysAgo: 58 - i * 5, psn: [0, 2, 3, 4, 1][i % 5]!, special: SPECIAL_H[i] })),
  ...Array.from({ length: 4 }, (_, i) => ({ org: H, kind: 'I' as const, daysAgo: 50 - i * 12, psn: [0, 1, 4, 3][i]! })),
  ...Array.from({ length: 10 }, (_, i) => ({ org: P, kind: 'P' as const, daysAgo: 57 - i * 6, psn: [0, 2, 4, 3, 1][i % 5]!, special: SPECIAL_P[i] })),
];

/** A day `daysAgo` before `now` at `hour` China time. */
function at(now: Date, daysAgo: number, hour: number): Date {
  const day = dateTime(new Date(now.getTime() - daysAgo * 86_400_000)).slice(0, 10);
  return parseChinaTime(`${day} ${String(hour).padStart(2, '0')}:${String((daysAgo * 7) % 60).padStart(2, '0')}:00`)!;
}

/** 1–3 items (an inpatient stay: every item, for 3–7 days). */
const details = (items: readonly SeedItem[], n: number, mdtrtId: string, time: Date, stay: boolean) =>
  Array.from({ length: stay ? items.length : 1 + (n % 3) }, (_, j) => {
    const [code, name, price] = items[(n + j * 2) % items.length]!;
    const cnt = stay ? 3 + (n % 5) : 1 + ((n + j) % 3);
    return {
      feedetl_sn: `${mdtrtId}${String(j + 1).padStart(3, '0')}`,
      chrg_bchno: `CB${mdtrtId}`,
      med_list_codg: code,
      medins_list_codg: `HIS${code.slice(-8)}`,
      det_item_fee_sumamt: (Math.round(price * cnt * 100) / 100).toFixed(2),
      cnt: String(cnt),
      pric: String(price),
      fee_ocur_time: dateTime(time),
      bilg_dept_name: name.includes('费') ? '内科' : '药剂科',
    };
  });

interface Ledger {
  setlId: string;
  org: string;
  mdtrtId: string;
  psnNo: string;
  psnName: string;
  insutype: string;
  medType: string;
  clr: string;
  amounts: [number, number, number, number];
  refd: '0' | '1';
  infno: string;
  msgid: string;
  time: Date;
}

async function ledger(db: Db, l: Ledger): Promise<void> {
  await db.query(
    `insert into org_settlements (setl_id, fixmedins_code, mdtrt_id, psn_no, psn_name, insutype, med_type, clr_type,
       medfee_sumamt, fund_pay_sumamt, acct_pay, psn_cash_pay, refd_setl_flag, infno, msgid, setl_time)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [l.setlId, l.org, l.mdtrtId, l.psnNo, l.psnName, l.insutype, l.medType, l.clr, ...l.amounts, l.refd, l.infno, l.msgid, l.time],
  );
}

export async function seedSettlements(db: Db, now: Date): Promise<void> {
  const balances = new Map(SEED_PERSONS.map((p) => [p.psn_no, p.balc]));
  let serial = 0;
  const next = () => ++serial;
  const msgid = (org: string, time: Date) => `${org.slice(0, 12)}${compact14(time)}${String(9000 + next()).slice(-4)}`;
  for (const [n, plan] of SEED_PLAN.entries()) {
    const k = KIND[plan.kind];
    const seed = SEED_PERSONS[plan.psn]!;
    const person = { ...seed, psn_cert_type: '01', naty: '01', cvlserv_flag: '0' };
    const time = at(now, plan.daysAgo, 9 + (n % 8));
    const mdtrtId = String(300_170_001 + n);
    const setlId = String(400_120_001 + n * 2);
    const id = msgid(plan.org, time);
    const rows = details(k.items, n, mdtrtId, time, plan.kind === 'I');
    const totals = rows.map(priceDetail).reduce(
      (t, p, j) => ({
        total: t.total + Number(rows[j]!.det_item_fee_sumamt),
        fulamt: t.fulamt + p.fulamt_ownpay_amt,
        preself: t.preself + p.preselfpay_amt,
        inscp: t.inscp + p.inscp_scp_amt,
      }),
      { total: 0, fulamt: 0, preself: 0, inscp: 0 },
    );
    const balance = balances.get(seed.psn_no) ?? 0;
    const split = splitSettlement({ ...totals, insutype: seed.insutype, clrType: k.clr, medType: k.med, acctUsed: true, balance });
    const visit = { mdtrtId, orgCode: plan.org, psnNo: seed.psn_no, insutype: seed.insutype, medType: k.med };
    await insertVisit(db, { ...visit, kind: plan.kind, iptOtpNo: `${plan.kind === 'I' ? 'ZY' : 'MZ'}${mdtrtId}`, begntime: time, endtime: time, status: '2', msgid: id, info: {}, diseinfo: [] });
    await insertDetails(db, { orgCode: plan.org, mdtrtId, psnNo: seed.psn_no, setlId }, rows);
    const setlinfo = setlinfoOf(person, { msgid: id, now: time, certType: '02' }, { mdtrt_id: mdtrtId, setl_id: setlId, setl_time: dateTime(time), med_type: k.med, ...split, clr_type: k.clr });
    const setldetail = fundItems(split, poolRatio(seed.insutype, k.clr, k.med));
    const base = { fixmedins_code: plan.org, mdtrt_id: mdtrtId, psn_no: seed.psn_no, psn_name: seed.psn_name, insutype: seed.insutype, med_type: k.med, clr_type: k.clr };
    const amounts = { medfee_sumamt: split.medfee_sumamt, fund_pay_sumamt: split.fund_pay_sumamt, acct_pay: split.acct_pay, psn_cash_pay: split.psn_cash_pay };
    await insertSettlement(db, { ...base, ...amounts, setl_id: setlId, infno: k.infno, msgid: id, setl_time: time, refd_setl_flag: '0', orig_setl_id: null, setlinfo, setldetail });
    balances.set(seed.psn_no, split.balc);
    const mine: Ledger = { setlId, org: plan.org, mdtrtId, psnNo: seed.psn_no, psnName: seed.psn_name, insutype: seed.insutype, medType: k.med, clr: k.clr, amounts: [split.medfee_sumamt, split.fund_pay_sumamt, split.acct_pay, split.psn_cash_pay], refd: '0', infno: k.infno, msgid: id, time };
    if (plan.special === 'mismatch') mine.amounts = [split.medfee_sumamt, split.fund_pay_sumamt, split.acct_pay + 5, split.psn_cash_pay - 5];
    if (plan.special !== 'centerOnly') await ledger(db, mine);
    if (plan.special === 'reversed') {
      await markSettlement(db, setlId, { reversed: true });
      balances.set(seed.psn_no, balance);
    }
    if (plan.special === 'cancelled') {
      const later = new Date(time.getTime() + 3_600_000);
      const cancelId = String(400_120_002 + n * 2);
      const cancelMsg = msgid(plan.org, later);
      const neg = { medfee_sumamt: -split.medfee_sumamt, fund_pay_sumamt: -split.fund_pay_sumamt, acct_pay: -split.acct_pay, psn_cash_pay: -split.psn_cash_pay };
      const info = { ...setlinfo, ...neg, setl_id: cancelId, setl_time: dateTime(later), medins_setl_id: cancelMsg, balc: balance };
      await insertSettlement(db, { ...base, ...neg, setl_id: cancelId, infno: k.cancel, msgid: cancelMsg, setl_time: later, refd_setl_flag: '1', orig_setl_id: setlId, setlinfo: info, setldetail: [] });
      await markSettlement(db, setlId, { cancelled: true });
      await ledger(db, { ...mine, setlId: cancelId, amounts: [neg.medfee_sumamt, neg.fund_pay_sumamt, neg.acct_pay, neg.psn_cash_pay], refd: '1', infno: k.cancel, msgid: cancelMsg, time: later });
      balances.set(seed.psn_no, balance);
    }
  }
  for (const [psnNo, balc] of balances) await db.query('update insured_persons set balc = $2 where psn_no = $1', [psnNo, balc]);
}
