/** 1101 人员信息获取: by visit credential (01 电子凭证令牌, 02 身份证号, 03 社保卡卡号). */
import { findPerson, type Person } from '../../../repositories/insuredPersons';
import { ageOf } from '../persons';
import { answer, nodeOf, refuse, type Handler } from './context';

async function byCredential(hc: Parameters<Handler>[0]): Promise<Person | undefined> {
  const q = nodeOf(hc, 'data');
  const no = q.mdtrt_cert_no ?? '';
  switch (q.mdtrt_cert_type) {
    case '02':
      return findPerson(hc.db, 'certno', no);
    case '03': {
      if (!q.card_sn) refuse('请输入卡识别码');
      const person = await findPerson(hc.db, 'card_no', no);
      if (person && q.card_sn !== person.card_sn) refuse('卡识别码不正确');
      return person;
    }
    default:
      // The simulator's electronic voucher token is the person number or the ID card number.
      return (await findPerson(hc.db, 'psn_no', no)) ?? (await findPerson(hc.db, 'certno', no));
  }
}

export const personInfo: Handler = async (hc) => {
  const q = nodeOf(hc, 'data');
  const p = (await byCredential(hc)) ?? refuse('未查询到人员信息');
  if (q.certno && q.certno !== p.certno) refuse('证件号码与就诊凭证不符');
  if (q.psn_name && q.psn_name !== p.psn_name) refuse('人员姓名与就诊凭证不符');
  return answer({
    baseinfo: {
      psn_no: p.psn_no,
      psn_cert_type: p.psn_cert_type,
      certno: p.certno,
      psn_name: p.psn_name,
      gend: p.gend,
      naty: p.naty,
      brdy: p.brdy,
      age: ageOf(p.brdy, hc.now),
      exp_content: '',
    },
    insuinfo: [
      {
        balc: p.balc,
        insutype: p.insutype,
        psn_type: p.psn_type,
        psn_insu_stas: p.psn_insu_stas,
        psn_insu_date: p.psn_insu_date,
        paus_insu_date: '',
        cvlserv_flag: p.cvlserv_flag,
        insuplc_admdvs: p.insuplc_admdvs,
        emp_name: p.emp_name,
      },
    ],
    idetinfo: [],
  });
};
