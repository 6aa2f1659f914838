/** 1101 人员信息获取 (domain §3). */
import { deal } from '../../../schemas/dealDsl';
import { list, node } from './fields';

export const PERSON_DEALS = [
  deal(
    '1101',
    '人员信息获取',
    [
      node(
        'data',
        '人员查询条件',
        'mdtrt_cert_type* mdtrt_cert_no* card_sn begntime psn_cert_type certno psn_name',
      ),
    ],
    [
      node(
        'baseinfo',
        '基本信息',
        'psn_no* psn_cert_type* certno* psn_name* gend* naty brdy age* exp_content',
      ),
      list(
        'insuinfo',
        '参保信息',
        'balc* insutype* psn_type* psn_insu_stas psn_insu_date paus_insu_date cvlserv_flag* insuplc_admdvs* emp_name',
      ),
      list('idetinfo', '身份信息', 'psn_idet_type* psn_type_lv memo begntime* endtime'),
    ],
  ),
];
