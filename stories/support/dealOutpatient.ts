import { code, dateTime, deal, node, text, Y } from './dealBuilders';
import { dealCodes as c } from './dealCodes';

const amount = (name: string, comment: string) => text(name, comment, 16);

/** 2207 门诊结算 (domain §4). */
export const deal2207 = deal(
  '2207',
  '门诊结算',
  [
    node('data', '门诊结算信息', [
      text('psn_no', '人员编号', 30, Y),
      code('mdtrt_cert_type', '就诊凭证类型', c.mdtrt_cert_type, 3, Y),
      text('mdtrt_cert_no', '就诊凭证编号', 50, Y),
      code('med_type', '医疗类别', c.med_type, 6, Y),
      text('medfee_sumamt', '医疗费总额', 16, Y),
      code('psn_setlway', '个人结算方式', c.psn_setlway, 6, Y),
      text('mdtrt_id', '就诊ID', 30, Y),
      text('chrg_bchno', '收费批次号', 30, Y),
      code('insutype', '险种类型', c.insutype, 6, Y),
      code('acct_used_flag', '个人账户使用标志', c.yesNo, 1, Y),
      text('invono', '发票号', 20),
      amount('fulamt_ownpay_amt', '全自费金额'),
      amount('overlmt_selfpay', '超限价自费费用'),
      amount('preselfpay_amt', '先行自付金额'),
      amount('inscp_scp_amt', '符合政策范围金额'),
    ]),
  ],
  [
    node('setlinfo', '结算信息', [
      text('mdtrt_id', '就诊ID', 30),
      text('setl_id', '结算ID', 30),
      text('psn_no', '人员编号', 30),
      text('psn_name', '人员姓名', 50),
      code('gend', '性别', c.gend),
      code('insutype', '险种类型', c.insutype),
      dateTime('setl_time', '结算时间'),
      code('med_type', '医疗类别', c.med_type),
      amount('medfee_sumamt', '医疗费总额'),
      amount('fulamt_ownpay_amt', '全自费金额'),
      amount('inscp_scp_amt', '符合政策范围金额'),
      amount('act_pay_dedc', '实际支付起付线'),
      amount('hifp_pay', '基本医疗保险统筹基金支出'),
      text('pool_prop_selfpay', '基本医疗保险统筹基金支付比例', 5),
      amount('fund_pay_sumamt', '基金支付总额'),
      amount('psn_part_amt', '个人负担总金额'),
      amount('acct_pay', '个人账户支出'),
      amount('psn_cash_pay', '个人现金支出'),
      amount('balc', '余额'),
      text('medins_setl_id', '医药机构结算ID', 30),
      text('clr_optins', '清算经办机构', 6),
      code('clr_type', '清算类别', c.clr_type),
    ]),
    node(
      'setldetail',
      '结算基金分项信息',
      [
        code('fund_pay_type', '基金支付类型', c.fund_pay_type),
        amount('inscp_scp_amt', '符合政策范围金额'),
        amount('crt_payb_lmt_amt', '本次可支付限额金额'),
        amount('fund_payamt', '基金支付金额'),
        text('fund_pay_type_name', '基金支付类型名称', 200),
        text('setl_proc_info', '结算过程信息', 4000),
      ],
      true,
    ),
  ],
);
