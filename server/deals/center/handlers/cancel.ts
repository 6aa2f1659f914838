/**
 * Settlement cancellations 2208 / 2305 / 2103: a negative settlement row (refd_setl_flag '1') is
 * written, the original is marked cancelled and the account payment is given back.
 */
import { dateTime } from '../../time';
import type { DealRow } from '../../input';
import { findSettlement, insertSettlement, markSettlement } from '../../../repositories/centerSettlements';
import { setVisit } from '../../../repositories/centerVisits';
import { refundToAccount } from '../../../repositories/insuredPersons';
import { ADMDVS } from '../envelope';
import { SPLIT_AMOUNTS } from '../split';
import { answer, nextId, nodeOf, refuse, type Handler, type HandlerContext } from './context';

/** The cancellation deal of each settlement deal. */
const CANCEL_OF: Record<string, string> = { '2207': '2208', '2304': '2305', '2102': '2103' };

const negate = (row: DealRow, keys: readonly string[]): DealRow =>
  Object.fromEntries(keys.map((k) => [k, -(Number(row[k] ?? 0) || 0)]));

async function cancel(hc: HandlerContext, originalInfno: string, extra: DealRow = {}) {
  const data = nodeOf(hc, 'data');
  const original = await findSettlement(hc.db, hc.orgCode, 'setl_id', data.setl_id ?? '');
  if (
    !original ||
    original.refd_setl_flag !== '0' ||
    original.infno !== originalInfno ||
    original.psn_no !== data.psn_no ||
    original.mdtrt_id !== data.mdtrt_id
  )
    return refuse('结算信息不存在');
  if (original.reversed) refuse('该结算已冲正，不能撤销');
  if (original.cancelled) refuse('该结算已撤销');

  const balc = await refundToAccount(hc.db, original.psn_no, original.acct_pay);
  const setlId = await nextId(hc.db, 'center_setl_seq');
  const setlinfo: DealRow = {
    mdtrt_id: original.mdtrt_id,
    setl_id: setlId,
    clr_optins: ADMDVS,
    setl_time: dateTime(hc.now),
    ...negate(original.setlinfo, SPLIT_AMOUNTS),
    balc: balc ?? 0,
    acct_mulaid_pay: 0,
    hosp_part_amt: 0,
    ...extra,
    medins_setl_id: hc.msgid,
  };
  const setldetail = original.setldetail.map((item) => ({
    ...item,
    ...negate(item, ['inscp_scp_amt', 'crt_payb_lmt_amt', 'fund_payamt']),
  }));
  await insertSettlement(hc.db, {
    ...original,
    setl_id: setlId,
    setl_optins: ADMDVS,
    medfee_sumamt: -original.medfee_sumamt,
    fund_pay_sumamt: -original.fund_pay_sumamt,
    acct_pay: -original.acct_pay,
    psn_cash_pay: -original.psn_cash_pay,
    infno: CANCEL_OF[originalInfno] ?? originalInfno,
    msgid: hc.msgid,
    setl_time: hc.now,
    refd_setl_flag: '1',
    orig_setl_id: original.setl_id,
    setlinfo,
    setldetail,
  });
  await markSettlement(hc.db, original.setl_id, { cancelled: true });
  if (originalInfno === '2102') await setVisit(hc.db, original.mdtrt_id, { status: '0' });
  return answer({ setlinfo, setldetail });
}

export const cancelOutpatient: Handler = (hc) => cancel(hc, '2207');
export const cancelInpatient: Handler = (hc) => cancel(hc, '2304', { hifdm_pay: 0 });
export const cancelPharmacy: Handler = (hc) => cancel(hc, '2102');
