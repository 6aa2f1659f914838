/** Inpatient fees and settlement 2301–2305 (domain §5). */
import { deal } from '../../../schemas/dealDsl';
import { list, node } from './fields';
import { cancelSetlinfo, FEE_RESULT, setldetail, setlinfo } from './shared';

const SETTLE_IN =
  'psn_no* mdtrt_cert_type* mdtrt_cert_no* medfee_sumamt* psn_setlway* mdtrt_id* insutype* acct_used_flag ' +
  'invono mid_setl_flag* fulamt_ownpay_amt overlmt_selfpay preselfpay_amt inscp_scp_amt dscg_time exp_content';

export const INPATIENT_DEALS = [
  deal(
    '2301',
    '住院费用明细上传',
    [
      list(
        'feedetail',
        '费用明细',
        'feedetl_sn* init_feedetl_sn mdtrt_id* drord_no psn_no* med_type* fee_ocur_time* med_list_codg* ' +
          'medins_list_codg* det_item_fee_sumamt* cnt* pric* bilg_dept_codg* bilg_dept_name* bilg_dr_codg* ' +
          'bilg_dr_name* acord_dept_codg acord_dept_name orders_dr_code orders_dr_name hosp_appr_flag ' +
          'tcmdrug_used_way etip_flag etip_hosp_code dscg_tkdrug_flag matn_fee_flag memo exp_content',
      ),
    ],
    [list('result', '费用明细上传结果', FEE_RESULT)],
  ),
  deal('2302', '住院费用明细撤销', [node('data', '明细撤销信息', 'feedetl_sn* mdtrt_id* psn_no*')], []),
  deal('2303', '住院预结算', [node('data', '预结算信息', SETTLE_IN)], [setlinfo(false), setldetail()]),
  deal('2304', '住院结算', [node('data', '结算信息', SETTLE_IN)], [setlinfo(), setldetail()]),
  deal(
    '2305',
    '住院结算撤销',
    [node('data', '结算撤销信息', 'mdtrt_id* setl_id* psn_no*')],
    [cancelSetlinfo('hifdm_pay'), setldetail()],
  ),
];
