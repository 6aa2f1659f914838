/**
 * The institution's security-code applications: the query, a new application, its edit, withdraw and
 * reset; the rows the lists answer, and the divisions of the area cascader.
 */
import { versionProperty } from './common';
import { ref } from './ref';
import { listPage } from './common';
import { SecSignupBody } from './forms';
import {
  applicationFields,
  APPROVAL_STATUSES,
  HIS_CODES,
  HIS_PRD,
  ID,
  OLD_ORG_CODE_MESSAGE,
  optional,
  ORG_LEVEL,
  PROD_FLAGS,
  text,
} from './secFields';

const STATUS = { type: 'string', title: '审批状态', oneOf: APPROVAL_STATUSES } as const;

/** Institution query (安全码申请与查询, POST /secCodes/query): page, orgCode (required), orgName. */
export const SecCodesQueryBody = {
  $id: 'SecCodesQueryBody',
  type: 'object',
  title: '安全码申请查询',
  properties: {
    page: listPage,
    orgCode: { ...text('机构编码', '请输入机构编码', 30) },
    orgName: optional('机构名称'),
  },
  required: ['orgCode'],
  additionalProperties: false,
  errorMessage: { required: { orgCode: '请输入机构编码' } },
} as const;

/**
 * Shown in the application dialog, derived from the product type; the server derives them itself and
 * ignores what is sent.
 */
const derivedShown = {
  hisCode: { type: 'string', title: '开发商编码', enum: HIS_CODES, readOnly: true },
  prodFlag: { type: 'string', title: '产品标志', oneOf: PROD_FLAGS, readOnly: true },
  userNum: { type: 'integer', title: '用户数', readOnly: true, default: 255 },
} as const;

/** A new application (PUT /sec/apply): the public signup's fields, plus the national level. */
export const SecApplyBody = {
  $id: 'SecApplyBody',
  type: 'object',
  title: '安全码申请',
  properties: {
    ...SecSignupBody.properties,
    orgLevelCode: ORG_LEVEL,
    ...derivedShown,
  },
  required: SecSignupBody.required,
  additionalProperties: false,
  errorMessage: SecSignupBody.errorMessage,
} as const;

/** The institution's application dialog (编辑 resubmits with POST /sec/apply). */
export const SecApplyEdit = {
  $id: 'SecApplyEdit',
  type: 'object',
  title: '修改安全码申请',
  properties: {
    id: ID,
    orgCode: { type: 'string', title: '机构编码', readOnly: true },
    orgName: { type: 'string', title: '机构名称', readOnly: true },
    hisName: applicationFields.hisName,
    hisPrd: HIS_PRD,
    orgLevelCode: ORG_LEVEL,
    oldOrgCode: applicationFields.oldOrgCode,
    conerName: applicationFields.conerName,
    tel: applicationFields.tel,
    ...derivedShown,
    version: versionProperty,
  },
  required: ['id', 'version', 'hisName', 'hisPrd', 'orgLevelCode', 'oldOrgCode', 'tel'],
  additionalProperties: false,
  errorMessage: {
    required: {
      hisName: '请输入开发商名称',
      hisPrd: '请选择产品类型',
      orgLevelCode: '请选择国家机构等级',
      oldOrgCode: OLD_ORG_CODE_MESSAGE,
      tel: '请输入联系电话',
    },
  },
} as const;

/** The institution's withdraw (退回) or reset (重置) of an application (POST /sec/apply/update). */
export const SecApplyUpdate = {
  $id: 'SecApplyUpdate',
  type: 'object',
  title: '退回或重置安全码申请',
  properties: {
    id: ID,
    op: {
      type: 'string',
      title: '操作',
      description: 'withdraw 退回，reset 重置',
      enum: ['withdraw', 'reset'],
    },
    version: versionProperty,
  },
  required: ['id', 'op', 'version'],
  additionalProperties: false,
} as const;

/** An application row as the lists answer it. */
export const SecRow = {
  $id: 'SecRow',
  type: 'object',
  properties: {
    id: { type: 'integer', title: '申请编号' },
    orgCode: { type: 'string', title: '机构编码' },
    orgName: { type: 'string', title: '机构名称' },
    hisName: { type: 'string', title: '开发商名称' },
    hisCode: { type: 'string', title: '开发商编码' },
    chainSign: { type: 'string', title: '是否连锁' },
    headOffice: { type: 'string', title: '总部名称' },
    hisPrd: HIS_PRD,
    expiration: { type: ['string', 'null'], title: '有效期' },
    userNum: { type: 'integer', title: '用户数' },
    orgInsType: { type: 'string', title: '国家机构类型' },
    orgInsTypeCode: { type: 'string', title: '国家机构类型编码' },
    orgLevel: { type: 'string', title: '国家机构等级' },
    orgLevelCode: { type: 'string', title: '国家机构等级编码' },
    address: { type: 'string', title: '地址' },
    province: { type: 'string', title: '省份' },
    city: { type: 'string', title: '城市' },
    areaCode: { type: 'string', title: '区划' },
    oldOrgCode: { type: 'string', title: '原定点编号' },
    prodFlag: { type: 'string', title: '产品标志' },
    conerName: { type: 'string', title: '联系人' },
    tel: { type: 'string', title: '联系电话' },
    secretCode: { type: ['string', 'null'], title: '安全码' },
    ak: { type: ['string', 'null'], title: 'AK' },
    appyDate: { type: 'string', title: '申请时间' },
    status: STATUS,
    ifValid: {
      type: 'string',
      title: '是否有效',
      oneOf: [
        { const: '1', title: '有效' },
        { const: '0', title: '无效' },
      ],
    },
    memo: { type: 'string', title: '备注' },
    version: { type: 'integer', title: '版本号' },
  },
} as const;

export const SecPage = {
  $id: 'SecPage',
  type: 'object',
  properties: {
    records: { type: 'array', items: ref(SecRow) },
    total: { type: 'integer' },
    pageSize: { type: 'integer' },
    pageNumber: { type: 'integer' },
  },
} as const;

/** A province → prefecture tree of GB/T 2260 divisions (the cascader's options). */
export const Division = {
  $id: 'Division',
  type: 'object',
  properties: {
    value: { type: 'string', title: '区划代码' },
    label: { type: 'string', title: '名称' },
    children: { type: 'array', items: { type: 'object' } },
  },
} as const;
