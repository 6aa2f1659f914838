/** Bill-submission operation codes (结算单操作码): the applications, their list and query, apply and edit. */
import { versionProperty } from './common';
import { ref } from './ref';
import { listPage } from './common';
import { applicationFields, optional, text } from './secFields';

/** A bill-submission operation code application. */
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
    version: { type: 'integer', title: '版本号' },
  },
} as const;

export const AppKeyPage = {
  $id: 'AppKeyPage',
  type: 'object',
  properties: {
    records: { type: 'array', items: ref(AppKeyRow) },
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
  orgName: applicationFields.orgName,
  conerName: applicationFields.conerName,
  tel: applicationFields.tel,
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
  properties: {
    id: { type: 'integer', title: '编号', minimum: 1 },
    ...appKeyFields,
    version: versionProperty,
  },
  required: ['id', 'version', 'orgCode', 'orgName', 'conerName', 'tel'],
  additionalProperties: false,
  errorMessage: { required: appKeyMessages },
} as const;

export const AppKeyIdBody = {
  $id: 'AppKeyIdBody',
  type: 'object',
  properties: { id: { type: 'integer', title: '编号', minimum: 1 }, version: versionProperty },
  required: ['id', 'version'],
  additionalProperties: false,
} as const;
