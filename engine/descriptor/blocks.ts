/** The form blocks: a form, a deal's form, an editable table; and the steps block. */
import type { Action, HttpMethod } from './actions';
import type { Button } from './button';
import type { Expr, Mapping, Template } from './expr';
import type { FormSpec } from './formSpec';
import type { AnswerPath } from './refs';

/** A form with buttons; view mode shows it read-only. @title 表单区块 @zh 带按钮的表单；查看模式下只读显示 */
export interface FormBlock extends FormSpec {
  /** @title 类型 @zh 区块类型：表单（form） */
  type: 'form';
  /** @title 区块标识 @zh 区块的 id，供刷新、提交、写值等动作引用 */
  id?: string;
  /** @title 标题 @zh 表单上方的标题 */
  title?: Template;
  /** Loads the initial data. @title 加载数据 @zh 打开时加载表单初始数据的接口 */
  load?: {
    /** @title 请求方法 @zh 加载数据所用的 HTTP 方法 */
    method: HttpMethod;
    /** @title 接口路径 @zh 以 /commondeal 开头的接口路径，可含占位符 */
    path: Template;
    /** @title 请求体字段 @zh 请求体中的各字段，每个值是一个表达式 */
    body?: Mapping;
    /** @title 查询参数 @zh 地址栏查询参数，每个值是一个表达式 */
    query?: Mapping;
    /** @title 数据路径 @zh 数据在应答 data 中的路径；为空则为 data 本身 */
    rows?: AnswerPath;
    /**
     * Maps the answer into form data; each expression reads the answer as `result`.
     * @title 填入映射 @zh 把应答映射为表单数据，每个表达式以 result 读取应答
     */
    into?: Mapping;
  };
  /** Start in view or edit mode; `setValue` on `state.<id>.mode` switches. @title 模式 @zh 以编辑（edit）或查看（view）模式打开 */
  mode?: 'edit' | 'view';
  /** Runs after validation passes; the context has `form`. @title 提交动作 @zh 校验通过后执行的动作，可读取 form */
  onSubmit?: Action;
  /** @title 按钮 @zh 表单的按钮 */
  buttons?: Button[];
  /** Where the buttons go: under the fields (default) or full-width. @title 按钮布局 @zh 按钮位于字段下方（inline，默认）或通栏（block） */
  buttonsLayout?: 'inline' | 'block';
}

/**
 * A form generated at run time from the deal metadata of `POST /commondeal/meta`: input nodes as fields or
 * editable tables, output nodes as read-only descriptions or tables.
 * @title 交易表单区块 @zh 按交易元数据在运行时生成的表单与输出
 */
export interface DealFormBlock {
  /** @title 类型 @zh 区块类型：交易表单（dealForm） */
  type: 'dealForm';
  /** @title 区块标识 @zh 区块的 id，供其他动作引用 */
  id?: string;
  /**
   * The deal, e.g. `{{route.query.dealName}}`, whose metadata is read from `POST /commondeal/meta`; not read when `meta` is given.
   * @title 交易名称 @zh 要办理的交易名，可含占位符；给出交易元数据时不读取
   */
  dealName?: Template;
  /**
   * The deal's metadata as an expression (e.g. `{"var": "state.draft"}`, a draft being edited) instead of
   * reading it by `dealName`: drawn with the same converter and form, validated, redrawn when it changes.
   * @title 交易元数据 @zh 直接给出交易元数据的表达式（如编辑中的草稿），代替按交易名读取
   */
  meta?: Expr;
  /** Runs once the metadata is loaded; the context has `deal` (the metadata). @title 就绪动作 @zh 元数据加载后执行的动作，可读取 deal */
  onReady?: Action;
  /**
   * Runs after validation; the context has `form` (the dealInput keyed by node name) and `deal`.
   * @title 提交动作 @zh 校验通过后执行的动作，可读取 form 与 deal
   */
  onSubmit?: Action;
  /** @title 按钮 @zh 表单的按钮 */
  buttons?: Button[];
  /**
   * The deal output shown under the form, keyed by output node (e.g. `{"var": "state.output"}`).
   * @title 交易输出 @zh 表单下方显示的交易输出，按输出节点组织
   */
  output?: Expr;
  /** Shown for an output list without rows. @title 空数据文字 @zh 输出列表没有数据时显示的文字 */
  emptyText?: Template;
  /**
   * Draws the output view from a sample answer of the output nodes instead of `output` (a preview): generated
   * from the metadata and editable as JSON (示例应答).
   * @title 示例应答 @zh 按输出节点生成示例应答并显示输出视图（可按 JSON 编辑），用于预览
   */
  sample?: boolean;
}

/** A column of an editable table: its cell kind decides the input. @title 可编辑列 @zh 可编辑表格的一列，单元格类型决定输入方式 */
export interface EditableColumn {
  /** @title 列标题 @zh 表头显示的文字 */
  title: Template;
  /** Property of the row. @title 字段 @zh 该列对应的行属性 */
  field: string;
  /**
   * `text` (default), `amount` (a number with `decimals`, at least `min`) or `select` (`options` or `dict`).
   * @title 单元格类型 @zh 文本（text，默认）、金额（amount）或下拉选择（select）
   */
  kind?: 'text' | 'amount' | 'select';
  /** Decimals of an amount (default 2). @title 小数位数 @zh 金额的小数位数（默认 2） */
  decimals?: number;
  /** Least amount (default 0). @title 最小金额 @zh 金额的最小值（默认 0） */
  min?: number;
  /** A select's choices. @title 选项 @zh 下拉选择的选项 */
  options?: {
    /** @title 选项值 @zh 选项保存的值 */
    value: string;
    /** @title 选项文字 @zh 选项显示的文字 */
    label: string;
  }[];
  /** A select's choices from a base-info dictionary. @title 字典 @zh 下拉选项来自的基础信息字典名 */
  dict?: string;
  /** @title 宽度 @zh 列宽，单位像素 */
  width?: number;
}

