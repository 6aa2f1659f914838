/**
 * Settlements: 2206 / 2303 / 2101 pre-settle (computed, nothing stored), 2207 / 2304 / 2102 settle
 * (the settlement, its fund items, the account debit and the details' link are recorded).
 */
import type { CleanRow, DealData } from '../../input';
import { dateTime } from '../../time';
import { ADMDVS } from '../envelope';
import { settleDetails, unsettledTotals, type FeeTotals } from '../../../repositories/centerFees';
import { insertSettlement } from '../../../repositories/centerSettlements';
import { insertVisit } from '../../../repositories/centerVisits';
import { adjustBalance } from '../../../repositories/insuredPersons';
import { checkDetails, insertDetails, priceDetail, resultRow } from '../fees';
import { checkedPerson } from '../persons';
import { setlinfoOf } from '../setlinfo';
import { fundItems, poolRatio, splitSettlement } from '../split';
import { visitOf } from '../visits';
import {
  answer,
  nextId,
  nodeOf,
  num,
  refuse,
  round2,
  rowsOf,
  type Handler,
  type HandlerContext,
} from './context';

type Kind = 'outpatient' | 'inpatient' | 'pharmacy';
const CLR_TYPE: Record<Kind, string> = { outpatient: '11', inpatient: '21', pharmacy: '41' };
const INFNO: Record<Kind, string> = { outpatient: '2207', inpatient: '2304', pharmacy: '2102' };

function drugTotals(rows: CleanRow[]): FeeTotals {
  checkDetails(rows);
  const t = { count: rows.length, total: 0, fulamt: 0, preself: 0, inscp: 0 };
  for (const row of rows) {
    const p = priceDetail(row);
    t.total += num(row, 'det_item_fee_sumamt');
    t.fulamt += p.fulamt_ownpay_amt;
    t.preself += p.preselfpay_amt;
    t.inscp += p.inscp_scp_amt;
  }
  return t;
}

/** The visit and its fee totals (pharmacy: the details of the request itself). */
async function feesOf(hc: HandlerContext, kind: Kind, data: CleanRow) {
  if (kind === 'pharmacy') return { visit: undefined, totals: drugTotals(rowsOf(hc, 'drugdetail')) };
  const visit = await visitOf(hc.db, hc.orgCode, data, kind === 'outpatient' ? 'O' : 'I');
  if (kind === 'inpatient' && data.mid_setl_flag !== '1' && visit.status !== '2') refuse('请先办理出院');
  const totals = await unsettledTotals(
    hc.db,
    visit.mdtrt_id,
    kind === 'outpatient' ? data.chrg_bchno : undefined,
  );
  if (totals.count === 0) refuse('没有待结算的费用明细');
  return { visit, totals };
}

async function settle(hc: HandlerContext, kind: Kind, store: boolean) {
  const data = nodeOf(hc, 'data');
  const person = await checkedPerson(hc.db, data, store);
  const { visit, totals } = await feesOf(hc, kind, data);
  if (Math.abs(totals.total - num(data, 'medfee_sumamt')) > 0.005)
    refuse(`医疗费总额与费用明细合计（${round2(totals.total).toFixed(2)}）不符`);
  const clrType = CLR_TYPE[kind];
  const medType = data.med_type ?? visit?.med_type ?? '21';
  const split = splitSettlement({
    ...totals,
    insutype: person.insutype,
    clrType,
    medType,
    acctUsed: data.acct_used_flag === '1',
    balance: person.balc,
  });
  const setldetail = fundItems(split, poolRatio(person.insutype, clrType, medType));
  const mdtrtId = visit?.mdtrt_id ?? (store ? await nextId(hc.db, 'center_mdtrt_seq') : '');
  const setlId = store ? await nextId(hc.db, 'center_setl_seq') : undefined;
  const common = { mdtrt_id: mdtrtId, med_type: medType, ...split, clr_type: clrType };
  const at = { msgid: hc.msgid, now: hc.now, certType: data.mdtrt_cert_type };
  const setlinfo = setlinfoOf(
    person,
    at,
    setlId ? { setl_id: setlId, setl_time: dateTime(hc.now), ...common } : common,
  );
  const drugs = rowsOf(hc, 'drugdetail');
  const extra: DealData =
    kind === 'pharmacy' ? { detlcutinfo: drugs.map((r) => resultRow(r, priceDetail(r))) } : {};
  if (!store || !setlId) return answer({ setlinfo, setldetail, ...extra });

  if (kind === 'pharmacy') {
    await insertVisit(hc.db, {
      mdtrtId,
      orgCode: hc.orgCode,
      psnNo: person.psn_no,
      insutype: person.insutype,
      medType,
      kind: 'P',
      iptOtpNo: '',
      begntime: hc.now,
      endtime: hc.now,
      status: '2',
      msgid: hc.msgid,
      info: data,
      diseinfo: [],
    });
    await insertDetails(hc.db, { orgCode: hc.orgCode, mdtrtId, psnNo: person.psn_no, setlId }, drugs);
  } else {
    await settleDetails(hc.db, mdtrtId, setlId, kind === 'outpatient' ? data.chrg_bchno : undefined);
  }
  await adjustBalance(hc.db, person.psn_no, -split.acct_pay);
  await insertSettlement(hc.db, {
    setl_id: setlId,
    fixmedins_code: hc.orgCode,
    mdtrt_id: mdtrtId,
    psn_no: person.psn_no,
    psn_name: person.psn_name,
    insutype: person.insutype,
    med_type: medType,
    clr_type: clrType,
    setl_optins: ADMDVS,
    medfee_sumamt: split.medfee_sumamt,
    fund_pay_sumamt: split.fund_pay_sumamt,
    acct_pay: split.acct_pay,
    psn_cash_pay: split.psn_cash_pay,
    infno: INFNO[kind],
    msgid: hc.msgid,
    setl_time: hc.now,
    refd_setl_flag: '0',
    orig_setl_id: null,
    setlinfo,
    setldetail,
  });
  return answer({ setlinfo, setldetail, ...extra });
}

export const preSettleOutpatient: Handler = (hc) => settle(hc, 'outpatient', false);
export const settleOutpatient: Handler = (hc) => settle(hc, 'outpatient', true);
export const preSettleInpatient: Handler = (hc) => settle(hc, 'inpatient', false);
export const settleInpatient: Handler = (hc) => settle(hc, 'inpatient', true);
export const preSettlePharmacy: Handler = (hc) => settle(hc, 'pharmacy', false);
export const settlePharmacy: Handler = (hc) => settle(hc, 'pharmacy', true);
