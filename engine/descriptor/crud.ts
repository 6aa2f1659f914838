/** The crud block: a query form, a toolbar, a paged table (or cards) and row actions over one list call. */
import type { HttpMethod } from './actions';
import type { Button } from './button';
import type { FormSpec } from './formSpec';
import type { Expr, Mapping, Template } from './expr';
import type { AnswerPath, RowField } from './refs';

/** How a column shows its value. @title 显示格式 @zh 列值的显示方式：代码映射、金额、日期或字典 */
export interface ColumnFormat {
  /** Code → label, inline. @title 代码映射 @zh 代码到显示文字的映射，直接写出 */
  map?: { [code: string]: string };
  /** Amount with this many decimals. @title 小数位数 @zh 按金额显示，保留的小数位数 */
  decimals?: number;
  /** Date pattern (dayjs), e.g. `YYYY-MM-DD`. @title 日期格式 @zh 日期的显示格式，如 YYYY-MM-DD */
  date?: string;
  /**
   * Code → label from a base-info dictionary of the session (e.g. `rush_status`, `med_type`).
   * @title 字典 @zh 代码到文字的基础信息字典名，如 med_type
   */
  dict?: string;
  /**
   * The label of a value found neither in `map` nor in `dict` ("anything else"), e.g. `{"map": {"0":
   * "否"}, "fallback": "是"}`; without it such a value shows as it is.
   * @title 其他值文字 @zh 映射与字典中都找不到的值显示的文字
   */
  fallback?: Template;
  /**
   * The value shows as a coloured tag: code → colour (an antd preset colour), e.g. `{"1": "green", "0":
   * "red"}`; the tag's text is the label from `map`/`dict`. A code without a colour is a plain grey tag.
   * @title 标签颜色 @zh 以彩色标签显示：代码到颜色的映射，文字取自代码映射或字典
   */
  tags?: { [code: string]: TagColor };
  /**
   * The value (an object, or a text holding JSON) shows as JSON indented two spaces, in a monospace box
   * that scrolls and has a 复制 button (a logged message, a stored configuration).
   * @title JSON 显示 @zh 以格式化的 JSON 显示：等宽字体、可滚动、可复制
   */
  json?: boolean;
}

/** An antd preset tag colour. @title 标签颜色 @zh 标签的颜色 */
export type TagColor = 'green' | 'red' | 'orange' | 'gold' | 'blue' | 'cyan' | 'purple' | 'default';

/** A table column. @title 列 @zh 列表表格的一列 */
export interface Column {
  /** @title 列标题 @zh 表头显示的文字 */
  title: Template;
  /**
   * Property of the row (dot path allowed); the column's key, and its value unless `template` is set.
   * @title 字段 @zh 行数据中的属性名（可用点号路径），也是列的键
   */
  field: RowField;
  /** @title 显示格式 @zh 代码映射、金额、日期或字典 */
  format?: ColumnFormat;
  /** @title 宽度 @zh 列宽，单位像素 */
  width?: number;
  /**
   * Several fields in one cell: a template over `row` (and the screen context); each line of the
   * result is one line of the cell, e.g. `"{{row.orgCode}}\n{{row.orgName}}"`.
   * @title 内容模板 @zh 单元格内容模板，可组合多个字段，每行显示一行
   */
  template?: Template;
  /**
   * The column is shown only while this predicate (over `user`, `query`, `state`…, no `row`) holds.
   * @title 显示条件 @zh 条件成立时才显示该列（不能读取 row）
   */
  visible?: Expr;
  /**
   * The cell is a text input writing into the row's `field` (inline editing of a row); a row action
   * then sends the row (e.g. `{"var": "row.cainfo"}`).
   * @title 可编辑 @zh 单元格为输入框，输入写回该行的字段
   */
  editable?: {
    /** @title 占位提示 @zh 输入框为空时的提示文字 */
    placeholder?: Template;
    /** @title 最大长度 @zh 可输入的最多字符数 */
    maxLength?: number;
  };
}

