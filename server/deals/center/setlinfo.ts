/** The setlinfo node of a settlement answer (2207 / 2304 / 2102, and 2206 / 2303 / 2101 without setl_id). */
import { ADMDVS } from './envelope';
import type { Person } from '../../repositories/insuredPersons';
import { ageOf } from './persons';

export function setlinfoOf(
  p: Pick<Person, 'psn_no' | 'psn_name' | 'psn_cert_type' | 'certno' | 'gend' | 'naty' | 'brdy'> &
    Pick<Person, 'insutype' | 'psn_type' | 'cvlserv_flag'>,
  at: { msgid: string; now: Date; certType: string | undefined },
  settlement: Record<string, unknown>,
): Record<string, unknown> {
  return {
    psn_no: p.psn_no,
    psn_name: p.psn_name,
    psn_cert_type: p.psn_cert_type,
    certno: p.certno,
    gend: p.gend,
    naty: p.naty,
    brdy: p.brdy,
    age: ageOf(p.brdy, at.now),
    insutype: p.insutype,
    psn_type: p.psn_type,
    cvlserv_flag: p.cvlserv_flag,
    mdtrt_cert_type: at.certType ?? '02',
    ...settlement,
    cvlserv_pay: 0,
    hifes_pay: 0,
    hifmi_pay: 0,
    hifob_pay: 0,
    maf_pay: 0,
    oth_pay: 0,
    hosp_part_amt: 0,
    acct_mulaid_pay: 0,
    medins_setl_id: at.msgid,
    clr_optins: ADMDVS,
    clr_way: '1',
  };
}
