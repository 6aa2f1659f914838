/**
 * Security codes and bill-submission operation codes (spec 001 §3, §5, §7): request bodies shared by the
 * console's forms and the server, and the rows the lists answer.
 */
import { listPage } from './common';
import { SecSignupBody, OLD_ORG_CODE_MESSAGE, OLD_ORG_CODE_PATTERN } from './forms';
import { MOBILE_MESSAGE, MOBILE_PATTERN } from './patterns';

const text = (title: string, message: string, max = 200) =>
  ({ type: 'string', title, minLength: 1, maxLength: max, pattern: '\\S', errorMessage: message }) as const;
const optional = (title: string, max = 200) => ({ type: 'string', title, maxLength: max }) as const;
const HIS_PRD = {
  type: 'string',
  title: '产品类型',
  oneOf: [
    { const: '11', title: '云医院' },
    { const: '21', title: '云药房' },
    { const: '00', title: '其他' },
  ],
  errorMessage: '请选择产品类型',
} as const;
/** National institution level (国家定点机构等级). */
const ORG_LEVEL = {
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
const ORG_INS_TYPE = {
  type: 'string',
  title: '国家机构类型',
  oneOf: [
    { const: '1', title: '定点医疗机构' },
    { const: '2', title: '定点零售药店' },
  ],
  errorMessage: '请选择国家机构类型',
} as const;
const ID = { type: 'integer', title: '申请编号', minimum: 1 } as const;
const STATUS = {
  type: 'string',
  title: '审批状态',
  oneOf: [
    { const: '0', title: '待审核' },
    { const: '2', title: '已审核待下发' },
    { const: '1', title: '已下发安全码' },
    { const: '4', title: '批量审核' },
  ],
} as const;

/** Operator list filters (安全码审批): page {size, current}, orgCode, orgName, hisPrd, areaCode, status. */
export const SecListBody = {
  $id: 'SecListBody',
  type: 'object',
  title: '安全码审批查询',
  properties: {
    page: listPage,
    orgCode: optional('机构编码', 30),
    orgName: optional('机构名称'),
    hisPrd: { type: 'string', title: '产品类型', enum: ['', '11', '21', '00'] },
    areaCode: { type: 'string', title: '区划', pattern: '^(\\d{2}|\\d{4})?$' },
    status: { type: 'string', title: '审批状态', enum: ['', '0', '1', '2', '4'] },
  },
  additionalProperties: false,
} as const;

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
 * Shown in the application dialog, derived from the product type (spec 001 §9); the server derives them
 * itself and ignores what is sent.
 */
const derivedShown = {
  hisCode: { type: 'string', title: '开发商编码', enum: ['NEU', 'NET'], readOnly: true },
  prodFlag: {
    type: 'string',
    title: '产品标志',
    oneOf: [
      { const: '0', title: '第三方产品' },
      { const: '1', title: '自有产品' },
    ],
    readOnly: true,
  },
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
    hisName: text('开发商名称', '请输入开发商名称'),
    hisPrd: HIS_PRD,
    orgLevelCode: ORG_LEVEL,
    oldOrgCode: {
      type: 'string',
      title: '原定点编号',
      pattern: OLD_ORG_CODE_PATTERN,
      errorMessage: OLD_ORG_CODE_MESSAGE,
    },
    conerName: text('联系人', '请输入联系人', 50),
    tel: { type: 'string', title: '联系电话', pattern: MOBILE_PATTERN, errorMessage: MOBILE_MESSAGE },
    ...derivedShown,
  },
  required: ['id', 'hisName', 'hisPrd', 'orgLevelCode', 'oldOrgCode', 'tel'],
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
  },
  required: ['id', 'op'],
  additionalProperties: false,
} as const;

const approvalRequired = {
  orgCode: '请输入机构编码',
  orgName: '请输入机构名称',
  hisName: '请输入开发商名称',
  hisCode: '请选择开发商编码',
  expiration: '请输入有效期',
  chainSign: '请选择是否连锁',
  hisPrd: '请选择产品类型',
  userNum: '请输入用户数',
  address: '请输入地址',
  areaCode: '请输入区划',
  oldOrgCode: OLD_ORG_CODE_MESSAGE,
  orgLevelCode: '请选择国家机构等级',
  orgInsTypeCode: '请选择国家机构类型',
  prodFlag: '请选择产品标志',
  headOffice: '请输入总部名称',
} as const;

