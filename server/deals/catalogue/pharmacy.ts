/** Pharmacy 2101–2103 (domain §6: names from one source; nodes `data` and `drugdetail`). */
import { deal } from '../../../schemas/dealDsl';
import { list, node } from './fields';
import { cancelSetlinfo, FEE_RESULT, setldetail, setlinfo } from './shared';

const drugInfo = (withInvoice: boolean) =>
  node(
    'data',
    '购药信息',
    'psn_no* mdtrt_cert_type* mdtrt_cert_no* begntime* medfee_sumamt*',
    withInvoice ? 'invono' : '',
    'insutype* dise_codg dise_name acct_used_flag* med_type* exp_content',
  );

const drugDetail = () =>
  list(
    'drugdetail',
    '药品明细',
    'feedetl_sn* rxno rx_circ_flag* fee_ocur_time* med_list_codg* medins_list_codg* det_item_fee_sumamt* cnt* ' +
      'pric* sin_dos_dscr used_frqu_dscr prd_days medc_way_dscr bilg_dr_codg bilg_dr_name tcmdrug_used_way',
  );

export const PHARMACY_DEALS = [
  deal(
    '2101',
    '药店预结算',
    [drugInfo(false), drugDetail()],
    [setlinfo(false), setldetail(), list('detlcutinfo', '明细分割信息', FEE_RESULT)],
  ),
  deal(
    '2102',
    '药店结算',
    [drugInfo(true), drugDetail()],
    [setlinfo(), setldetail(), list('detlcutinfo', '明细分割信息', FEE_RESULT)],
  ),
  deal(
    '2103',
    '药店结算撤销',
    [node('data', '结算撤销信息', 'setl_id* mdtrt_id* psn_no* exp_content')],
    [cancelSetlinfo(), setldetail()],
  ),
];
