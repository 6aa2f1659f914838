/** 2401 入院办理, 2402 出院办理, 2403 住院信息变更, 2404 入院撤销, 2405 出院撤销. */
import { hasFeeDetails } from '../../../repositories/centerFees';
import { hasStandingSettlement } from '../../../repositories/centerSettlements';
import { insertVisit, openAdmissions, setVisit } from '../../../repositories/centerVisits';
import { checkedPerson } from '../persons';
import { changeVisitInfo, timeOf, visitOf } from '../visits';
import { answer, nextId, nodeOf, refuse, rowsOf, type Handler } from './context';

export const admit: Handler = async (hc) => {
  const info = nodeOf(hc, 'mdtrtinfo');
  const person = await checkedPerson(hc.db, info);
  const open = await openAdmissions(hc.db, hc.orgCode, person.psn_no, info.ipt_no);
  if (open.some((r) => r.psn_no === person.psn_no)) refuse('该人员已在院，不能重复办理入院');
  if (open.length > 0) refuse('该住院号已办理入院');
  const mdtrtId = await nextId(hc.db, 'center_mdtrt_seq');
  await insertVisit(hc.db, {
    mdtrtId,
    orgCode: hc.orgCode,
    psnNo: person.psn_no,
    insutype: person.insutype,
    medType: info.med_type ?? '21',
    kind: 'I',
    iptOtpNo: info.ipt_no ?? '',
    begntime: timeOf(info, 'begntime', '开始时间'),
    msgid: hc.msgid,
    info,
    diseinfo: rowsOf(hc, 'diseinfo'),
  });
  return answer({ result: { mdtrt_id: mdtrtId } });
};

export const discharge: Handler = async (hc) => {
  const info = nodeOf(hc, 'dscginfo');
  const visit = await visitOf(hc.db, hc.orgCode, info, 'I');
  if (visit.status === '2') refuse('该人员已出院');
  const endtime = timeOf(info, 'endtime', '结束时间');
  if (endtime < visit.begntime) refuse('出院时间不能早于入院时间');
  await setVisit(hc.db, visit.mdtrt_id, { status: '2', endtime, info, diseinfo: rowsOf(hc, 'diseinfo') });
  return answer({});
};

export const changeAdmission = changeVisitInfo('adminfo', 'I', '该就诊已结算，不能变更住院信息');

export const cancelAdmission: Handler = async (hc) => {
  const visit = await visitOf(hc.db, hc.orgCode, nodeOf(hc, 'data'), 'I');
  if (visit.status === '2') refuse('该人员已出院，请先撤销出院');
  if (await hasFeeDetails(hc.db, visit.mdtrt_id)) refuse('请先撤销住院费用明细');
  await setVisit(hc.db, visit.mdtrt_id, { status: '0' });
  return answer({});
};

export const cancelDischarge: Handler = async (hc) => {
  const visit = await visitOf(hc.db, hc.orgCode, nodeOf(hc, 'data'), 'I');
  if (visit.status !== '2') refuse('该人员尚未出院');
  if (await hasStandingSettlement(hc.db, visit.mdtrt_id)) refuse('该就诊已结算，请先撤销结算');
  await setVisit(hc.db, visit.mdtrt_id, { status: '1', endtime: null });
  return answer({});
};
