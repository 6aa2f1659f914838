/**
 * 2601 冲正交易: undoes the original deal (omsgid + oinfno) — a settlement, a cancellation or an
 * admission. The original is marked reversed; 3201 / 3202 then no longer count it.
 */
import { REVERSIBLE_DEALS } from '../../catalogue/codes';
import { hasFeeDetails } from '../../../repositories/centerFees';
import { findSettlement, markSettlement } from '../../../repositories/centerSettlements';
import { lockAdmissionByMsgid, setVisit } from '../../../repositories/centerVisits';
import { adjustBalance, insuredAreaOf, lockBalance } from '../../../repositories/insuredPersons';
import { answer, nodeOf, refuse, type Handler, type HandlerContext } from './context';

const SETTLEMENTS = ['2102', '2207', '2304'];

async function reverseSettlement(hc: HandlerContext, omsgid: string, oinfno: string, psnNo: string) {
  const row = await findSettlement(hc.db, hc.orgCode, 'msgid', omsgid);
  if (!row || row.infno !== oinfno) return refuse('原交易不存在');
  if (row.psn_no !== psnNo) refuse('人员编号与原交易不符');
  if (row.reversed) refuse('该交易已冲正');
  if (hc.insuplcAdmdvs) await checkInsuredArea(hc, row.psn_no, hc.insuplcAdmdvs);
  if (SETTLEMENTS.includes(oinfno)) {
    if (row.cancelled) refuse('该结算已撤销，请先冲正撤销交易');
    await markSettlement(hc.db, row.setl_id, { reversed: true });
    await adjustBalance(hc.db, row.psn_no, row.acct_pay);
    if (oinfno === '2102') await setVisit(hc.db, row.mdtrt_id, { status: '0' });
    return;
  }
  // A cancellation reversed: the original settlement stands again and its account payment is taken again.
  const original = await findSettlement(hc.db, hc.orgCode, 'setl_id', row.orig_setl_id ?? '');
  if (!original) return refuse('原结算信息不存在');
  if (((await lockBalance(hc.db, row.psn_no)) ?? 0) < original.acct_pay) refuse('个人账户余额不足，不能冲正');
  await markSettlement(hc.db, row.setl_id, { reversed: true });
  await markSettlement(hc.db, original.setl_id, { cancelled: false });
  await adjustBalance(hc.db, row.psn_no, -original.acct_pay);
  if (oinfno === '2103') await setVisit(hc.db, original.mdtrt_id, { status: '2' });
}

/** A remote reversal names the person's insured area: it must be the one the center knows. */
async function checkInsuredArea(hc: HandlerContext, psnNo: string, insuplc: string) {
  if ((await insuredAreaOf(hc.db, psnNo)) !== insuplc) refuse('参保地医保区划与人员参保地不符');
}

async function reverseAdmission(hc: HandlerContext, omsgid: string, psnNo: string) {
  const visit = (await lockAdmissionByMsgid(hc.db, hc.orgCode, omsgid)) ?? refuse('原交易不存在');
  if (visit.psn_no !== psnNo) refuse('人员编号与原交易不符');
  if (visit.status === '0') refuse('该交易已冲正');
  if (await hasFeeDetails(hc.db, visit.mdtrt_id)) refuse('该就诊已上传费用明细，不能冲正');
  await setVisit(hc.db, visit.mdtrt_id, { status: '0' });
}

export const reverse: Handler = async (hc) => {
  const { psn_no: psnNo = '', omsgid = '', oinfno = '' } = nodeOf(hc, 'data');
  if (!REVERSIBLE_DEALS.some(([code]) => code === oinfno)) refuse('该交易不支持冲正');
  if (oinfno === '2401') await reverseAdmission(hc, omsgid, psnNo);
  else await reverseSettlement(hc, omsgid, oinfno, psnNo);
  return answer({});
};
