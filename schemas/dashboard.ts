/** Request and answer schemas of the dashboard routes (bounded, as every request schema is). */
import { ORG_CODE_MESSAGE, ORG_CODE_PATTERN } from './patterns';

const orgCode = {
  type: 'string',
  title: '机构编码',
  maxLength: 30,
  pattern: ORG_CODE_PATTERN,
  errorMessage: ORG_CODE_MESSAGE,
} as const;

/** The window: the last `days` days up to today (China time). */
const days = {
  type: 'integer',
  title: '统计天数',
  minimum: 1,
  maximum: 90,
  default: 30,
  errorMessage: '统计天数须为 1 至 90 的整数',
} as const;

export const DashboardQuery = {
  type: 'object',
  properties: { orgCode, days },
  additionalProperties: false,
} as const;

export const InstitutionsQuery = {
  type: 'object',
  properties: { days },
  additionalProperties: false,
} as const;

const money = (title: string) => ({ type: 'number', title }) as const;
const count = (title: string) => ({ type: 'integer', title }) as const;

const figures = {
  count: count('结算笔数（不含撤销）'),
  cancelled: count('撤销笔数'),
  medfee: money('医疗费总额（撤销冲减）'),
  fund: money('基金支付总额'),
  acct: money('个人账户支出'),
  cash: money('现金支付'),
} as const;

const Figures = {
  type: 'object',
  properties: figures,
  required: Object.keys(figures),
} as const;

const window = {
  orgCode: { type: ['string', 'null'], title: '机构编码（空：全部机构）' },
  from: { type: 'string', title: '开始日期', format: 'date' },
  to: { type: 'string', title: '结束日期', format: 'date' },
  days: count('统计天数'),
} as const;

export const SettlementsAnswer = {
  type: 'object',
  title: '结算统计',
  properties: {
    ...window,
    totals: Figures,
    previous: { ...Figures, title: '上一个同样长的时段' },
    byDay: {
      type: 'array',
      title: '逐日（无结算的日子为 0）',
      items: {
        type: 'object',
        properties: { day: { type: 'string', title: '日期', format: 'date' }, ...figures },
        required: ['day', ...Object.keys(figures)],
      },
    },
  },
  required: [...Object.keys(window), 'totals', 'previous', 'byDay'],
} as const;

export const SummaryAnswer = {
  type: 'object',
  title: '待办概况',
  properties: {
    orgCode: window.orgCode,
    differences: {
      type: 'object',
      title: '待处理的对账差异',
      properties: {
        total: count('差异笔数'),
        centerMore: count('中心多'),
        orgMore: count('医药机构多'),
        mismatch: count('数据不一致'),
        amount: money('医疗费差额（中心减机构）'),
      },
      required: ['total', 'centerMore', 'orgMore', 'mismatch', 'amount'],
    },
    applications: {
      type: 'object',
      title: '安全码申请',
      properties: {
        total: count('申请总数'),
        pending: count('待审核'),
        approved: count('已审核待下发'),
        issued: count('已下发'),
      },
      required: ['total', 'pending', 'approved', 'issued'],
    },
    institutions: {
      type: ['object', 'null'],
      title: '机构数（仅 9999 平台运营机构）',
      properties: { total: count('机构数'), collected: count('已采集信息') },
      required: ['total', 'collected'],
    },
    tickets: {
      type: 'object',
      title: '服务单',
      properties: {
        total: count('服务单总数'),
        open: count('未关闭（待分类与办理中）'),
        unclassified: count('待分类'),
        inProgress: count('办理中'),
        closed: count('已关闭'),
      },
      required: ['total', 'open', 'unclassified', 'inProgress', 'closed'],
    },
  },
  required: ['orgCode', 'differences', 'applications', 'institutions', 'tickets'],
} as const;

export const InstitutionsAnswer = {
  type: 'object',
  title: '各机构结算',
  properties: {
    from: window.from,
    to: window.to,
    rows: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          orgCode: { type: 'string', title: '机构编码' },
          orgName: { type: 'string', title: '机构名称' },
          orgType: { type: 'integer', title: '机构类型（1 医疗机构，2 药店）' },
          count: figures.count,
          medfee: figures.medfee,
          fund: figures.fund,
        },
        required: ['orgCode', 'orgName', 'orgType', 'count', 'medfee', 'fund'],
      },
    },
  },
  required: ['from', 'to', 'rows'],
} as const;
