/**
 * Ledger reconciliation, remote reversal (its form and defaults) and case upload: bodies and
 * answers shared by the console's forms and the server.
 */

import { requiredKeys } from './common';

/** yyyy-MM-dd. */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** An amount with at most 2 decimals. */
export const AMOUNT_PATTERN = '^-?\\d{1,14}(\\.\\d{1,2})?$';

const code = (title: string, message: string) =>
  ({ type: 'string', title, minLength: 1, maxLength: 6, errorMessage: message }) as const;
/**
 * An amount: a number of at most 2 decimals (`multipleOf`, so the console says so before the request);
 * text that is no plain number (`1,234.5`, `5e1`) fails the type with the field's own message.
 */
const amount = (title: string) =>
  ({
    type: 'number',
    title,
    maximum: 1e14,
    minimum: -1e14,
    multipleOf: 0.01,
    errorMessage: {
      type: `${title}须为数字`,
      maximum: '金额过大',
      minimum: '金额过大',
      multipleOf: `${title}最多保留两位小数`,
    },
  }) as const;

export const sumRecRequiredMessages = {
  insutype: '请选择险种类型',
  clr_type: '请选择清算类别',
  setl_optins: '请选择结算经办机构',
  stmt_begndate: '请选择对账开始时间',
  stmt_enddate: '请选择对账结束时间',
  medfee_sumamt: '请输入医疗费总额',
  fund_pay_sumamt: '请输入基金支付总额',
  acct_pay: '请输入个人账户支付金额',
  fixmedins_setl_cnt: '请输入定点医药机构结算笔数',
} as const;

/** POST /reconciliation/sum-rec: the ledger form (3201 对总账). */
export const SumRecBody = {
  $id: 'SumRecBody',
  type: 'object',
  title: '结算总账对账查询',
  properties: {
    insutype: code('险种类型', '请选择险种类型'),
    clr_type: code('清算类别', '请选择清算类别'),
    setl_optins: code('结算经办机构', '请选择结算经办机构'),
    stmt_begndate: {
      type: 'string',
      title: '对账开始日期',
      pattern: DAY_PATTERN,
      errorMessage: '请选择对账开始时间',
    },
    stmt_enddate: {
      type: 'string',
      title: '对账结束日期',
      pattern: DAY_PATTERN,
      errorMessage: '请选择对账结束时间',
    },
    medfee_sumamt: amount('医疗费总额'),
    fund_pay_sumamt: amount('基金支付总额'),
    acct_pay: amount('个人账户支付金额'),
    fixmedins_setl_cnt: {
      type: 'integer',
      title: '定点医药机构结算笔数',
      minimum: 0,
      maximum: 9_999_999_999,
      errorMessage: '结算笔数须为不小于 0 的整数',
    },
    refd_setl_flag: { type: 'string', title: '退费结算标志', maxLength: 3 },
  },
  required: requiredKeys(sumRecRequiredMessages),
  errorMessage: { required: sumRecRequiredMessages },
} as const;

/** The center's answer to 3201 (stmtinfo). */
export const SumRecResult = {
  $id: 'SumRecResult',
  type: 'object',
  title: '对账结果',
  properties: {
    setl_optins: { type: 'string', title: '结算经办机构' },
    stmt_rslt: { type: 'string', title: '对账结果', description: '0 平，1 不平' },
    stmt_rslt_dscr: { type: 'string', title: '对账结果说明' },
  },
  required: ['setl_optins', 'stmt_rslt', 'stmt_rslt_dscr'],
} as const;

export const remoteRushRequiredMessages = {
  psn_no: '请输入人员编号',
  omsgid: '请输入原发送方报文ID',
  oinfo: '请输入原交易编号',
  mdtrtareaAdmvs: '请输入就医地医保区划',
  insuplcAdmdvs: '请输入参保地医保区划',
  orgCode: '请输入机构编码',
} as const;

/** POST /pha/excute-diff: the remote reversal form (all six fields required). */
export const RemoteRushBody = {
  $id: 'RemoteRushBody',
  type: 'object',
  title: '异地冲正',
  properties: {
    psn_no: {
      type: 'string',
      title: '人员编号',
      minLength: 1,
      maxLength: 30,
      pattern: '^\\S+$',
      errorMessage: '请输入人员编号',
    },
    omsgid: {
      type: 'string',
      title: '原发送方报文ID',
      minLength: 1,
      maxLength: 30,
      pattern: '^\\S+$',
      errorMessage: '请输入原发送方报文ID',
    },
    oinfo: {
      type: 'string',
      title: '原交易编号',
      pattern: '^\\d{4}$',
      errorMessage: '原交易编号为 4 位数字',
    },
    mdtrtareaAdmvs: {
      type: 'string',
      title: '就医地医保区划',
      pattern: '^\\d{6}$',
      errorMessage: '医保区划为 6 位数字',
    },
    insuplcAdmdvs: {
      type: 'string',
      title: '参保地医保区划',
      pattern: '^\\d{6}$',
      errorMessage: '医保区划为 6 位数字',
    },
    orgCode: {
      type: 'string',
      title: '机构编码',
      minLength: 1,
      maxLength: 30,
      pattern: '^\\S+$',
      errorMessage: '请输入机构编码',
    },
  },
  required: requiredKeys(remoteRushRequiredMessages),
  errorMessage: { required: remoteRushRequiredMessages },
} as const;

/** POST /query-YTHomePage: the case search (begin and end required). */
export const CaseQueryBody = {
  $id: 'CaseQueryBody',
  type: 'object',
  title: '病案查询',
  properties: {
    psnNo: { type: 'string', title: '住院流水号', maxLength: 30 },
    psnName: { type: 'string', title: '姓名', maxLength: 50 },
    beginTime: { type: 'string', title: '开始时间', pattern: DAY_PATTERN, errorMessage: '请选择开始时间' },
    endTime: { type: 'string', title: '结束时间', pattern: DAY_PATTERN, errorMessage: '请选择结束时间' },
  },
  required: ['beginTime', 'endTime'],
  errorMessage: { required: { beginTime: '请选择开始时间', endTime: '请选择结束时间' } },
} as const;

/** One case and the visit it stands for. */
export const CaseRow = {
  $id: 'CaseRow',
  type: 'object',
  title: '病案',
  properties: {
    mdtrtId: { type: 'string', title: '就诊ID' },
    psnname: { type: 'string', title: '姓名' },
    psnno: { type: 'string', title: '住院流水号' },
    age: { type: 'integer', title: '年龄' },
    begintime: { type: 'string', title: '入院时间', description: 'YYYY-MM-DD HH:mm:ss' },
    endtime: { type: ['string', 'null'], title: '出院时间', description: 'YYYY-MM-DD HH:mm:ss' },
    upFlag: { type: 'string', title: '上传标志', description: '1 已上传，0 未上传' },
  },
  required: ['mdtrtId', 'psnname', 'psnno', 'age', 'begintime', 'endtime', 'upFlag'],
} as const;

/** POST /case-upload: the selected cases, by visit. */
export const CaseUploadBody = {
  $id: 'CaseUploadBody',
  type: 'object',
  title: '病案上传',
  properties: {
    ids: {
      type: 'array',
      title: '就诊ID',
      items: { type: 'string', minLength: 1, maxLength: 30 },
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
      errorMessage: { minItems: '请选择所要上传的数据！' },
    },
  },
  required: ['ids'],
  errorMessage: { required: { ids: '请选择所要上传的数据！' } },
} as const;