/**
 * A table typed in place, its rows held in the screen state at `state.<rows>` (so actions send them): add a
 * row, edit, save the draft (leaves edit mode), delete a row, clear. Every cell is required: leaving an empty
 * cell shows `messages.cell` under it, saving with an empty cell shows `messages.incomplete` and marks every
 * empty cell, saving with no rows shows `messages.empty`.
 * @title 可编辑表格区块 @zh 在页面上直接录入的表格，行数据保存在界面状态中
 */
export interface EditableTableBlock {
  /** @title 类型 @zh 区块类型：可编辑表格（editableTable） */
  type: 'editableTable';
  /** @title 区块标识 @zh 区块的 id，供其他动作引用 */
  id?: string;
  /** @title 标题 @zh 表格上方的标题 */
  title?: Template;
  /** The state key holding the rows, e.g. `manualRows` (read as `state.manualRows`). @title 状态键 @zh 保存行数据的界面状态键，如 manualRows */
  rows: string;
  /** @title 列 @zh 表格的列 */
  columns: EditableColumn[];
  /**
   * Button texts: `add` 添加明细, `edit` 编辑, `save` 保存草稿, `clear` 清空录入, `delete` 删除.
   * @title 按钮文字 @zh 添加、编辑、保存、清空、删除按钮的文字
   */
  labels?: {
    /** @title 添加按钮 @zh 添加按钮的文字（默认 添加明细） */
    add?: Template;
    /** @title 编辑按钮 @zh 编辑按钮的文字（默认 编辑） */
    edit?: Template;
    /** @title 保存按钮 @zh 保存按钮的文字（默认 保存草稿） */
    save?: Template;
    /** @title 清空按钮 @zh 清空按钮的文字（默认 清空录入） */
    clear?: Template;
    /** @title 删除按钮 @zh 删除按钮的文字（默认 删除） */
    delete?: Template;
  };
  /**
   * Messages: `incomplete` (default 请完善信息), `cell` (default 请输入{{column}}; `column` is the
   * column title), `empty` (default 请添加明细信息).
   * @title 提示文字 @zh 信息不完整、单元格为空、没有明细时的提示
   */
  messages?: {
    /** @title 不完整提示 @zh 保存时有空单元格的提示（默认 请完善信息） */
    incomplete?: Template;
    /** @title 单元格提示 @zh 单元格为空时其下的提示，可读取列标题 column */
    cell?: Template;
    /** @title 无明细提示 @zh 没有任何行时保存的提示（默认 请添加明细信息） */
    empty?: Template;
  };
  /** Page size, the sizes offered, and the size set by clearing (e.g. 10 → 20). @title 分页 @zh 每页条数、可选条数与清空后的条数 */
  pagination?: {
    /** @title 每页条数 @zh 每页显示的行数 */
    pageSize: number;
    /** @title 可选条数 @zh 可供选择的每页条数 */
    pageSizes?: number[];
    /** @title 清空后条数 @zh 清空录入后的每页条数 */
    pageSizeOnClear?: number;
  };
  /** @title 空数据文字 @zh 没有行时显示的文字 */
  emptyText?: Template;
  /**
   * Runs after a save the rows passed (every cell filled), e.g. `{"type": "draft", "op": "save"}`.
   * @title 保存后动作 @zh 保存通过（单元格均已填写）后执行的动作
   */
  onSave?: Action;
}

/**
 * Progress as steps: one step per item of `source`, finished (已完成) while `done` holds, in process (进行中) while
 * `current` holds, otherwise waiting (等待中). Title and description are templates over the step's `item`.
 * @title 步骤区块 @zh 以步骤条显示进度，每项一个步骤
 */
export interface StepsBlock {
  /** @title 类型 @zh 区块类型：步骤（steps） */
  type: 'steps';
  /** The list of steps, e.g. `{"var": "dialog.data.steps"}`. @title 步骤列表 @zh 步骤的列表，一个表达式 */
  source: Expr;
  /** A step's title, e.g. `{{item.dtlDesc}}`. @title 步骤标题 @zh 每个步骤的标题，可读取 item */
  title: Template;
  /** A step's description, e.g. `{{item.modifier}} {{item.modifyTime}} {{item.proposal}}`. @title 步骤说明 @zh 每个步骤的说明，可读取 item */
  description?: Template;
  /** The step is finished while this predicate over `item` holds. @title 完成条件 @zh 条件成立时该步骤为已完成，读取 item */
  done?: Expr;
  /**
   * The step is in process while this predicate over `item` holds (and it is not done).
   * @title 进行中条件 @zh 条件成立（且未完成）时该步骤为进行中
   */
  current?: Expr;
  /** Vertical (default) or horizontal. @title 方向 @zh 纵向（vertical，默认）或横向（horizontal） */
  direction?: 'vertical' | 'horizontal';
  /** Shown when there is no step. @title 空数据文字 @zh 没有步骤时显示的文字 */
  emptyText?: Template;
}
