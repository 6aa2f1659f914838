/**
 * Two months of demo settlements (seedSettlementPlan) written as the simulated center records them and,
 * with the planned differences, in the institutions' own records (org_settlements).
 */
import { insertDetails, priceDetail } from '../deals/center/fees';
import { ADMDVS } from '../deals/center/envelope';
import { setlinfoOf } from '../deals/center/setlinfo';
import { insertSettlement, markSettlement, type NewSettlement } from '../repositories/centerSettlements';
import { fundItems, poolRatio, splitSettlement } from '../deals/center/split';
import { insertVisit } from '../repositories/centerVisits';
import { compact14, dateTime } from '../deals/time';
import { SEED_PERSONS } from './seedDealsData';
import { dayAt, KIND, SEED_PLAN, seedDetails, type Planned } from './seedSettlementPlan';
import type { Db } from '../db';

type Written = NewSettlement;
type MsgidOf = (org: string, time: Date) => string;

/** The institution's copy of a settlement, its account payment possibly recorded differently. */
async function ledger(db: Db, s: Written, acctDelta = 0): Promise<void> {
  await db.query(
    `insert into org_settlements (setl_id, fixmedins_code, mdtrt_id, psn_no, psn_name, insutype, med_type, clr_type,
       medfee_sumamt, fund_pay_sumamt, acct_pay, psn_cash_pay, refd_setl_flag, infno, msgid, setl_time)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      ...[s.setl_id, s.fixmedins_code, s.mdtrt_id, s.psn_no, s.psn_name, s.insutype, s.med_type, s.clr_type],
      ...[s.medfee_sumamt, s.fund_pay_sumamt, s.acct_pay + acctDelta, s.psn_cash_pay - acctDelta],
      ...[s.refd_setl_flag, s.infno, s.msgid, s.setl_time],
    ],
  );
}

/** Settlement n of the plan with its visit and fee details; answers the row and the balance after it. */
async function settle(db: Db, plan: Planned, n: number, now: Date, balance: number, msgidOf: MsgidOf) {
  const k = KIND[plan.kind];
  const seed = SEED_PERSONS[plan.psn]!;
  const time = dayAt(now, plan.daysAgo, 9 + (n % 8));
  const mdtrtId = String(300_170_001 + n);
  const setlId = String(400_120_001 + n * 2);
  const msgid = msgidOf(plan.org, time);
  const rows = seedDetails(k.items, n, mdtrtId, time, plan.kind === 'I');
  const priced = rows.map(priceDetail);
  const sum = (f: (j: number) => number) => priced.reduce((s, _, j) => s + f(j), 0);
  const split = splitSettlement({
    total: sum((j) => Number(rows[j]!.det_item_fee_sumamt)),
    fulamt: sum((j) => priced[j]!.fulamt_ownpay_amt),
    preself: sum((j) => priced[j]!.preselfpay_amt),
    inscp: sum((j) => priced[j]!.inscp_scp_amt),
    ...{ insutype: seed.insutype, clrType: k.clr, medType: k.med, acctUsed: true, balance },
  });
  await insertVisit(db, {
    ...{
      mdtrtId,
      orgCode: plan.org,
      psnNo: seed.psn_no,
      insutype: seed.insutype,
      medType: k.med,
      kind: plan.kind,
    },
    ...{
      iptOtpNo: `${plan.kind === 'I' ? 'ZY' : 'MZ'}${mdtrtId}`,
      begntime: time,
      endtime: time,
      status: '2',
    },
    ...{ msgid, info: {}, diseinfo: [] },
  });
  await insertDetails(db, { orgCode: plan.org, mdtrtId, psnNo: seed.psn_no, setlId }, rows);
  const person = { ...seed, psn_cert_type: '01', naty: '01', cvlserv_flag: '0' };
  const setlinfo = setlinfoOf(
    person,
    { msgid, now: time, certType: '02' },
    {
      mdtrt_id: mdtrtId,
      setl_id: setlId,
      setl_time: dateTime(time),
      med_type: k.med,
      ...split,
      clr_type: k.clr,
    },
  );
  const row: Written = {
    ...{
      setl_id: setlId,
      fixmedins_code: plan.org,
      mdtrt_id: mdtrtId,
      psn_no: seed.psn_no,
      psn_name: seed.psn_name,
    },
    ...{ insutype: seed.insutype, med_type: k.med, clr_type: k.clr, medfee_sumamt: split.medfee_sumamt },
    setl_optins: ADMDVS,
    ...{ fund_pay_sumamt: split.fund_pay_sumamt, acct_pay: split.acct_pay, psn_cash_pay: split.psn_cash_pay },
    ...{ infno: k.infno, msgid, setl_time: time, refd_setl_flag: '0', orig_setl_id: null, setlinfo },
    setldetail: fundItems(split, poolRatio(seed.insutype, k.clr, k.med)),
  };
  await insertSettlement(db, row);
  return { row, balc: split.balc };
}

/** The cancellation of a settlement an hour later: its negative row, in both records. */
async function cancel(db: Db, row: Written, plan: Planned, n: number, balance: number, msgidOf: MsgidOf) {
  const later = new Date(row.setl_time.getTime() + 3_600_000);
  const negative = {
    medfee_sumamt: -row.medfee_sumamt,
    fund_pay_sumamt: -row.fund_pay_sumamt,
    acct_pay: -row.acct_pay,
    psn_cash_pay: -row.psn_cash_pay,
  };
  const setlId = String(400_120_002 + n * 2);
  const msgid = msgidOf(plan.org, later);
  const setlinfo = {
    ...row.setlinfo,
    ...negative,
    setl_id: setlId,
    setl_time: dateTime(later),
    balc: balance,
  };
  const written: Written = {
    ...row,
    ...negative,
    ...{ setl_id: setlId, infno: KIND[plan.kind].cancel, msgid, setl_time: later, refd_setl_flag: '1' },
    ...{ orig_setl_id: row.setl_id, setlinfo: { ...setlinfo, medins_setl_id: msgid }, setldetail: [] },
  };
  await insertSettlement(db, written);
  await markSettlement(db, row.setl_id, { cancelled: true });
  await ledger(db, written);
}

export async function seedSettlements(db: Db, now: Date): Promise<void> {
  const balances = new Map(SEED_PERSONS.map((p) => [p.psn_no, p.balc]));
  let serial = 9000;
  const msgidOf: MsgidOf = (org, time) => `${org.slice(0, 12)}${compact14(time)}${++serial}`;
  for (const [n, plan] of SEED_PLAN.entries()) {
    const psnNo = SEED_PERSONS[plan.psn]!.psn_no;
    const before = balances.get(psnNo) ?? 0;
    const { row, balc } = await settle(db, plan, n, now, before, msgidOf);
    balances.set(psnNo, balc);
    if (plan.special !== 'centerOnly') await ledger(db, row, plan.special === 'mismatch' ? 5 : 0);
    if (plan.special === 'reversed') await markSettlement(db, row.setl_id, { reversed: true });
    if (plan.special === 'cancelled') await cancel(db, row, plan, n, before, msgidOf);
    if (plan.special === 'reversed' || plan.special === 'cancelled') balances.set(psnNo, before);
  }
  for (const [psnNo, balc] of balances)
    await db.query('update insured_persons set balc = $2 where psn_no = $1', [psnNo, balc]);
}