/** The operator's approval form (审批): the application with its 15 required fields (spec 001 §5). */
export const SecApproveBody = {
  $id: 'SecApproveBody',
  type: 'object',
  title: '安全码审批',
  properties: {
    id: ID,
    orgCode: text('机构编码', approvalRequired.orgCode, 30),
    orgName: text('机构名称', approvalRequired.orgName),
    hisName: text('开发商名称', approvalRequired.hisName),
    hisCode: {
      type: 'string',
      title: '开发商编码',
      enum: ['NEU', 'NET'],
      errorMessage: approvalRequired.hisCode,
    },
    expiration: {
      type: 'string',
      title: '有效期',
      pattern: '^\\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])$',
      errorMessage: '请输入有效期（yyyyMMdd）',
    },
    chainSign: {
      type: 'string',
      title: '是否连锁',
      oneOf: [
        { const: '1', title: '是' },
        { const: '0', title: '否' },
      ],
      errorMessage: approvalRequired.chainSign,
    },
    hisPrd: HIS_PRD,
    userNum: {
      type: 'integer',
      title: '用户数',
      minimum: 1,
      maximum: 100000,
      errorMessage: approvalRequired.userNum,
    },
    address: text('地址', approvalRequired.address),
    areaCode: {
      type: 'string',
      title: '区划',
      pattern: '^\\d{4,6}$',
      errorMessage: approvalRequired.areaCode,
    },
    oldOrgCode: {
      type: 'string',
      title: '原定点编号',
      pattern: OLD_ORG_CODE_PATTERN,
      errorMessage: OLD_ORG_CODE_MESSAGE,
    },
    orgLevelCode: ORG_LEVEL,
    orgInsTypeCode: ORG_INS_TYPE,
    prodFlag: {
      type: 'string',
      title: '产品标志',
      oneOf: [
        { const: '0', title: '第三方产品' },
        { const: '1', title: '自有产品' },
      ],
      errorMessage: approvalRequired.prodFlag,
    },
    headOffice: text('总部名称', approvalRequired.headOffice),
    orgLevel: optional('国家机构等级名称', 50),
    orgInsType: optional('国家机构类型名称', 50),
    province: optional('省份', 50),
    city: optional('城市', 50),
    conerName: optional('联系人', 50),
    tel: optional('联系电话', 11),
  },
  required: ['id', ...Object.keys(approvalRequired)],
  additionalProperties: false,
  errorMessage: { required: approvalRequired },
} as const;

/** 批量审批: the selected applications (ids); userNum is forced to 255 and the expiration computed. */
export const SecBatchBody = {
  $id: 'SecBatchBody',
  type: 'array',
  title: '批量审批',
  items: {
    type: 'object',
    properties: { id: ID },
    required: ['id'],
  },
  minItems: 1,
  maxItems: 100,
  errorMessage: { minItems: '请选中待审批数据！' },
} as const;

/** The operator's rejection (驳回, memo required) or roll-back (回退) of an application. */
export const SecUpdateBody = {
  $id: 'SecUpdateBody',
  type: 'object',
  title: '驳回或回退安全码申请',
  properties: {
    id: ID,
    op: {
      type: 'string',
      title: '操作',
      description: 'reject 驳回，rollback 回退',
      enum: ['reject', 'rollback'],
    },
    memo: { type: 'string', title: '驳回原因', maxLength: 500 },
  },
  required: ['id', 'op'],
  additionalProperties: false,
} as const;

/** An application by id (查询远程). */
export const SecIdBody = {
  $id: 'SecIdBody',
  type: 'object',
  properties: { id: ID },
  required: ['id'],
  additionalProperties: false,
} as const;

/** An imported code row (spec 001 §3 'Imported code row'). */
export const SecImportRow = {
  $id: 'SecImportRow',
  type: 'object',
  title: '导入的安全码',
  properties: {
    orgCode: {
      type: 'string',
      title: '机构编码',
      pattern: '^[A-Z][0-9A-Z]{5,29}$',
      errorMessage: '机构编码不正确',
    },
    orgName: text('机构名称', '机构名称不能为空'),
    hisCode: {
      type: 'string',
      title: '开发商编码',
      enum: ['NEU', 'NET'],
      errorMessage: '开发商编码应为 NEU 或 NET',
    },
    hisName: text('开发商名称', '开发商名称不能为空'),
    secretCode: text('安全管理码', '安全管理码不能为空'),
    status: { type: 'string', title: '状态', enum: ['0', '1'], errorMessage: '状态应为 0 或 1' },
    expiration: {
      type: 'string',
      title: '有效期',
      pattern: '^\\d{8}$',
      errorMessage: '有效期应为 yyyyMMdd',
    },
  },
  required: ['orgCode', 'orgName', 'hisCode', 'hisName', 'secretCode', 'status', 'expiration'],
  additionalProperties: false,
} as const;

