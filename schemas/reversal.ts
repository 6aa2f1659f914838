/**
 * The reversal family (the reversal query, 冲正, 冲正（二） and 对账与冲正): query filters, the reversal form,
 * the password, ids.
 */
import { keysetCursors, textKeysetPage } from './common';
import { ref } from './ref';

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

/** Original deals 2601 can reverse, as the select of 原交易编号 shows them. */
export const REVERSAL_OINFO = [
  { const: '2102', title: '药店结算' },
  { const: '2103', title: '药店结算撤销' },
  { const: '2207', title: '门诊结算' },
  { const: '2208', title: '门诊结算撤销' },
  { const: '2304', title: '住院结算' },
  { const: '2305', title: '住院结算撤销' },
  { const: '2401', title: '入院办理' },
] as const;

const used = {
  type: 'string',
  title: '冲正状态',
  oneOf: [
    { const: '', title: '全部' },
    { const: '0', title: '未冲正' },
    { const: '1', title: '已冲正' },
  ],
} as const;

const code = (title: string) =>
  ({ type: 'string', title, maxLength: 30, pattern: '^[0-9A-Za-z]*$' }) as const;

/** 对账冲正查询: the settlements of a period. */
export const ReversalQuery = {
  $id: 'ReversalQuery',
  type: 'object',
  title: '对账冲正查询条件',
  properties: {
    startDate: { type: 'string', title: '结算开始时间', pattern: DATE, errorMessage: '请选择结算开始时间' },
    endDate: { type: 'string', title: '结算结束时间', pattern: DATE, errorMessage: '请选择结算结束时间' },
    fixmedins_code: code('定点医药机构编号'),
    psn_no: code('人员编号'),
    used,
  },
  required: ['startDate', 'endDate'],
  additionalProperties: false,
  errorMessage: { required: { startDate: '请选择结算开始时间', endDate: '请选择结算结束时间' } },
} as const;

/** A page that is only there when asked for (no default): without it the answer stays the array. */
const { default: _none, ...askedPage } = textKeysetPage;

/**
 * The body of the reversal query's list: the filters, and a page. With `page` the answer is one page of
 * records in the order (settlement time desc, setl_id desc), reached by its number or by a neighbour's
 * cursor (docs/performance.md); without it, the array of the first 1,000 records.
 */
export const ReversalListBody = {
  $id: 'ReversalListBody',
  type: 'object',
  title: '对账冲正查询',
  properties: { ...ReversalQuery.properties, page: askedPage },
  required: ReversalQuery.required,
  additionalProperties: false,
  errorMessage: ReversalQuery.errorMessage,
} as const;

/** 对账 from the reversal query: compares the center with the institution. */
export const ReconcileQuery = {
  $id: 'ReconcileQuery',
  type: 'object',
  title: '对账条件',
  properties: {
    startDate: ReversalQuery.properties.startDate,
    endDate: ReversalQuery.properties.endDate,
    fixmedins_code: code('定点医药机构编号'),
    psn_no: code('人员编号'),
  },
  required: ['startDate', 'endDate'],
  additionalProperties: false,
  errorMessage: { required: { startDate: '请选择结算开始时间', endDate: '请选择结算结束时间' } },
} as const;

/** 对账与冲正: startDate, endDate, used. */
export const RushRecQuery = {
  $id: 'RushRecQuery',
  type: 'object',
  title: '对账与冲正查询条件',
  properties: {
    startDate: { type: 'string', title: '开始日期', pattern: DATE, errorMessage: '请选择对账开始时间' },
    endDate: { type: 'string', title: '结束日期', pattern: DATE, errorMessage: '请选择对账结束时间' },
    used,
  },
  required: ['startDate', 'endDate'],
  additionalProperties: false,
  errorMessage: { required: { startDate: '请选择对账开始时间', endDate: '请选择对账结束时间' } },
} as const;

/** One record of the reversal list, by its id (the center's setl_id). */
export const ReversalId = {
  $id: 'ReversalId',
  type: 'object',
  properties: {
    id: { type: 'string', title: '记录编号', minLength: 1, maxLength: 30, pattern: '^[0-9A-Za-z]+$' },
  },
  required: ['id'],
  additionalProperties: false,
  errorMessage: { required: { id: '请选择记录' } },
} as const;

