/**
 * The spec's rules a designer keeps in mind for each block type and definition (docs/design-checks.md,
 * 文档页): what a block is for comes from the descriptor schema's own description; only the dos and
 * don'ts (messages, page sizes, button wording) are written here, keyed by block type or definition.
 */
import type { Guidance } from './subject';

const CONFIRM =
  '删除、冲正、签到签退这类操作先确认，问句以「确定……?」写出，如「确定删除该菜单?」「确定进行冲正?」（规格：确认提示）。';
const CANCELLED = '确认框点了取消时给出信息提示，如「已取消删除」「已取消冲正」（规格：取消提示）。';
const SERVER_MESSAGE =
  '接口答复的 code 不为 0 时，错误提示照录服务端的 message，不要另写（规格：通用约定）。';

export const BLOCK_GUIDE: Readonly<Record<string, Guidance>> = {
  crud: {
    dos: [
      '每页条数按规格写在 pagination 中：对账明细 10 条，冲正查询、审批列表、病案列表 20 条；点重置后恢复的条数写在 resetPageSize（规格：业务常量）。',
      '查询区的按钮为「查询」「重置」；回车即查询（规格：交易列表）。',
      CONFIRM,
    ],
    donts: ['行操作不可用时不要隐藏按钮又不说明：写 enabled 与 reason，悬停说出原因。', SERVER_MESSAGE],
  },
  form: {
    dos: [
      '必填字段的提示写出字段名，如「请选择清算类别」「请输入医疗费总额」（规格：对账表单）。',
      '成功提示用规格的说法：「保存成功」「维护成功」「验证成功」（规格：成功提示）。',
    ],
    donts: ['按钮文字不要写「提交」「OK」：写做什么，如「保存」「开始对账」「确定」。', SERVER_MESSAGE],
  },
  DialogBlock: {
    dos: [
      '底部按钮为「取消」「确定」（okText、cancelText 只在规格另有说法时改）（规格：对话框）。',
      '新增与修改共用一个对话框时，标题与按钮随模式变化，如「新增菜单」「修改菜单」（规格：菜单对话框）。',
      '关闭时清空对话框的表单（规格：菜单对话框）。',
    ],
    donts: ['确定后不要关闭仍有错误的对话框：先显示各字段的提示。'],
  },
  panel: { dos: ['面板标题用名词短语，如「对账信息」；工具栏按钮放在标题右侧（规格：结算明细对账）。'] },
  tabs: {
    dos: [
      '切换时有未保存的修改先问「确定保存修改的内容?」：确定则保存后切换，取消则不保存直接切换（规格：交易配置）。',
    ],
  },
  alert: { dos: ['对账批次的截止提示写「请在 {时间} 前确认对账」（规格：对账流程）。'] },
  actions: { dos: [CONFIRM, CANCELLED] },
  editableTable: {
    dos: [
      '按钮为「添加明细」「编辑」「保存草稿」「清空录入」，每行一个「删除」（规格：手工录入）。',
      '金额列两位小数、不小于 0（规格：手工录入）。',
    ],
  },
  dealForm: {
    dos: [
      '主按钮写「执行」，文件下载交易 9102 写「下载」；执行中按钮显示加载，取消中止请求（规格：交易执行）。',
    ],
  },
  result: { dos: ['对账结果的文字照录答复，显示在结果或提示中（规格：对账流程）。'] },
  qrcode: { dos: ['二维码下方写出它做什么，如扫码支付；关闭对话框时清掉二维码。'] },
  statistic: { donts: ['金额不要省略小数：统一两位小数（规格：业务常量）。'] },
  ScreenDescriptor: {
    dos: ['面包屑按菜单的层级写，如「对账管理 > 结算明细对账」（规格：各界面的面包屑）。'],
  },
  ShellDescriptor: {
    dos: ['退出登录先问「确定退出登录?」，确定后清空本地数据回到登录页（规格：主框架）。'],
  },
};
