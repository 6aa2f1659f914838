/** 2204 / 2301 fee detail upload and 2205 / 2302 their cancellation ("0000" cancels all unsettled). */
import type { CleanRow } from '../../input';
import { deleteUnsettledDetails } from '../../../repositories/centerFees';
import type { VisitKind } from '../../../repositories/centerVisits';
import { checkDetails, insertDetails } from '../fees';
import { visitOf } from '../visits';
import { answer, nodeOf, refuse, rowsOf, type Handler, type HandlerContext } from './context';

async function upload(hc: HandlerContext, kind: VisitKind) {
  const rows = rowsOf(hc, 'feedetail');
  checkDetails(rows);
  const byVisit = new Map<string, CleanRow[]>();
  for (const row of rows) byVisit.set(row.mdtrt_id ?? '', [...(byVisit.get(row.mdtrt_id ?? '') ?? []), row]);
  const result = [];
  for (const group of byVisit.values()) {
    const visit = await visitOf(hc.db, hc.orgCode, group[0]!, kind);
    if (group.some((r) => r.psn_no !== visit.psn_no)) refuse('费用明细的人员编号与就诊信息不符');
    if (kind === 'O' && visit.status !== '1') refuse('该就诊已结束，不能上传费用明细');
    const target = { orgCode: hc.orgCode, mdtrtId: visit.mdtrt_id, psnNo: visit.psn_no };
    result.push(...(await insertDetails(hc.db, target, group)));
  }
  return answer({ result });
}

async function cancel(hc: HandlerContext, kind: VisitKind, key: 'chrg_bchno' | 'feedetl_sn') {
  const data = nodeOf(hc, 'data');
  const visit = await visitOf(hc.db, hc.orgCode, data, kind);
  if ((await deleteUnsettledDetails(hc.db, visit.mdtrt_id, key, data[key])) === 0)
    refuse('未找到可撤销的费用明细（已结算的明细不能撤销）');
  return answer({});
}

export const uploadOutpatientFees: Handler = (hc) => upload(hc, 'O');
export const uploadInpatientFees: Handler = (hc) => upload(hc, 'I');
export const cancelOutpatientFees: Handler = (hc) => cancel(hc, 'O', 'chrg_bchno');
export const cancelInpatientFees: Handler = (hc) => cancel(hc, 'I', 'feedetl_sn');
