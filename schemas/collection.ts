/** Organisation info collection (/home/orginfocollect) and customers. */
import { VERSION_REQUIRED, versionAnswer, versionProperty } from './common';
import { ref } from './ref';
import { MOBILE_PATTERN } from './patterns';
import { PRODUCT_TYPES } from './secFields';

export const OrgInfo = {
  $id: 'OrgInfo',
  type: 'object',
  title: '机构信息',
  properties: {
    orgCode: { type: 'string', title: '机构编码', readOnly: true },
    orgName: {
      type: 'string',
      title: '机构名称',
      minLength: 1,
      maxLength: 200,
      errorMessage: { minLength: '请输入机构名称', maxLength: '机构名称不能超过200个字符' },
    },
    orgType: {
      type: 'integer',
      title: '机构类型',
      oneOf: [
        { const: 1, title: '定点医疗机构' },
        { const: 2, title: '定点零售药店' },
        { const: 0, title: '平台运营' },
      ],
      errorMessage: '请选择医疗服务机构类型',
    },
    contact: {
      type: 'string',
      title: '联系人',
      minLength: 1,
      maxLength: 50,
      errorMessage: { minLength: '请输入联系人', maxLength: '联系人不能超过50个字符' },
    },
    mobile: {
      type: 'string',
      title: '联系电话',
      pattern: MOBILE_PATTERN,
      errorMessage: '请输入正确的手机号码',
    },
    address: { type: 'string', title: '机构地址', maxLength: 200, errorMessage: '机构地址不能超过200个字符' },
    collected: { type: 'boolean', title: '是否已采集', readOnly: true },
    version: { ...versionAnswer, description: '机构信息的版本号：提交时原样带回', readOnly: true },
  },
  required: ['orgName', 'orgType', 'contact', 'mobile'],
  errorMessage: {
    required: {
      orgName: '请输入机构名称',
      orgType: '请选择医疗服务机构类型',
      contact: '请输入联系人',
      mobile: '请输入正确的手机号码',
    },
  },
} as const;

export const OrgCollectBody = {
  ...OrgInfo,
  $id: 'OrgCollectBody',
  title: '提交机构信息',
  properties: {
    orgName: OrgInfo.properties.orgName,
    orgType: OrgInfo.properties.orgType,
    contact: OrgInfo.properties.contact,
    mobile: OrgInfo.properties.mobile,
    address: OrgInfo.properties.address,
    version: versionProperty,
  },
  required: [...OrgInfo.required, 'version'],
  additionalProperties: false,
  errorMessage: { required: { ...OrgInfo.errorMessage.required, version: VERSION_REQUIRED } },
} as const;

export const Customer = {
  $id: 'Customer',
  type: 'object',
  title: '客户',
  properties: {
    custId: { type: 'string', title: '客户编码' },
    custName: { type: 'string', title: '客户名称' },
    isVip: { type: 'string', title: '是否VIP', enum: ['0', '1'] },
    price: { type: 'number', title: '服务价格' },
    beginTime: { type: ['string', 'null'], title: '服务开始日期' },
    endTime: { type: ['string', 'null'], title: '服务结束日期' },
    cstLevel: { type: 'string', title: '客户等级' },
  },
  required: ['custId', 'custName', 'isVip', 'price', 'beginTime', 'endTime', 'cstLevel'],
} as const;

const app = {
  type: 'string',
  title: '应用',
  oneOf: PRODUCT_TYPES,
  errorMessage: '请选择应用',
} as const;
const testerFields = {
  app,
  testerName: {
    type: 'string',
    title: '测试人员姓名',
    minLength: 1,
    maxLength: 50,
    errorMessage: { minLength: '请输入测试人员姓名', maxLength: '测试人员姓名不能超过50个字符' },
  },
  mobile: { type: 'string', title: '手机号', pattern: MOBILE_PATTERN, errorMessage: '请输入正确的手机号码' },
} as const;
const testerRequired = {
  required: { app: '请选择应用', testerName: '请输入测试人员姓名', mobile: '请输入正确的手机号码' },
} as const;

/** An application tester of an institution. */
export const AppTester = {
  $id: 'AppTester',
  type: 'object',
  title: '应用测试人员',
  properties: {
    id: { type: 'integer', title: '编号' },
    orgCode: { type: 'string', title: '机构编码' },
    ...testerFields,
    version: versionAnswer,
  },
  required: ['id', 'orgCode', 'app', 'testerName', 'mobile', 'version'],
} as const;

export const AppTesterPage = {
  $id: 'AppTesterPage',
  type: 'object',
  title: '测试人员分页',
  properties: {
    records: { type: 'array', items: ref(AppTester) },
    total: { type: 'integer', title: '总条数（超过一万条时为估计值）' },
  },
  required: ['records', 'total'],
} as const;

export const AppTesterBody = {
  $id: 'AppTesterBody',
  type: 'object',
  title: '新增应用测试人员',
  properties: testerFields,
  required: ['app', 'testerName', 'mobile'],
  additionalProperties: false,
  errorMessage: testerRequired,
} as const;

export const AppTesterUpdate = {
  $id: 'AppTesterUpdate',
  type: 'object',
  title: '修改应用测试人员',
  properties: {
    id: { type: 'integer', title: '编号', minimum: 1 },
    ...testerFields,
    version: versionProperty,
  },
  required: ['id', 'app', 'testerName', 'mobile', 'version'],
  additionalProperties: false,
  errorMessage: {
    required: { id: '请选择测试人员', ...testerRequired.required, version: VERSION_REQUIRED },
  },
} as const;

export const AppTesterId = {
  $id: 'AppTesterId',
  type: 'object',
  title: '删除应用测试人员',
  properties: { id: { type: 'integer', title: '编号', minimum: 1 } },
  required: ['id'],
  errorMessage: { required: { id: '请选择测试人员' } },
} as const;
