/**
 * The base-info dictionaries: every list as `[{value, name}]`, from the national code lists (domain §12) and
 * the platform's own.
 */
import { FIXMEDINS_TYPES, PRODUCT_TYPES } from '../../../schemas/secFields';
import { CLR_TYPE, INSUTYPE, MED_TYPE, SETL_OPTINS, STMT_RSLT } from '../../deals/catalogue/codes';

type Pairs = readonly (readonly [string, string])[];

/** The codes and names of a schema's `oneOf` list. */
const pairsOf = (options: readonly { const: string; title: string }[]): Pairs =>
  options.map((o) => [o.const, o.title] as const);

/** 退费结算标志 as the console shows it: '0' 否, otherwise 是. */
const REFD_SETL_FLAG: Pairs = [
  ['0', '否'],
  ['1', '是'],
];
/** 冲正状态: default options. */
const RUSH_STATUS: Pairs = [
  ['0', '未冲正'],
  ['1', '已冲正'],
];
/** 医药产品类别: the platform's product types (an application's 产品类型). */
const MED_PRD_CATEGORY = pairsOf(PRODUCT_TYPES);
/** 医院等级 (national hosp_lv). */
const HOSP_LV: Pairs = [
  ['01', '三级特等'],
  ['02', '三级甲等'],
  ['03', '三级乙等'],
  ['04', '三级丙等'],
  ['05', '二级甲等'],
  ['06', '二级乙等'],
  ['07', '二级丙等'],
  ['08', '一级甲等'],
  ['09', '一级乙等'],
  ['10', '一级丙等'],
  ['11', '无等级'],
];
/** 定点医药机构类型 (the institution info's fixmedinsType). */
const FIXMEDINS_TYPE = pairsOf(FIXMEDINS_TYPES);

const LISTS = {
  setl_optins: SETL_OPTINS,
  rush_status: RUSH_STATUS,
  med_type: MED_TYPE,
  clr_type: CLR_TYPE,
  insutype: INSUTYPE,
  stmt_rslt: STMT_RSLT,
  refd_setl_flag: REFD_SETL_FLAG,
  med_prd_category: MED_PRD_CATEGORY,
  hosp_lv: HOSP_LV,
  fixmedins_type: FIXMEDINS_TYPE,
} as const satisfies Record<string, Pairs>;

export type BaseInfoName = keyof typeof LISTS;
export const BASE_INFO_NAMES = Object.keys(LISTS) as BaseInfoName[];

export type BaseInfo = Record<BaseInfoName, { value: string; name: string }[]>;

/** Every list, built once. */
export const BASE_INFO: BaseInfo = Object.fromEntries(
  Object.entries(LISTS).map(([k, pairs]) => [k, pairs.map(([value, name]) => ({ value, name }))]),
) as BaseInfo;

/** The codes of one list (for checking a request's code against it). */
export const codesOf = (name: BaseInfoName): string[] => BASE_INFO[name].map((e) => e.value);
