/** Admission and discharge 2401–2405 (domain §5). */
import { deal } from '../../../schemas/dealDsl';
import { node } from './fields';
import { admissionDiseinfo, BIRTH_AND_SURGERY } from './shared';

const VISIT_KEY = 'mdtrt_id* psn_no*';

export const ADMISSION_DEALS = [
  deal(
    '2401',
    '入院办理',
    [
      node(
        'mdtrtinfo',
        '入院登记信息',
        'psn_no* insutype* coner_name tel begntime* mdtrt_cert_type* mdtrt_cert_no* med_type* ipt_no* medrcdno ' +
          'atddr_no* chfpdr_name* adm_diag_dscr* adm_dept_codg* adm_dept_name* adm_bed* dscg_maindiag_code* ' +
          'dscg_maindiag_name* main_cond_dscr',
        BIRTH_AND_SURGERY,
        'dise_type_code exp_content',
      ),
      admissionDiseinfo('入院诊断信息'),
    ],
    [node('result', '入院办理结果', 'mdtrt_id*')],
  ),
  deal(
    '2402',
    '出院办理',
    [
      node(
        'dscginfo',
        '出院信息',
        'mdtrt_id* psn_no* insutype* endtime*',
        BIRTH_AND_SURGERY,
        'cop_flag dscg_dept_codg* dscg_dept_name* dscg_bed dscg_way* die_date',
      ),
      admissionDiseinfo('出院诊断信息'),
    ],
    [],
  ),
  deal(
    '2403',
    '住院信息变更',
    [
      node(
        'adminfo',
        '住院信息',
        VISIT_KEY,
        'coner_name tel begntime endtime mdtrt_cert_type med_type ipt_otp_no medrcdno atddr_no chfpdr_name ' +
          'adm_diag_dscr adm_dept_codg adm_dept_name adm_bed dscg_maindiag_code dscg_maindiag_name main_cond_dscr',
        BIRTH_AND_SURGERY,
        'dise_type_code exp_content',
      ),
      admissionDiseinfo('诊断信息'),
    ],
    [],
  ),
  deal('2404', '入院办理撤销', [node('data', '入院撤销信息', VISIT_KEY)], []),
  deal('2405', '出院办理撤销', [node('data', '出院撤销信息', VISIT_KEY)], []),
];
