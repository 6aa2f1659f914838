/** 2201 门诊挂号, 2202 挂号撤销, 2203 就诊信息上传. */
import { hasStandingSettlement } from '../../../repositories/centerSettlements';
import { insertVisit, isRegistered, setVisit } from '../../../repositories/centerVisits';
import { checkedPerson } from '../persons';
import { changeVisitInfo, timeOf, visitOf } from '../visits';
import { answer, nextId, nodeOf, refuse, type Handler } from './context';

export const register: Handler = async (hc) => {
  const data = nodeOf(hc, 'data');
  const person = await checkedPerson(hc.db, data);
  if (await isRegistered(hc.db, hc.orgCode, data.ipt_otp_no)) refuse('该门诊号已挂号');
  const mdtrtId = await nextId(hc.db, 'center_mdtrt_seq');
  await insertVisit(hc.db, {
    mdtrtId,
    orgCode: hc.orgCode,
    psnNo: person.psn_no,
    insutype: person.insutype,
    medType: '11',
    kind: 'O',
    iptOtpNo: data.ipt_otp_no ?? '',
    begntime: timeOf(data, 'begntime', '开始时间'),
    msgid: hc.msgid,
    info: data,
    diseinfo: [],
  });
  return answer({ data: { mdtrt_id: mdtrtId, psn_no: person.psn_no, ipt_otp_no: data.ipt_otp_no ?? '' } });
};

export const cancelRegistration: Handler = async (hc) => {
  const data = nodeOf(hc, 'data');
  const visit = await visitOf(hc.db, hc.orgCode, data, 'O');
  if (visit.ipt_otp_no !== data.ipt_otp_no) refuse('就诊信息不存在');
  if (await hasStandingSettlement(hc.db, visit.mdtrt_id)) refuse('该就诊已结算，不能撤销挂号');
  await setVisit(hc.db, visit.mdtrt_id, { status: '0' });
  return answer({});
};

export const uploadVisitInfo = changeVisitInfo('mdtrtinfo', 'O', '该就诊已结算，不能修改就诊信息');