/** 保存 of the import: the previewed rows, in one transaction. */
export const SecImportSave = {
  $id: 'SecImportSave',
  type: 'array',
  title: '保存导入的安全码',
  items: { $ref: 'SecImportRow#' },
  minItems: 1,
  maxItems: 1000,
  errorMessage: { minItems: '请先上传要保存的安全管理码' },
} as const;

/** The institution's own security code (安全码维护). */
export const CainfoBody = {
  $id: 'CainfoBody',
  type: 'object',
  title: '安全码维护',
  properties: { cainfo: text('安全管理码', '请输入安全管理码') },
  required: ['cainfo'],
  additionalProperties: false,
  errorMessage: { required: { cainfo: '请输入安全管理码' } },
} as const;

/** The maintenance row (spec 001 §3 'Security code maintenance row'). */
export const CainfoRow = {
  $id: 'CainfoRow',
  type: 'object',
  properties: {
    fixmedinsCode: { type: 'string', title: '机构编码' },
    fixmedinsName: { type: 'string', title: '机构名称' },
    cainfo: { type: 'string', title: '安全管理码' },
    creatTime: { type: 'string', title: '创建时间' },
    updateTime: { type: 'string', title: '更新时间' },
  },
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
  },
} as const;

export const SecPage = {
  $id: 'SecPage',
  type: 'object',
  properties: {
    records: { type: 'array', items: { $ref: 'SecRow#' } },
    total: { type: 'integer' },
    pageSize: { type: 'integer' },
    pageNumber: { type: 'integer' },
  },
} as const;

/** Bill-submission operation code (spec 001 §3 'Bill-submission code application'). */
export const AppKeyRow = {
  $id: 'AppKeyRow',
  type: 'object',
  properties: {
    id: { type: 'integer', title: '编号' },
    orgCode: { type: 'string', title: '机构编码' },
    orgName: { type: 'string', title: '机构名称' },
    appKey: { type: ['string', 'null'], title: '操作码' },
    conerName: { type: 'string', title: '联系人' },
    tel: { type: 'string', title: '联系电话' },
    status: {
      type: 'string',
      title: '状态',
      oneOf: [
        { const: '0', title: '待审核' },
        { const: '1', title: '已下发' },
      ],
    },
    ifValid: { type: 'string', title: '是否有效' },
    createdAt: { type: 'string', title: '申请时间' },
  },
} as const;

export const AppKeyPage = {
  $id: 'AppKeyPage',
  type: 'object',
  properties: {
    records: { type: 'array', items: { $ref: 'AppKeyRow#' } },
    total: { type: 'integer' },
  },
} as const;

export const AppKeyQueryBody = {
  $id: 'AppKeyQueryBody',
  type: 'object',
  title: '结算单操作码查询',
  properties: {
    page: listPage,
    status: { type: 'string', title: '状态', enum: ['', '0', '1'] },
    orgCode: optional('机构编码', 30),
    orgName: optional('机构名称'),
  },
  additionalProperties: false,
} as const;

const appKeyFields = {
  orgCode: text('机构编码', '请输入机构编码', 30),
  orgName: text('机构名称', '请输入机构名称'),
  conerName: text('联系人', '请输入联系人', 50),
  tel: { type: 'string', title: '联系电话', pattern: MOBILE_PATTERN, errorMessage: MOBILE_MESSAGE },
} as const;
const appKeyMessages = {
  orgCode: '请输入机构编码',
  orgName: '请输入机构名称',
  conerName: '请输入联系人',
  tel: '请输入联系电话',
} as const;

/** 结算单操作码申请 (appKey/apply). */
export const AppKeyApplyBody = {
  $id: 'AppKeyApplyBody',
  type: 'object',
  title: '结算单操作码申请',
  properties: appKeyFields,
  required: ['orgCode', 'orgName', 'conerName', 'tel'],
  additionalProperties: false,
  errorMessage: { required: appKeyMessages },
} as const;

/** 编辑 (appKey/update): id, orgCode, orgName, conerName, tel. */
export const AppKeyUpdateBody = {
  $id: 'AppKeyUpdateBody',
  type: 'object',
  title: '修改结算单操作码申请',
  properties: { id: { type: 'integer', title: '编号', minimum: 1 }, ...appKeyFields },
  required: ['id', 'orgCode', 'orgName', 'conerName', 'tel'],
  additionalProperties: false,
  errorMessage: { required: appKeyMessages },
} as const;

export const AppKeyIdBody = {
  $id: 'AppKeyIdBody',
  type: 'object',
  properties: { id: { type: 'integer', title: '编号', minimum: 1 } },
  required: ['id'],
  additionalProperties: false,
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