/** The reversal form (冲正信息: psn_no, omsgid, oinfo). */
export const ReverseBody = {
  $id: 'ReverseBody',
  type: 'object',
  title: '冲正信息',
  properties: {
    id: ReversalId.properties.id,
    psn_no: { ...code('人员编号'), minLength: 1, errorMessage: '请输入人员编号' },
    omsgid: { ...code('原发送方报文ID'), minLength: 1, errorMessage: '请输入原发送方报文ID' },
    oinfo: { type: 'string', title: '原交易编号', oneOf: REVERSAL_OINFO, errorMessage: '请选择原交易编号' },
  },
  required: ['psn_no', 'omsgid', 'oinfo'],
  additionalProperties: false,
  errorMessage: {
    required: { psn_no: '请输入人员编号', omsgid: '请输入原发送方报文ID', oinfo: '请选择原交易编号' },
  },
} as const;

/** The reversal password, encrypted with the server's public key. */
export const ReversalPassword = {
  $id: 'ReversalPassword',
  type: 'object',
  title: '冲正密码',
  properties: {
    password: {
      type: 'string',
      title: '密码',
      minLength: 1,
      maxLength: 1024,
      contentEncoding: 'base64',
      errorMessage: '请输入密码',
    },
    fixmedins_code: code('定点医药机构编号'),
  },
  required: ['password'],
  additionalProperties: false,
  errorMessage: { required: { password: '请输入密码' } },
} as const;

/** The second reversal page's calls: the hint and the center-versus-provider records. */
export const ReversalOrigin = {
  $id: 'ReversalOrigin',
  type: 'object',
  properties: {
    omsgid: { ...code('原发送方报文ID'), minLength: 1, errorMessage: '请输入原发送方报文ID' },
    fixmedins_code: code('定点医药机构编号'),
  },
  required: ['omsgid'],
  additionalProperties: false,
  errorMessage: { required: { omsgid: '请输入原发送方报文ID' } },
} as const;

/** A pay code of the simulated mobile wallet (the QR code's URL carries it). */
export const WalletCode = {
  $id: 'WalletCode',
  type: 'object',
  properties: {
    code: { type: 'string', title: '支付码', pattern: '^[A-Za-z0-9_-]{20,64}$', errorMessage: '支付码无效' },
  },
  required: ['code'],
  additionalProperties: false,
  errorMessage: { required: { code: '支付码无效' } },
} as const;

const text = (title: string) => ({ type: 'string', title }) as const;
const amount = (title: string) => ({ type: 'number', title }) as const;

/** One reversal record as the lists answer it (snake_case fields, some repeated in camelCase). */
export const ReversalRecord = {
  $id: 'ReversalRecord',
  type: 'object',
  title: '对账冲正记录',
  properties: {
    id: text('记录编号（中心结算ID）'),
    psn_no: text('人员编号'),
    psn_name: text('姓名'),
    acct_pay: amount('个人账户支付'),
    cash_payamt: amount('现金支付'),
    medfee_sumamt: amount('医疗费总额'),
    fund_pay_sumamt: amount('基金支付总额'),
    omsgid: text('原发送方报文ID'),
    oinfo: text('原交易编号'),
    fixmedins_code: text('定点医药机构编号'),
    fixmedins_name: text('定点医药机构名称'),
    setl_time: text('结算时间'),
    mdtrt_id: text('就诊ID'),
    med_type: text('医疗类别'),
    refd_setl_flag: text('退费结算标志'),
    used: { type: 'string', title: '是否冲正', description: "'1' 已冲正，'0' 未冲正" },
    maintained: { type: 'string', title: '已维护', description: "'1' 已维护" },
    trans_type: {
      type: 'string',
      title: '对账结果',
      description: "'0' 有差异且未维护（高亮），'1' 无差异或已维护",
    },
    pay_flag: { type: 'string', title: '免支付标志', description: "'1' 无需支付，'0' 须先支付冲正服务费" },
    fee: amount('冲正服务费'),
    memo: text('备注'),
    psnNo: text('人员编号'),
    medfeeSumamt: amount('医疗费总额'),
    fundPaySumamt: amount('基金支付总额'),
    acctPay: amount('个人账户支付'),
    refdSetlFlag: text('退费结算标志'),
    payFlag: text('免支付标志'),
  },
} as const;

/** One page of the reversal query. */
export const ReversalRecordPage = {
  $id: 'ReversalRecordPage',
  type: 'object',
  title: '对账冲正记录（一页）',
  properties: {
    records: { type: 'array', items: ref(ReversalRecord) },
    total: { type: 'integer', title: '总条数' },
    ...keysetCursors,
  },
  required: ['records', 'total'],
} as const;
