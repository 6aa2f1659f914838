/** Outpatient deals 2201–2208 (domain §4). */
import { deal } from '../../../schemas/dealDsl';
import { list, node } from './fields';
import { cancelSetlinfo, FEE_RESULT, setldetail, setlinfo } from './shared';

const SETTLE_IN =
  'psn_no* mdtrt_cert_type* mdtrt_cert_no* med_type* medfee_sumamt* psn_setlway* mdtrt_id* chrg_bchno* ' +
  'insutype* acct_used_flag*';

export const OUTPATIENT_DEALS = [
  deal(
    '2201',
    '门诊挂号',
    [
      node(
        'data',
        '挂号信息',
        'psn_no* insutype* begntime* mdtrt_cert_type* mdtrt_cert_no* ipt_otp_no* atddr_no* dr_name* ' +
          'dept_code* dept_name* caty*',
      ),
    ],
    [node('data', '挂号结果', 'mdtrt_id* psn_no* ipt_otp_no*')],
  ),
  deal('2202', '门诊挂号撤销', [node('data', '挂号撤销信息', 'psn_no* mdtrt_id* ipt_otp_no*')], []),
  deal(
    '2203',
    '门诊就诊信息上传',
    [
      node(
        'mdtrtinfo',
        '就诊信息',
        'mdtrt_id* psn_no* med_type* begntime* main_cond_dscr dise_codg dise_name birctrl_type ' +
          'birctrl_matn_date matn_type geso_val',
      ),
      list(
        'diseinfo',
        '诊断信息',
        'diag_type* diag_srt_no* diag_code* diag_name* diag_dept* dise_dor_no* dise_dor_name* diag_time* vali_flag*',
      ),
    ],
    [],
  ),
  deal(
    '2204',
    '门诊费用明细信息上传',
    [
      list(
        'feedetail',
        '费用明细',
        'feedetl_sn* mdtrt_id* psn_no* chrg_bchno* dise_codg rxno rx_circ_flag* fee_ocur_time* med_list_codg* ' +
          'medins_list_codg* det_item_fee_sumamt* cnt* pric* sin_dos_dscr used_frqu_dscr prd_days medc_way_dscr ' +
          'bilg_dept_codg* bilg_dept_name* bilg_dr_codg* bilg_dr_name* acord_dept_codg acord_dept_name ' +
          'orders_dr_code orders_dr_name hosp_appr_flag* tcmdrug_used_way etip_flag etip_hosp_code ' +
          'dscg_tkdrug_flag matn_fee_flag exp_content',
      ),
    ],
    [list('result', '费用明细上传结果', FEE_RESULT)],
  ),
  deal('2205', '门诊费用明细信息撤销', [node('data', '明细撤销信息', 'mdtrt_id* chrg_bchno* psn_no*')], []),
  deal('2206', '门诊预结算', [node('data', '预结算信息', SETTLE_IN)], [setlinfo(false), setldetail()]),
  deal(
    '2207',
    '门诊结算',
    [
      node(
        'data',
        '结算信息',
        SETTLE_IN,
        'invono fulamt_ownpay_amt overlmt_selfpay preselfpay_amt inscp_scp_amt',
      ),
    ],
    [setlinfo(), setldetail()],
  ),
  deal(
    '2208',
    '门诊结算撤销',
    [node('data', '结算撤销信息', 'setl_id* mdtrt_id* psn_no*')],
    [cancelSetlinfo(), setldetail()],
  ),
];
