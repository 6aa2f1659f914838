/**
 * The operator's side of security codes: the approval list and form, batch approval, rejection and
 * roll-back, the import of codes; and the institution's own code (安全码维护).
 */
import { versionProperty } from './common';
import { ref } from './ref';
import { listPage, requiredKeys } from './common';
import { INSTITUTION_CODE_PATTERN } from './patterns';
import {
  applicationFields,
  HIS_CODES,
  HIS_PRD,
  ID,
  OLD_ORG_CODE_MESSAGE,
  optional,
  ORG_INS_TYPE,
  ORG_LEVEL,
  PROD_FLAGS,
  PRODUCT_TYPES,
  text,
} from './secFields';

/** Operator list filters (安全码审批): page {size, current}, orgCode, orgName, hisPrd, areaCode, status. */
export const SecListBody = {
  $id: 'SecListBody',
  type: 'object',
  title: '安全码审批查询',
  properties: {
    page: listPage,
    orgCode: optional('机构编码', 30),
    orgName: optional('机构名称'),
    hisPrd: { type: 'string', title: '产品类型', enum: ['', ...PRODUCT_TYPES.map((p) => p.const)] },
    areaCode: { type: 'string', title: '区划', pattern: '^(\\d{2}|\\d{4})?$' },
    status: { type: 'string', title: '审批状态', enum: ['', '0', '1', '2', '4'] },
  },
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

/** The operator's approval form (审批): the application with its 15 required fields. */
export const SecApproveBody = {
  $id: 'SecApproveBody',
  type: 'object',
  title: '安全码审批',
  properties: {
    id: ID,
    orgCode: text('机构编码', approvalRequired.orgCode, 30),
    orgName: applicationFields.orgName,
    hisName: applicationFields.hisName,
    hisCode: {
      type: 'string',
      title: '开发商编码',
      enum: HIS_CODES,
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
    oldOrgCode: applicationFields.oldOrgCode,
    orgLevelCode: ORG_LEVEL,
    orgInsTypeCode: ORG_INS_TYPE,
    prodFlag: {
      type: 'string',
      title: '产品标志',
      oneOf: PROD_FLAGS,
      errorMessage: approvalRequired.prodFlag,
    },
    headOffice: text('总部名称', approvalRequired.headOffice),
    orgLevel: optional('国家机构等级名称', 50),
    orgInsType: optional('国家机构类型名称', 50),
    province: optional('省份', 50),
    city: optional('城市', 50),
    conerName: optional('联系人', 50),
    tel: optional('联系电话', 11),
    version: versionProperty,
  },
  required: ['id', 'version', ...requiredKeys(approvalRequired)],
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
    properties: { id: ID, version: versionProperty },
    required: ['id', 'version'],
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
    version: versionProperty,
  },
  required: ['id', 'op', 'version'],
  additionalProperties: false,
} as const;

/** An application by id (查询远程). */
export const SecIdBody = {
  $id: 'SecIdBody',
  type: 'object',
  properties: { id: ID, version: versionProperty },
  required: ['id', 'version'],
  additionalProperties: false,
} as const;

/** An imported code row: one row of the import workbook. */
export const SecImportRow = {
  $id: 'SecImportRow',
  type: 'object',
  title: '导入的安全码',
  properties: {
    orgCode: {
      type: 'string',
      title: '机构编码',
      pattern: INSTITUTION_CODE_PATTERN,
      errorMessage: '机构编码不正确',
    },
    orgName: text('机构名称', '机构名称不能为空'),
    hisCode: {
      type: 'string',
      title: '开发商编码',
      enum: HIS_CODES,
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
  items: ref(SecImportRow),
  minItems: 1,
  maxItems: 1000,
  errorMessage: { minItems: '请先上传要保存的安全管理码' },
} as const;

/** The institution's own security code (安全码维护). */
export const CainfoBody = {
  $id: 'CainfoBody',
  type: 'object',
  title: '安全码维护',
  properties: { cainfo: text('安全管理码', '请输入安全管理码'), version: versionProperty },
  required: ['cainfo', 'version'],
  additionalProperties: false,
  errorMessage: { required: { cainfo: '请输入安全管理码' } },
} as const;

/** The maintenance row: the institution and its code. */
export const CainfoRow = {
  $id: 'CainfoRow',
  type: 'object',
  properties: {
    fixmedinsCode: { type: 'string', title: '机构编码' },
    fixmedinsName: { type: 'string', title: '机构名称' },
    cainfo: { type: 'string', title: '安全管理码' },
    creatTime: { type: 'string', title: '创建时间' },
    updateTime: { type: 'string', title: '更新时间' },
    version: { type: 'integer', title: '版本号', description: '0：尚未保存' },
  },
} as const;
