/** Queries 5201–5206 (domain §11; names from one source). */
import { deal } from '../../../schemas/dealDsl';
import { list, node, props } from './fields';
import { setldetail, setlinfo } from './shared';

const FEE_ROW =
  'feedetl_sn mdtrt_id setl_id fee_ocur_time med_list_codg medins_list_codg det_item_fee_sumamt cnt pric ' +
  'chrgitm_lv med_chrgitm_type bilg_dept_name bilg_dr_name';

const setlinfoWithRefund = () => {
  const base = setlinfo();
  return { ...base, properties: [...base.properties, ...props('refd_setl_flag')] };
};

export const QUERY_DEALS = [
  deal(
    '5201',
    '就诊信息查询',
    [node('data', '查询条件', 'psn_no* begntime* endtime* med_type* mdtrt_id')],
    [
      list(
        'mdtrtinfo',
        '就诊信息',
        'mdtrt_id psn_no fixmedins_code fixmedins_name begntime endtime med_type ipt_otp_no insutype dise_name',
      ),
    ],
  ),
  deal(
    '5202',
    '诊断信息查询',
    [node('data', '查询条件', 'mdtrt_id* psn_no*')],
    [
      list(
        'diseinfo',
        '诊断信息',
        'diag_type diag_srt_no diag_code diag_name diag_dept dise_dor_no dise_dor_name diag_time',
      ),
    ],
  ),
  deal(
    '5203',
    '结算信息查询',
    [node('data', '查询条件', 'psn_no* setl_id* mdtrt_id')],
    [setlinfoWithRefund(), setldetail()],
  ),
  deal(
    '5204',
    '费用明细查询',
    [node('data', '查询条件', 'psn_no* setl_id mdtrt_id*')],
    [list('feedetail', '费用明细', FEE_ROW)],
  ),
  deal(
    '5205',
    '人员慢特病用药记录查询',
    [node('data', '查询条件', 'psn_no* begntime* endtime')],
    [list('feedetail', '用药记录', `fixmedins_code fixmedins_name ${FEE_ROW}`)],
  ),
  deal(
    '5206',
    '人员累计信息查询',
    [node('data', '查询条件', 'psn_no* cum_ym')],
    [list('cuminfo', '累计信息', 'insutype year cum_ym cum_type_code cum')],
  ),
];
