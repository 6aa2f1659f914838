/** Request and answer schemas of /commondeal/reconciliation. */
import { exportFormat } from './common';
const text = (title: string, maxLength = 30) => ({ type: 'string', title, minLength: 1, maxLength }) as const;
const amount = (title: string) =>
  ({ type: 'number', title, minimum: 0, maximum: 1e14, multipleOf: 0.01 }) as const;
const date = (title: string) => ({ type: 'string', title, format: 'date' }) as const;

export const DetailRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'setl_id',
    'mdtrt_id',
    'psn_no',
    'medfee_sumamt',
    'fund_pay_sumamt',
    'acct_pay',
    'refd_setl_flag',
  ],
  properties: {
    setl_id: text('结算ID'),
    mdtrt_id: text('就诊ID'),
    psn_no: text('人员编号'),
    medfee_sumamt: amount('医疗费总额'),
    fund_pay_sumamt: amount('基金支付总额'),
    acct_pay: amount('个人账户支出'),
    refd_setl_flag: { type: 'string', title: '退费结算标志', enum: ['0', '1'] },
  },
} as const;

export const UpdBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    importId: {
      type: ['string', 'null'],
      title: '导入编号（/detail-rec/import 的答复；本机构一天内的导入；null 或不填：没有导入）',
      pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
      errorMessage: '导入编号格式不正确',
    },
    rows: {
      type: 'array',
      title: '对账明细（手工录入，或模板导入的明细）',
      maxItems: 5000,
      items: DetailRowSchema,
    },
  },
} as const;

export const ImportSummary = {
  type: 'object',
  properties: {
    importId: { type: 'string', title: '导入编号' },
    fixmedins_setl_cnt: { type: 'integer', title: '明细行数' },
    medfee_sumamt: { type: 'number', title: '医疗费总额合计' },
    fund_pay_sumamt: { type: 'number', title: '基金支付总额合计' },
    acct_pay: { type: 'number', title: '个人账户支出合计' },
    preview: { type: 'array', title: '前100行明细（预览）', items: DetailRowSchema },
  },
} as const;

export const BatchAnswer = {
  type: 'object',
  properties: {
    file_qury_no: { type: 'string' },
    medfee_sumamt: { type: 'number' },
    fund_pay_sumamt: { type: 'number' },
    acct_pay: { type: 'number' },
    cash_payamt: { type: 'number' },
    fixmedins_setl_cnt: { type: 'integer' },
    dld_endtime: { type: 'string' },
    batchId: { type: 'string' },
  },
} as const;

export const DataNode = {
  type: 'object',
  additionalProperties: false,
  required: [
    'file_qury_no',
    'clr_type',
    'setl_optins',
    'stmt_begndate',
    'stmt_enddate',
    'medfee_sumamt',
    'fund_pay_sumamt',
    'cash_payamt',
    'acct_pay',
    'fixmedins_setl_cnt',
  ],
  properties: {
    file_qury_no: text('文件查询号', 40),
    clr_type: { type: 'string', title: '清算类别', enum: ['11', '21', '41', '99'] },
    setl_optins: { type: 'string', title: '结算经办机构', pattern: '^\\d{6}$' },
    stmt_begndate: date('对账开始日期'),
    stmt_enddate: date('对账结束日期'),
    medfee_sumamt: amount('医疗费总额'),
    fund_pay_sumamt: amount('基金支付总额'),
    cash_payamt: { ...amount('现金支付金额'), minimum: -1e14 },
    acct_pay: amount('个人账户支付金额'),
    fixmedins_setl_cnt: { type: 'integer', title: '定点医药机构结算笔数', minimum: 0, maximum: 1e9 },
    refd_setl_flag: { type: 'string', title: '退费结算标志', enum: ['', '0', '1'] },
  },
} as const;

export const ConfirmBody = {
  type: 'object',
  additionalProperties: false,
  required: ['batchId', 'dataNode'],
  properties: {
    batchId: { type: 'string', title: '批次号', minLength: 1, maxLength: 40 },
    dataNode: DataNode,
  },
} as const;

export const LogQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['start', 'end'],
  properties: { start: date('开始日期'), end: date('结束日期') },
} as const;

export const LogDeleteQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', title: '日志ID', minimum: 1 } },
} as const;

/** The export of a log record's differences: the record and the file's format. */
export const DiffExportQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: LogDeleteQuery.properties.id, format: exportFormat },
} as const;

export const LogRow = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    compare_status: { type: 'string', title: '对账状态：01 对账中，02 成功，其他 失败' },
    fixmedins_setl_cnt: { type: 'integer' },
    stmt_begndate: { type: 'string' },
    stmt_enddate: { type: 'string' },
    diff_num: { type: 'integer' },
    file_qury_no: { type: 'string' },
    medfee_sumamt: { type: 'number' },
    fund_pay_sumamt: { type: 'number' },
    cash_payamt: { type: 'number' },
    acct_pay: { type: 'number' },
    clr_type: { type: 'string' },
    setl_optins: { type: 'string' },
    result: { type: 'string' },
    created_at: { type: 'string' },
  },
} as const;
