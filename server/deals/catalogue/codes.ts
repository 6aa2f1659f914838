/** Code lists of the national interface (domain §12), as `[value, name]` pairs in their official order. */
import type { Codes } from '../../../schemas/dealDsl';

/** `value:name` pairs separated by white space (names hold no spaces). */
const codes = (text: string): Codes =>
  text
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const i = pair.indexOf(':');
      return [pair.slice(0, i), pair.slice(i + 1)] as const;
    });

export const INSUTYPE = codes(`
  310:职工基本医疗保险 320:公务员医疗补助 330:大额医疗费用补助 340:离休人员医疗保障 350:一至六级残废军人医疗补助 360:老红军医疗保障 370:企业补充医疗保险
  380:新型农村合作医疗 390:城乡居民基本医疗保险 391:城镇居民基本医疗保险 392:城乡居民大病医疗保险 399:其他特殊人员医疗保障 410:长期照护保险 510:生育保险
`);

export const CLR_TYPE = codes(`
  11:门诊 21:住院 41:药店购药 99:其他
`);

export const MED_TYPE = codes(`
  11:普通门诊 12:门诊挂号 13:急诊 14:门诊慢特病 15:特药 16:中医特色门诊 21:普通住院 22:外伤住院 23:转外诊治住院 24:急诊转住院 25:异地住院
  26:单病种住院 27:自主就医 28:日间手术 29:起付线治疗 41:定点药店购药 51:生育门诊 52:生育住院 5212:生育新生儿费用 61:照护保险 81:意外伤害门诊
  9107:体检
`);

export const MDTRT_CERT_TYPE = codes(`
  01:医保电子凭证 02:居民身份证 03:社会保障卡
`);

export const PSN_CERT_TYPE = codes(`
  01:居民身份证（户口簿） 02:解放军军官证 03:武警警官证 04:香港特区护照/港澳通行证 05:澳门特区护照/港澳通行证 06:台湾居民来往大陆通行证 07:外国人永久居留证
  08:外国人护照 09:残疾人证 10:军烈属证明 11:外国人就业证 12:外国专家证 13:外国人常驻记者证 14:台港澳人员就业证 15:回国（来华）定居专家证 16:中国护照
  17:港澳台居民居住证 90:社会保障卡 99:其他身份证件
`);

export const PSN_SETLWAY = codes(`
  01:按项目结算 02:按定额结算
`);

/** acct_used_flag, mid_setl_flag and the other 0/1 flags. */
export const YES_NO = codes(`
  0:否 1:是
`);

export const OPTER_TYPE = codes(`
  1:经办人 2:自助终端 3:移动终端
`);

export const DSCG_WAY = codes(`
  1:医嘱离院 2:医嘱转院 3:医嘱转社区卫生服务机构 4:非医嘱离院 5:死亡 9:其他
`);

export const DIAG_TYPE = codes(`
  1:西医诊断 2:中医主病诊断 3:中医主证诊断
`);

export const LIST_TYPE = codes(`
  101:西药中成药 102:中药饮片 103:自制剂 104:民族药 201:医疗服务项目 301:医用耗材
`);

export const HOSP_APPR_FLAG = codes(`
  0:无须审批 1:审批通过 2:审批不通过
`);

export const TCMDRUG_USED_WAY = codes(`
  1:复方 2:单方
`);

export const STMT_RSLT = codes(`
  0:平 1:不平
`);

export const STMT_RSLT_DETAIL = codes(`
  0:对平 1:中心多 2:医药机构多 3:数据不一致
`);

export const REFD_SETL_FLAG = codes(`
  0:正常 1:退费
`);

export const GEND = codes(`
  1:男 2:女 0:未知 9:未说明
`);

export const FUND_PAY_TYPE = codes(`
  310100:统筹基金 310200:城镇职工基本医疗保险个人账户基金
`);

/** Setl_optins / admdvs: the institutions of this platform's area (default 210100). */
export const SETL_OPTINS = codes(`
  210100:沈阳市医疗保障事务服务中心 210199:沈阳市本级
`);

export const PSN_TYPE = codes(`
  11:在职 12:退休 13:离休 21:城乡居民 22:学生儿童
`);

/** Charge item level (chrgitm_lv). */
export const CHRGITM_LV = codes(`
  01:甲类 02:乙类 03:丙类
`);

export const MED_CHRGITM_TYPE = codes(`
  01:床位费 02:诊察费 03:检查费 04:化验费 05:治疗费 06:手术费 07:护理费 08:卫生材料费 09:西药费 10:中药饮片费 11:中成药费 12:一般诊疗费
  13:挂号费 14:其他费
`);

export const PSN_INSU_STAS = codes(`
  1:正常参保 2:暂停参保 4:终止参保
`);

/** Clinical departments (科别), the most common entries. */
export const CATY = codes(`
  A03:内科 A04:外科 A05:妇产科 A07:儿科 A10:眼科 A11:耳鼻咽喉科 A12:口腔科 A13:皮肤科 A50:中医科
`);

/** Original deals 2601 can reverse (domain §7). */
export const REVERSIBLE_DEALS = codes(`
  2102:药店结算 2103:药店结算撤销 2207:门诊结算 2208:门诊结算撤销 2304:住院结算 2305:住院结算撤销 2401:入院办理
`);

/** refd_setl_flag of 3201/3202: whether refunds are included in the totals. */
export const REFD_INCLUDE = codes(`
  1:包含退费 0:不包含退费
`);
