/** 5201–5206: what the center holds about a person (visits, diagnoses, settlements, fees, totals). */
import { dateTime } from '../../time';
import { chronicDrugRows, visitFeeRows } from '../../../repositories/centerFees';
import { cumulativeTotals, findSettlement } from '../../../repositories/centerSettlements';
import { personVisits, visitDiagnoses } from '../../../repositories/centerVisits';
import { timeOf } from '../visits';
import { answer, nodeOf, refuse, type Handler } from './context';

export const visits: Handler = async (hc) => {
  const q = nodeOf(hc, 'data');
  const rows = await personVisits(hc.db, {
    psnNo: q.psn_no,
    from: timeOf(q, 'begntime', '开始时间'),
    to: timeOf(q, 'endtime', '结束时间'),
    medType: q.med_type,
    mdtrtId: q.mdtrt_id ?? null,
  });
  const mdtrtinfo = rows.map((r) => ({
    ...r,
    begntime: dateTime(r.begntime),
    endtime: r.endtime ? dateTime(r.endtime) : '',
  }));
  return answer({ mdtrtinfo });
};

export const diagnoses: Handler = async (hc) => {
  const q = nodeOf(hc, 'data');
  return answer({ diseinfo: (await visitDiagnoses(hc.db, q.mdtrt_id, q.psn_no)) ?? [] });
};

export const settlement: Handler = async (hc) => {
  const q = nodeOf(hc, 'data');
  const s = await findSettlement(hc.db, hc.orgCode, 'setl_id', q.setl_id ?? '');
  if (!s || s.psn_no !== q.psn_no || (q.mdtrt_id && q.mdtrt_id !== s.mdtrt_id))
    return refuse('结算信息不存在');
  return answer({ setlinfo: { ...s.setlinfo, refd_setl_flag: s.refd_setl_flag }, setldetail: s.setldetail });
};

export const fees: Handler = async (hc) => {
  const q = nodeOf(hc, 'data');
  const feedetail = await visitFeeRows(hc.db, {
    orgCode: hc.orgCode,
    psnNo: q.psn_no,
    mdtrtId: q.mdtrt_id,
    setlId: q.setl_id ?? null,
  });
  return answer({ feedetail });
};

export const chronicDrugs: Handler = async (hc) => {
  const q = nodeOf(hc, 'data');
  const end = q.endtime ? timeOf(q, 'endtime', '结束时间') : hc.now;
  const feedetail = await chronicDrugRows(hc.db, q.psn_no, timeOf(q, 'begntime', '开始时间'), end);
  return answer({ feedetail });
};

export const cumulative: Handler = async (hc) => {
  const q = nodeOf(hc, 'data');
  return answer({ cuminfo: await cumulativeTotals(hc.db, q.psn_no, q.cum_ym ?? null) });
};
