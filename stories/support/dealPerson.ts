import { code, date, dateTime, deal, node, text, Y } from './dealBuilders';
import { dealCodes as c } from './dealCodes';

/** 1101 人员信息获取 (domain §3). */
export const deal1101 = deal(
  '1101',
  '人员信息获取',
  [
    node('data', '人员信息查询条件', [
      code('mdtrt_cert_type', '就诊凭证类型', c.mdtrt_cert_type, 3, Y),
      text('mdtrt_cert_no', '就诊凭证编号', 50, Y),
      text('card_sn', '卡识别码', 32),
      dateTime('begntime', '开始时间'),
      code('psn_cert_type', '人员证件类型', c.psn_cert_type, 6),
      text('certno', '证件号码', 50),
      text('psn_name', '人员姓名', 50),
    ]),
  ],
  [
    node('baseinfo', '基本信息', [
      text('psn_no', '人员编号', 30),
      code('psn_cert_type', '人员证件类型', c.psn_cert_type),
      text('certno', '证件号码', 50),
      text('psn_name', '人员姓名', 50),
      code('gend', '性别', c.gend),
      text('naty', '民族', 3),
      date('brdy', '出生日期'),
      text('age', '年龄', 4),
      text('exp_content', '字段扩展', 4000),
    ]),
    node(
      'insuinfo',
      '参保信息',
      [
        text('balc', '余额', 16),
        code('insutype', '险种类型', c.insutype),
        text('psn_type', '人员类别', 6),
        text('psn_insu_stas', '人员参保状态', 6),
        date('psn_insu_date', '个人参保日期'),
        date('paus_insu_date', '暂停参保日期'),
        code('cvlserv_flag', '公务员标志', c.yesNo, 3),
        text('insuplc_admdvs', '参保地医保区划', 6),
        text('emp_name', '单位名称', 200),
      ],
      true,
    ),
    node(
      'idetinfo',
      '身份信息',
      [
        text('psn_idet_type', '人员身份类别', 3),
        text('psn_type_lv', '人员类别等级', 3),
        text('memo', '备注', 500),
        dateTime('begntime', '开始时间'),
        dateTime('endtime', '结束时间'),
      ],
      true,
    ),
  ],
);