/**
 * Where a keyset-paged answer holds the cursors of its rows. The crud keeps them with the answer's page
 * number: asking the page after it sets `page.after` (the `next` cursor), the page before it `page.before`
 * (the `prev` cursor), the last page (from the total) `page.last: true`; the first page, any other page,
 * another page size and another query have none of them (the page by its number).
 * @title 分页游标 @zh 按键集分页时游标在应答中的位置
 */
export interface ListCursor {
  /** Path of the cursor of the page's last row in the answer's data (e.g. `next`). @title 下一页游标 @zh 本页最后一行的游标在应答 data 中的路径 */
  next: AnswerPath;
  /** Path of the cursor of the page's first row in the answer's data (e.g. `prev`). @title 上一页游标 @zh 本页第一行的游标在应答 data 中的路径 */
  prev: AnswerPath;
}

/** Query form, toolbar, paged table and row actions over one list call. @title 列表区块 @zh 查询条件、工具栏、分页表格与行操作，基于一个列表接口 */
export interface CrudBlock {
  /** @title 类型 @zh 区块类型：列表（crud） */
  type: 'crud';
  /** Id for `refresh` actions. @title 区块标识 @zh 区块的 id，供刷新等动作引用 */
  id?: string;
  /** @title 标题 @zh 列表上方的标题 */
  title?: Template;
  /** The query form; its data is `query` in the context. @title 查询条件 @zh 查询表单，其数据在上下文中为 query */
  query?: FormSpec & {
    /** @title 查询按钮文字 @zh 查询按钮的文字（默认 查询） */
    submitLabel?: Template;
    /** @title 重置按钮文字 @zh 重置按钮的文字（默认 重置） */
    resetLabel?: Template;
  };
  /**
   * Rows held in the screen state instead of a call (e.g. `{"var": "state.fileRows"}`): shown with local
   * paging, following the state as it changes. Give either this or `list`.
   * @title 行数据来源 @zh 取自界面状态而非接口的行数据，本地分页；与列表接口二选一
   */
  rowsFrom?: Expr;
  /**
   * The list call: its body is built from `query` and `page` ({current, size}; with `cursor` also `after`,
   * `before` and `last`).
   * @title 列表接口 @zh 获取列表数据的接口，请求体由查询条件与分页构成
   */
  list?: {
    /** @title 请求方法 @zh 调用列表接口所用的 HTTP 方法 */
    method: HttpMethod;
    /** @title 接口路径 @zh 以 /commondeal 开头的接口路径，可含占位符 */
    path: Template;
    /** @title 请求体字段 @zh 请求体中的各字段，每个值是一个表达式 */
    body?: Mapping;
    /** @title 请求体来源 @zh 一个表达式，其值作为整个请求体，body 中的字段覆盖其上 */
    bodyFrom?: Expr;
    /** Path of the rows in the answer's data; empty means data itself. @title 行路径 @zh 行数据在应答 data 中的路径；为空则为 data 本身 */
    rows?: AnswerPath;
    /** Path of the total in the answer's data; paging is local when absent. @title 总数路径 @zh 总条数在应答 data 中的路径；不填则本地分页 */
    total?: AnswerPath;
    /** The answer (at `rows`) is one object, shown as a one-row table (none when it is null). @title 单条结果 @zh 应答为单个对象，显示为一行的表格 */
    single?: boolean;
    /**
     * The list pages by keyset (a long, time-ordered list such as 交易日志, docs/performance.md): the paths
     * of the answer's cursors, e.g. `{"next": "next", "prev": "prev"}`. Its body then reads `page.after`,
     * `page.before` and `page.last` as well as `page.current` and `page.size`.
     * @title 分页游标 @zh 按键集分页（长列表）时游标在应答中的路径
     */
    cursor?: ListCursor;
  };
  /**
   * Run the query when the screen opens (default true), or when this predicate holds.
   * @title 自动查询 @zh 打开界面时即查询（默认是），或在条件成立时查询
   */
  autoQuery?: Expr;
  /**
   * Keeps the query conditions and the page in the address (default true for a list outside dialogs):
   * Back and F5 show the same filtered page. The screen's first such list uses the field names and
   * `page`/`size` (`?user=139&page=2`), any other `<id>.` before them; a parameter that is not a query
   * field or does not fit its schema is ignored. `false`: never.
   * @title 查询写入地址栏 @zh 查询条件与页码保存在地址栏中，后退与刷新后不变
   */
  urlState?: boolean;
  /**
   * Buttons above the table; their context has `query`, `selection` and `list` (`list.rows`: the rows
   * of the last answer; `list.total`), e.g. enabled only while the query found nothing:
   * `{"==": [{"var": "list.total"}, 0]}`.
   * @title 工具栏 @zh 表格上方的按钮，可读取 query、selection 与 list
   */
  toolbar?: Button[];
  /** @title 列 @zh 表格的列 */
  columns: Column[];
  /** Buttons shown on each row; their context has `row`. @title 行操作 @zh 每行显示的按钮，可读取 row */
  rowActions?: Button[];
  /** @title 操作列标题 @zh 行操作所在列的表头文字（默认 操作） */
  rowActionsTitle?: Template;
  /**
   * The 操作 column is shown only while this predicate (no `row`) holds, e.g. hidden from the 9999 operator.
   * @title 操作列显示条件 @zh 条件成立时才显示操作列（不能读取 row）
   */
  rowActionsVisible?: Expr;
  /** @title 行主键 @zh 唯一标识一行的字段 */
  rowKey: RowField;
  /** @title 行选择 @zh 多选（checkbox）或单选（radio） */
  selection?: 'checkbox' | 'radio';
  /**
   * Mirrors the selected rows into `state.<selectionAs>` (an array), so a dialog's OK or another block
   * reads the choice of a picker list.
   * @title 选中行状态键 @zh 选中的行同步保存到的界面状态键
   */
  selectionAs?: string;
  /**
   * Rows are kept only when this predicate holds over `row` and `query` (client-side filter).
   * @title 筛选条件 @zh 只保留条件成立的行（浏览器端筛选），可读取 row 与 query
   */
  filter?: Expr;
  /** Client-side order of the rows. @title 排序 @zh 行在浏览器端的排序 */
  sort?: {
    /** @title 排序字段 @zh 按其排序的行字段 */
    field: RowField;
    /** @title 按数值排序 @zh 按数值而非文字比较 */
    numeric?: boolean;
    /** @title 降序 @zh 从大到小排列 */
    descending?: boolean;
  };
  /** Show the rows as a table (default) or as a grid of cards. @title 展示方式 @zh 表格（table，默认）或卡片（cards） */
  display?: 'table' | 'cards';
  /** For `cards`: the card's title and text, templates over `row`. @title 卡片内容 @zh 卡片展示时每张卡片的标题与说明 */
  card?: {
    /** @title 卡片标题 @zh 卡片的标题，可读取 row */
    title: Template;
    /** @title 卡片说明 @zh 卡片的说明文字，可读取 row */
    description?: Template;
  };
  /** Rows for which the predicate holds get the warning highlight. @title 高亮条件 @zh 条件成立的行以警示色高亮 */
  highlight?: Expr;
  /**
   * Page size and the sizes offered; false for no paging. `resetPageSize`: the size 重置 goes back to
   * (default `pageSize`).
   * @title 分页 @zh 每页条数与可选条数；false 为不分页
   */
  pagination?:
    | {
        /** @title 每页条数 @zh 每页显示的行数 */
        pageSize: number;
        /** @title 可选条数 @zh 可供选择的每页条数 */
        pageSizes?: number[];
        /** @title 重置后条数 @zh 点重置后恢复的每页条数（默认同每页条数） */
        resetPageSize?: number;
      }
    | false;
  /** @title 空数据文字 @zh 没有数据时显示的文字 */
  emptyText?: Template;
}
