/**
 * The form widgets' docs (docs/design-checks.md, 文档页). The descriptor schema says nothing of a widget
 * (a uiSchema is free-form), so what each is for, the `ui:options` it reads and the spec's rules for it
 * are written here, once. `names`: every name a uiSchema may give in `ui:widget` for it (the console's
 * and RJSF's, engine/lint/consoleTargets.ts FORM_WIDGET_NAMES, and RJSF's short aliases).
 */
import type { Guidance } from './subject';

/** One `ui:options` entry a widget reads. */
export interface WidgetOption {
  key: string;
  title: string;
  description: string;
}

export interface WidgetGuide extends Guidance {
  title: string;
  names: readonly string[];
  /** What it is for and when to use it. */
  purpose: string;
  options?: readonly WidgetOption[];
}

const DATE_FORMAT: WidgetOption = {
  key: 'format',
  title: '日期格式',
  description: '值的格式（dayjs 写法），默认 YYYY-MM-DD',
};
const ONLY_RJSF = '控制台的界面目前不用它：需要时先在故事中补上它的各个状态。';

export const WIDGET_GUIDE = {
  text: {
    title: '文本',
    names: ['TextWidget', 'EmailWidget', 'URLWidget', 'text', 'email', 'uri'],
    purpose: '单行文本输入，字符串字段的默认控件；format 为 email、uri 时同样是文本框。',
    dos: ['占位提示写「请输入{字段名}」，必填提示与占位提示用同一个字段名。'],
    donts: ['不要用它输入超过 1000 字的文字：超过这个长度用多行文本（规格：文本长度阈值 1000）。'],
  },
  updown: {
    title: '数字',
    names: ['UpDownWidget', 'updown'],
    purpose: '整数或小数的输入框，带增减按钮；用于件数、序号这类数字。',
    dos: ['结算笔数、菜单序号是不小于 0 的整数：schema 写 integer 与 minimum 0（规格：业务常量）。'],
    donts: ['金额不要用它：金额用「金额」控件，两位小数。'],
  },
  textarea: {
    title: '多行文本',
    names: ['textarea', 'TextareaWidget'],
    purpose: '多行文字，如说明、意见、SQL；长度超过 1000 字的文本字段用它。',
    options: [{ key: 'rows', title: '行数', description: '输入框的高度（行），默认 4' }],
  },
  password: {
    title: '密码',
    names: ['password', 'PasswordWidget'],
    purpose: '输入时隐藏字符的密码框，可切换显示。',
    options: [
      { key: 'autocomplete', title: '自动填充', description: '浏览器的自动填充提示，如 new-password' },
    ],
    dos: ['新密码的规则写在字段的说明与提示中：8 位以上，含字母、数字和特殊符号（规格：密码规则）。'],
  },
  select: {
    title: '下拉选择',
    names: ['SelectWidget', 'select'],
    purpose: '从一组选项中选一个（或多个）：选项多于 5 个或来自字典、接口时用它。',
    options: [{ key: 'dict', title: '字典', description: '基础信息字典的名称，选项由字典给出' }],
    dos: ['占位提示写「请选择{字段名}」。'],
    donts: ['占位提示不要是选项之一（docs/descriptor.md）。'],
  },
  radio: {
    title: '单选',
    names: ['RadioWidget', 'radio'],
    purpose: '选项不多（2–5 个）且都需要一眼看到时的单选，如有效、无效。',
    dos: ['有默认值的筛选写出默认值，如菜单有效性默认「有效」（规格：菜单管理）。'],
  },
  checkbox: {
    title: '勾选',
    names: ['CheckboxWidget', 'checkbox'],
    purpose: '一个是否字段（boolean）：勾上为是。',
  },
  checkboxes: {
    title: '多选',
    names: ['CheckboxesWidget', 'checkboxes'],
    purpose: '从几个选项中选多个（数组字段），选项全部平铺显示。',
  },
  range: {
    title: '滑动条',
    names: ['RangeWidget', 'range'],
    purpose: '在一个范围内拖动选择数字；需要精确值时改用数字输入。',
  },
  altDate: {
    title: '年月日选择',
    names: ['AltDateWidget', 'AltDateTimeWidget', 'alt-date', 'alt-datetime'],
    purpose: '用年、月、日（时、分、秒）几个下拉框选择日期，适合出生日期这类远离今天的日期。',
    donts: ['近期的日期（结算、对账）不要用它：用「日期」，带快捷选项。'],
  },
  date: {
    title: '日期',
    names: ['date', 'DateWidget'],
    purpose: '日期选择器，值为 yyyy-MM-dd 的文字。',
    options: [DATE_FORMAT],
    dos: [
      '日期按 yyyy-MM-dd 显示与提交（规格：通用约定）。',
      '开始、结束两个日期都必填时分别提示「请选择开始时间」「请选择结束时间」（规格）。',
      '选择框带「最近一周」（7 天）与「最近一个月」（30 天）快捷选项（规格：日期快捷选项）。',
    ],
  },
  datetime: {
    title: '日期时间',
    names: ['datetime', 'DateTimeWidget'],
    purpose: '选到秒的日期时间，值为 YYYY-MM-DD HH:mm:ss。',
    options: [{ ...DATE_FORMAT, description: '值的格式（dayjs 写法），默认 YYYY-MM-DD HH:mm:ss' }],
  },
  dateRange: {
    title: '日期范围',
    names: ['dateRange'],
    purpose: '一个字段里选开始与结束两个日期（查询条件）。',
    options: [
      DATE_FORMAT,
      { key: 'beginPlaceholder', title: '开始占位提示', description: '默认 开始日期' },
      { key: 'endPlaceholder', title: '结束占位提示', description: '默认 结束日期' },
    ],
    dos: ['带「最近一周」（7 天）与「最近一个月」（30 天）快捷选项（规格：日期快捷选项）。'],
    donts: ['开始日期不能晚于结束日期（规格）。'],
  },
  amount: {
    title: '金额',
    names: ['amount'],
    purpose: '金额输入，按两位小数显示，接受全角数字与中文句号。',
    options: [{ key: 'decimals', title: '小数位数', description: '显示的小数位数，默认 2' }],
    dos: ['金额保留两位小数，不小于 0（规格：业务常量）。'],
    donts: ['不要用千分位或「元」写在值里：只在列表的显示格式中加。'],
  },
  captcha: {
    title: '图形验证码',
    names: ['captcha'],
    purpose: '输入框与验证码图片：点击图片换一张，登录、找回密码时用。',
    options: [
      { key: 'path', title: '图片接口', description: '取验证码图片的地址（GET，答复 {key, image}）' },
      { key: 'keyField', title: '验证码键字段', description: '写入图片 key 的字段，默认 checkKey' },
      { key: 'refreshTarget', title: '刷新目标', description: 'refresh 动作用来换图的名称，默认 captcha' },
    ],
    dos: ['验证码为 4 位数字，每 60 秒自动刷新（规格：登录）。'],
  },
  smsCode: {
    title: '短信验证码',
    names: ['smsCode'],
    purpose: '验证码输入框与「获取验证码」按钮，发送后倒计时。',
    options: [
      { key: 'mobileField', title: '手机号字段', description: '读取手机号的字段，默认 mobile' },
      { key: 'path', title: '发送接口', description: '发送验证码的地址（GET，带 mobile）' },
      { key: 'query', title: '附加参数', description: '随请求发送的其他参数' },
      { key: 'seconds', title: '倒计时', description: '重新发送前等待的秒数，默认 60' },
      { key: 'emptyMessage', title: '手机号为空提示', description: '默认 手机号不能为空' },
    ],
    dos: ['重新发送倒计时 60 秒，期间按钮不可用（规格：登录）。'],
  },
  segmented: {
    title: '分段选择',
    names: ['segmented'],
    purpose: '在几种方式之间切换（如密码登录、验证码登录），选中后表单随之变化。',
  },
  iconSelect: {
    title: '图标选择',
    names: ['iconSelect'],
    purpose: '从控制台的图标集中选一个图标（菜单图标）。',
  },
  checkTree: {
    title: '菜单权限树',
    names: ['checkTree'],
    purpose: '两级勾选树：值为勾选的叶子与其上级，用于给角色分配菜单。',
    options: [
      { key: 'path', title: '节点接口', description: '取树节点 {id, label, children} 的地址（GET）' },
      { key: 'rows', title: '答复路径', description: '节点在答复中的位置' },
    ],
  },
  cascader: {
    title: '级联选择',
    names: ['cascader'],
    purpose: '逐级选择（省、市、区）：值为选到的最深一级，可只选到省。',
    options: [{ key: 'tree', title: '选项树', description: '由表单的选项来源给出，不必手写' }],
  },
  file: {
    title: '文件选择',
    names: ['file', 'FileWidget'],
    purpose: '选一个文件交给表单（导入），选择时即检查类型与大小。',
    options: [
      { key: 'accept', title: '文件类型', description: '可选的文件类型' },
      { key: 'maxSizeMB', title: '大小上限', description: '单个文件的最大兆字节数' },
      { key: 'messages', title: '提示文字', description: '类型不符、文件过大时的提示' },
      { key: 'buttonText', title: '按钮文字', description: '默认 选择文件' },
    ],
    dos: ['导入只收一个文件（规格：文件上传限制 1 个）。'],
    donts: ['不要写 RJSF 的 FileWidget（data-url，整份文件编进表单值）：用 file。'],
  },
  fileList: {
    title: '附件上传',
    names: ['fileList'],
    purpose: '多个附件逐个上传到服务器，列表显示已传的文件，可删除。',
    options: [
      { key: 'path', title: '上传接口', description: '上传每个文件的地址' },
      { key: 'accept', title: '文件类型', description: '可上传的扩展名' },
      { key: 'maxSize', title: '大小上限', description: '单个文件的最大字节数' },
      { key: 'maxCount', title: '个数上限', description: '最多几个文件' },
      { key: 'typeMessage', title: '类型不符提示', description: '如 只能上传图片或者TXT文本文件' },
      { key: 'sizeMessage', title: '过大提示', description: '如 文件过大' },
      { key: 'limitMessage', title: '超出个数提示', description: '超过个数上限时的提示' },
    ],
    dos: ['工单附件：png、jpeg/jpg 或 txt，每个不超过 1 MB，最多 3 个（规格：服务工单）。'],
  },
  hidden: {
    title: '隐藏字段',
    names: ['HiddenWidget', 'hidden'],
    purpose: '不显示的字段：值随表单提交（编辑时的主键、由其他字段算出的值）。',
    donts: ['不要用它藏起需要用户确认的值：只读显示用详情或只读字段。'],
  },
  color: { title: '颜色', names: ['ColorWidget', 'color'], purpose: '浏览器的取色框。', donts: [ONLY_RJSF] },
  time: { title: '时间', names: ['TimeWidget', 'time'], purpose: '只选时刻的输入框。', donts: [ONLY_RJSF] },
  rating: { title: '评分', names: ['RatingWidget'], purpose: '星级评分。', donts: [ONLY_RJSF] },
} as const satisfies Record<string, WidgetGuide>;

export type WidgetDocName = keyof typeof WIDGET_GUIDE;

/** The widget's docs, or undefined for a name it does not have. */
export const widgetGuide = (name: string): WidgetGuide | undefined =>
  Object.hasOwn(WIDGET_GUIDE, name) ? (WIDGET_GUIDE as Record<string, WidgetGuide>)[name] : undefined;
