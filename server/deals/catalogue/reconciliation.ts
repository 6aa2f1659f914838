/** 3201 对总账, 3202 对明细账 (domain §8). */
import { REFD_INCLUDE } from './codes';
import { deal, prop, s } from '../../../schemas/dealDsl';
import { node } from './fields';

const refdInclude = prop('refd_setl_flag', s('退费结算标志', 3, REFD_INCLUDE));

export const RECONCILIATION_DEALS = [
  deal(
    '3201',
    '医药机构费用结算对总账',
    [
      node(
        'data',
        '对总账信息',
        'insutype* clr_type* setl_optins* stmt_begndate* stmt_enddate* medfee_sumamt* fund_pay_sumamt* ' +
          'acct_pay* fixmedins_setl_cnt*',
        refdInclude,
      ),
    ],
    [node('stmtinfo', '对总账结果', 'setl_optins stmt_rslt* stmt_rslt_dscr')],
  ),
  deal(
    '3202',
    '医药机构费用结算对明细账',
    [
      node(
        'data',
        '对明细账信息',
        'setl_optins* file_qury_no* stmt_begndate* stmt_enddate* medfee_sumamt* fund_pay_sumamt* cash_payamt* ' +
          'fixmedins_setl_cnt* clr_type',
        refdInclude,
      ),
    ],
    [node('fileinfo', '对明细账结果文件', 'file_qury_no* filename* dld_endtime*')],
  ),
];
