import { code, date, deal, node, text, Y } from './dealBuilders';
import { dealCodes as c } from './dealCodes';

/** 3201 医药机构费用结算对总账 (domain §8). */
export const deal3201 = deal(
  '3201',
  '医药机构费用结算对总账',
  [
    node('data', '对总账信息', [
      code('insutype', '险种', c.insutype, 6, Y),
      code('clr_type', '清算类别', c.clr_type, 6, Y),
      text('setl_optins', '结算经办机构', 6, Y),
      date('stmt_begndate', '对账开始日期', Y),
      date('stmt_enddate', '对账结束日期', Y),
      text('medfee_sumamt', '医疗费总额', 16, Y),
      text('fund_pay_sumamt', '基金支付总额', 16, Y),
      text('acct_pay', '个人账户支付金额', 16, Y),
      text('fixmedins_setl_cnt', '定点医药机构结算笔数', 10, Y),
      code('refd_setl_flag', '退费结算标志', c.refd_setl_flag, 1),
    ]),
  ],
  [
    node('stmtinfo', '对总账结果', [
      text('setl_optins', '结算经办机构', 6),
      code('stmt_rslt', '对账结果', c.stmt_rslt),
      text('stmt_rslt_dscr', '对账结果说明', 200),
    ]),
  ],
);

/** 9102 文件下载 (domain §9): answers a zip (a file URL in the console), no JSON output. */
export const deal9102 = deal(
  '9102',
  '文件下载',
  [
    node('fsDownloadIn', '文件下载信息', [
      text('file_qury_no', '文件查询号', 30, Y),
      text('filename', '文件名称', 200, Y),
      text('fixmedins_code', '定点医药机构编号', 30, Y),
    ]),
  ],
  [],
  'DOWNLOAD',
);

/** 1301 西药中成药目录下载 (domain §10): `ver` is filled from querymaxver. */
export const deal1301 = deal(
  '1301',
  '西药中成药目录下载',
  [node('data', '目录版本信息', [text('ver', '版本号', 20, Y)])],
  [
    node('data', '文件信息', [
      text('file_qury_no', '文件查询号', 40),
      text('filename', '文件名称', 100),
      date('dld_end_time', '下载截止时间'),
      text('data_cnt', '数据量', 10),
    ]),
  ],
  'DOWNLOAD',
);
