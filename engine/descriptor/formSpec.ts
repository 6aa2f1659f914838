/** The form spec that a form block, a crud's query and a dialog share: schema, layout, states, options, rules. */
import type { HttpMethod } from './actions';
import type { Expr, Mapping, SchemaRef, Template } from './expr';
import type { AnswerPath, UiSchema } from './refs';

/** Field states computed from predicates over the form data and the context. @title 字段状态 @zh 按表单数据与上下文计算的字段隐藏、禁用状态 */
export interface FieldState {
  /** The field is hidden while true. @title 隐藏条件 @zh 条件成立时隐藏该字段 */
  hidden?: Expr;
  /** The field is disabled while true. @title 禁用条件 @zh 条件成立时禁用该字段 */
  disabled?: Expr;
}

/** A form: JSON Schema plus uiSchema, rendered by RJSF. @title 表单定义 @zh 表单的 JSON Schema 与界面配置，由 RJSF 绘制 */
export interface FormSpec {
  /**
   * The form's JSON Schema, inline or a shared schema name from `schemas/`.
   * @title 数据结构 @zh 表单的 JSON Schema：内联写出，或 schemas/ 中共享结构的名称
   */
  schema: SchemaRef;
  /** RJSF uiSchema (widgets, placeholders, order, layout). @title 界面配置 @zh RJSF 的 uiSchema：控件、占位提示、顺序与布局 */
  uiSchema?: UiSchema;
  /** Initial values, each an expression (e.g. dates one month back to today). @title 默认值 @zh 各字段的初始值，每个值是一个表达式 */
  defaults?: Mapping;
  /** Per-field hidden/disabled predicates, keyed by property name. @title 字段状态 @zh 按字段名给出的隐藏、禁用条件 */
  fieldStates?: { [field: string]: FieldState };
  /**
   * Fields whose value follows from others, recomputed on every change (each expression reads `form`),
   * e.g. `{"hisCode": {"if": [{"==": [{"var": "form.hisPrd"}, "00"]}, "NET", "NEU"]}}`.
   * @title 联动字段 @zh 随其他字段变化而重新计算的字段，每个值是读取 form 的表达式
   */
  derived?: Mapping;
  /** Label column width in grid units (1–24); horizontal layout when set. @title 标签宽度 @zh 标签列所占栅格数（1–24）；设置后标签与输入框同行 */
  labelSpan?: number;
  /** Lay the fields out inline (query panels). @title 行内排列 @zh 字段在一行内依次排列（查询条件） */
  inline?: boolean;
  /**
   * What Enter does in the form: `"text"` (the default) — Enter in a one-line text box submits, as in
   * query and login forms; `"never"` — only the form's buttons submit it, for a form whose submit
   * reconciles, reverses, approves, deletes or runs a deal. Enter in a date picker, select or cascader
   * never submits a form: it confirms the picker.
   * @title 回车提交 @zh 回车何时提交表单：单行文本框中（text）或从不（never）
   */
  enterSubmits?: 'text' | 'never';
  /**
   * Whether leaving the screen (a menu entry, Back, closing or reloading the tab) while this form holds
   * unsaved changes asks 未保存的内容将丢失，确定离开此页面? first. By default a form the screen saves
   * asks (an `onSubmit` or buttons of its own: edit forms and dialogs) unless it is `inline` (a query
   * panel); `false` for conditions and credentials (the login), `true` to ask for any form.
   * @title 离开前提醒 @zh 有未保存的修改时，离开页面前先请用户确认
   */
  warnUnsaved?: boolean;
  /** Extra text fields built from a list (e.g. a deal's query parameters): one per item. @title 动态字段 @zh 由列表生成的文本字段，每项一个 */
  fields?: {
    /** @title 来源列表 @zh 生成字段的列表，一个表达式 */
    from: Expr;
    /** @title 字段名 @zh 每项中作为字段名的属性 */
    name: string;
    /** @title 字段标题 @zh 每项中作为字段标题的属性 */
    title: string;
  };
  /**
   * Options of a field loaded from a call, keyed by property name (for an array of strings: its items).
   * @title 选项来源 @zh 按字段名给出从接口加载的下拉选项
   */
  options?: { [field: string]: OptionSource };
  /**
   * Cross-field rules: while `test` (over `form`) is false, `message` shows under `field`,
   * e.g. the end date not earlier than the start date minus one day. Write the test so it holds while a
   * field it reads is empty (the required message covers that).
   * @title 校验规则 @zh 跨字段的校验规则，不满足时在字段下显示提示
   */
  rules?: FormRule[];
}

/** One cross-field rule of a form. @title 校验规则 @zh 一条跨字段校验规则 */
export interface FormRule {
  /** The field the message shows under. @title 提示字段 @zh 显示提示的字段名 */
  field: string;
  /**
   * Holds when the data is valid, e.g. `{"<=": [{"var": "form.stmt_begndate"}, {"var": "form.stmt_enddate"}]}`.
   * @title 校验条件 @zh 数据有效时成立的表达式，读取 form
   */
  test: Expr;
  /** @title 提示文字 @zh 条件不成立时在字段下显示的文字 */
  message: Template;
}

/**
 * Where a select's options come from: a call whose rows give each option's label and value.
 * @title 选项来源 @zh 从接口加载下拉选项：每行给出选项的文字与值
 */
export interface OptionSource {
  /** @title 请求方法 @zh 加载选项所用的 HTTP 方法 */
  method: HttpMethod;
  /** @title 接口路径 @zh 以 /commondeal 开头的接口路径，可含占位符 */
  path: Template;
  /** @title 查询参数 @zh 地址栏查询参数，每个值是一个表达式 */
  query?: Mapping;
  /** Path of the rows in the answer's data (empty: data itself). @title 行路径 @zh 行数据在应答 data 中的路径；为空则为 data 本身 */
  rows?: AnswerPath;
  /** Property of a row holding the option's text. @title 文字字段 @zh 行中作为选项文字的属性 */
  label: string;
  /** Property of a row holding the option's value. @title 值字段 @zh 行中作为选项值的属性 */
  value: string;
  /**
   * Keeps only the rows for which this predicate holds; it reads the row as `item` beside the context
   * (e.g. top-level types only: `{"==": [{"var": "item.parentTypeId"}, null]}`).
   * @title 筛选条件 @zh 只保留条件成立的行，行数据以 item 读取
   */
  filter?: Expr;
  /**
   * Property of a row holding the options below it: the options form a tree, given to the field's
   * widget (`ui:widget: "cascader"`) instead of the schema's choices.
   * @title 下级字段 @zh 行中保存下级选项的属性，选项因此成为树（级联选择）
   */
  children?: string;
}
