/**
 * The fields of a security-code application, written once for the public signup, the institution's
 * application and edit, the operator's approval and the lists; also the product types and the
 * institution types, which the app testers, user info, the base-info lists and the security-code
 * workbook read too.
 */
import { MOBILE_MESSAGE, MOBILE_PATTERN } from './patterns';

/** A required text: not blank, at most `max` characters. */
export const text = (title: string, message: string, max = 200) =>
  ({ type: 'string', title, minLength: 1, maxLength: max, pattern: '\\S', errorMessage: message }) as const;
/** An optional text of at most `max` characters. */
export const optional = (title: string, max = 200) => ({ type: 'string', title, maxLength: max }) as const;

/** The product types (产品类型) of an application, also the apps of an app tester. */
export const PRODUCT_TYPES = [
  { const: '11', title: '云医院' },
  { const: '21', title: '云药房' },
  { const: '00', title: '其他' },
] as const;

/** An application's approval status (审批状态): the lists' column and the export workbook's. */
export const APPROVAL_STATUSES = [
  { const: '0', title: '待审核' },
  { const: '2', title: '已审核待下发' },
  { const: '1', title: '已下发安全码' },
  { const: '4', title: '批量审核' },
] as const;

export const HIS_PRD = {
  type: 'string',
  title: '产品类型',
  oneOf: PRODUCT_TYPES,
  errorMessage: '请选择产品类型',
} as const;

/** National institution level (国家定点机构等级). */
export const ORG_LEVEL = {
  type: 'string',
  title: '国家机构等级',
  oneOf: [
    { const: '01', title: '三级' },
    { const: '02', title: '二级' },
    { const: '03', title: '一级' },
    { const: '09', title: '未定级' },
  ],
  errorMessage: '请选择国家机构等级',
} as const;

/** 定点医药机构类型: an approval's national institution type, the type in user info, the base-info list. */
export const FIXMEDINS_TYPES = [
  { const: '1', title: '定点医疗机构' },
  { const: '2', title: '定点零售药店' },
] as const;

export const ORG_INS_TYPE = {
  type: 'string',
  title: '国家机构类型',
  oneOf: FIXMEDINS_TYPES,
  errorMessage: '请选择国家机构类型',
} as const;

/** The developers (开发商编码) of the products. */
export const HIS_CODES = ['NEU', 'NET'] as const;

/** 产品标志: a third-party or an own product. */
export const PROD_FLAGS = [
  { const: '0', title: '第三方产品' },
  { const: '1', title: '自有产品' },
] as const;

export const ID = { type: 'integer', title: '申请编号', minimum: 1 } as const;

/** Original designated code: letters and digits. */
export const OLD_ORG_CODE_PATTERN = '^[0-9A-Za-z]{1,30}$';
export const OLD_ORG_CODE_MESSAGE = '请输入原定点编号';

/** The fields an institution fills in for an application. */
export const applicationFields = {
  orgName: text('机构名称', '请输入机构名称'),
  hisName: text('开发商名称', '请输入开发商名称'),
  conerName: text('联系人', '请输入联系人', 50),
  tel: { type: 'string', title: '联系电话', pattern: MOBILE_PATTERN, errorMessage: MOBILE_MESSAGE },
  oldOrgCode: {
    type: 'string',
    title: '原定点编号',
    pattern: OLD_ORG_CODE_PATTERN,
    errorMessage: OLD_ORG_CODE_MESSAGE,
  },
} as const;
