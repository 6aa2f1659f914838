/**
 * 交易日志 (an empty shell in the original): every deal the institution ran against the insurance center, as the
 * platform logged its envelope (deal_log), so that an auditor can trace a settlement by its message id.
 */
import { exportFormat, keysetCursors, keysetPage } from './common';
import { ref } from './ref';
import { DAY_PATTERN } from './ledger';

const str = (title: string, maxLength: number) => ({ type: 'string', title, maxLength }) as const;

/** The fields an auditor filters by: the 交易日志 screen's query form. */
const fields = {
  beginTime: { type: 'string', title: '开始日期', pattern: DAY_PATTERN, errorMessage: '请选择开始日期' },
  endTime: { type: 'string', title: '结束日期', pattern: DAY_PATTERN, errorMessage: '请选择结束日期' },
  infno: { ...str('交易编号', 6), pattern: '^\\d{0,6}$', errorMessage: '交易编号为数字' },
  result: {
    type: 'string',
    title: '交易结果',
    oneOf: [
      { const: '', title: '全部' },
      { const: '0', title: '成功' },
      { const: '1', title: '失败' },
    ],
    default: '',
  },
  msgid: str('报文ID', 30),
  opter: str('操作员', 30),
} as const;
const required = ['beginTime', 'endTime'] as const;
const errorMessage = { required: { beginTime: '请选择开始日期', endTime: '请选择结束日期' } } as const;

export const DealLogForm = {
  $id: 'DealLogForm',
  type: 'object',
  title: '交易日志查询条件',
  properties: fields,
  required,
  errorMessage,
} as const;

/**
 * The query: the form's fields, a page (by its number or keyset), and (9999 only) one institution; an
 * institution always sees its own.
 */
export const DealLogQuery = {
  $id: 'DealLogQuery',
  type: 'object',
  title: '交易日志查询',
  properties: { page: keysetPage, ...fields, orgCode: str('机构编码', 30) },
  required,
  additionalProperties: false,
  errorMessage,
} as const;

/** The export of the query's rows: the same filter without the page, and the file's format. */
export const DealLogExport = {
  $id: 'DealLogExport',
  type: 'object',
  title: '交易日志导出',
  properties: { ...fields, orgCode: str('机构编码', 30), format: exportFormat },
  required,
  additionalProperties: false,
  errorMessage,
} as const;

export const DealLogRow = {
  $id: 'DealLogRow',
  type: 'object',
  title: '交易日志',
  properties: {
    id: { type: 'integer', title: '序号' },
    infTime: { type: 'string', title: '交易时间' },
    infno: { type: 'string', title: '交易编号' },
    dealTitle: { type: 'string', title: '交易名称' },
    fixmedinsCode: { type: 'string', title: '机构编码' },
    opter: { type: 'string', title: '操作员' },
    infcode: { type: 'integer', title: '交易结果（0 成功）' },
    errMsg: { type: 'string', title: '错误信息' },
    msgid: { type: 'string', title: '发送方报文ID' },
    infRefmsgid: { type: 'string', title: '接收方报文ID' },
  },
  required: ['id', 'infTime', 'infno', 'dealTitle', 'fixmedinsCode', 'opter', 'infcode', 'errMsg', 'msgid'],
} as const;

export const DealLogPage = {
  $id: 'DealLogPage',
  type: 'object',
  title: '交易日志分页',
  properties: {
    records: { type: 'array', items: ref(DealLogRow) },
    total: { type: 'integer', title: '总条数' },
    ...keysetCursors,
  },
  required: ['records', 'total'],
} as const;

/** 查看报文: a logged deal's request envelope and the center's answer envelope, as deal_log keeps them. */
export const DealLogMessage = {
  $id: 'DealLogMessage',
  type: 'object',
  title: '交易报文',
  properties: {
    id: { type: 'integer', title: '序号' },
    msgid: { type: 'string', title: '发送方报文ID' },
    infno: { type: 'string', title: '交易编号' },
    request: {
      type: 'object',
      title: '请求报文',
      description: '发往中心的请求报文（含 input），过大的输入已截去',
      additionalProperties: true,
    },
    answer: {
      type: 'object',
      title: '应答报文',
      description: '中心的应答报文：infcode、inf_refmsgid、refmsg_time、respond_time、err_msg、output',
      additionalProperties: true,
    },
  },
  required: ['id', 'msgid', 'infno', 'request', 'answer'],
} as const;
