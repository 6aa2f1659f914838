import type { HttpMethod } from './actions';
import type { Expr, Mapping, Template } from './expr';

/**
 * The call a dashboard block reads its figures from. It runs when the block appears, again whenever its
 * `query` or `body` evaluates to something else (e.g. `state.orgCode` set by a filter form), and on a
 * `refresh` of the block's id.
 * @title 数据接口 @zh 统计、图表区块读取数据的接口
 */
export interface BlockRequest {
  /** @title 请求方法 @zh 调用接口所用的 HTTP 方法 */
  method: HttpMethod;
  /** Path starting with /commondeal; may hold `{{placeholders}}`. @title 接口路径 @zh 以 /commondeal 开头的接口路径，可含占位符 */
  path: Template;
  /** Query-string fields, each an expression; empty values are left out. @title 查询参数 @zh 地址栏查询参数，每个值是一个表达式；空值不发送 */
  query?: Mapping;
  /** Body fields (not for GET), each an expression. @title 请求体字段 @zh 请求体中的各字段（GET 不用），每个值是一个表达式 */
  body?: Mapping;
  /** Path of the figures in the answer's data (empty: the data itself). @title 数据路径 @zh 数据在应答 data 中的路径；为空则为 data 本身 */
  data?: string;
}

/**
 * How a figure is shown: `amount` with 2 decimals, `count` a whole number, both with thousands separators.
 * @title 数值格式 @zh 金额（amount，两位小数）或计数（count，整数），均带千分位
 */
export type FigureFormat = 'amount' | 'count';

/** One figure of a `statistic` block. @title 统计项 @zh 统计区块中的一个数值 */
export interface StatisticItem {
  /** @title 标签 @zh 数值上方的名称 */
  label: Template;
  /** Path of the value in the loaded figures (dot path), e.g. `totals.medfee`. @title 字段 @zh 数值在数据中的点号路径，如 totals.medfee */
  field: string;
  /** @title 数值格式 @zh 金额或计数，均带千分位 */
  format?: FigureFormat;
  /** Text after the value, e.g. 元 or 笔. @title 单位 @zh 数值后的文字，如 元、笔 */
  suffix?: Template;
  /** Shown instead of the value while it is missing or null (default 暂无). @title 空值文字 @zh 数值缺失时显示的文字（默认 暂无） */
  emptyText?: Template;
  /** A line under the figure (a template over the context and `data`, the loaded figures). @title 附注 @zh 数值下方的一行文字，可读取 data */
  note?: Template;
  /**
   * The change against an earlier value at this path (e.g. the previous period's total): shown as
   * ↑/↓ and a percentage, with `trendLabel` before it (default 较上期).
   * @title 对比字段 @zh 用于比较的早先数值路径，显示升降与百分比
   */
  trend?: string;
  /** @title 对比文字 @zh 升降百分比前的文字（默认 较上期） */
  trendLabel?: Template;
  /** The figure is shown while this predicate holds (context plus `data`). @title 显示条件 @zh 条件成立时才显示该项 */
  visible?: Expr;
}

/** A row of figures (totals, counts to act on) loaded from one call. @title 统计区块 @zh 一行统计数值，来自同一个接口 */
export interface StatisticBlock {
  /** @title 类型 @zh 区块类型：统计（statistic） */
  type: 'statistic';
  /** Id for `refresh` actions. @title 区块标识 @zh 区块的 id，供刷新动作引用 */
  id?: string;
  /** @title 标题 @zh 统计区块的标题 */
  title?: Template;
  /** @title 数据接口 @zh 读取数值的接口 */
  request: BlockRequest;
  /** @title 统计项 @zh 显示的各个数值 */
  items: StatisticItem[];
  /** Figures per row (1–6, default: all in one row up to 6). @title 每行项数 @zh 每行显示的数值个数（1–6） */
  columns?: number;
  /** The block is shown (and its call made) while this predicate holds. @title 显示条件 @zh 条件成立时才显示并调用接口 */
  visible?: Expr;
}

/** One series of a chart: a property of each row. @title 数据系列 @zh 图表的一组数据，取自每行的一个属性 */
export interface ChartSeries {
  /** The series' name in the legend and tooltip. @title 系列名称 @zh 图例与悬浮提示中的名称 */
  name: Template;
  /** Property of each row holding the value. @title 字段 @zh 每行中保存数值的属性 */
  field: string;
  /** Draw this series as a line or as bars (default: the chart's kind; line and bar only). @title 图形 @zh 该系列画成折线（line）或柱形（bar） */
  kind?: 'line' | 'bar';
  /** @title 数值格式 @zh 金额或计数，均带千分位 */
  format?: FigureFormat;
  /** The value axis: `left` (default) or `right` (e.g. counts beside amounts). @title 数值轴 @zh 左轴（left，默认）或右轴（right） */
  axis?: 'left' | 'right';
}

/**
 * A line, bar or pie chart of the rows one call answers (ECharts, loaded only where a chart is shown).
 * @title 图表区块 @zh 折线图、柱状图或饼图，数据来自同一个接口
 */
export interface ChartBlock {
  /** @title 类型 @zh 区块类型：图表（chart） */
  type: 'chart';
  /** Id for `refresh` actions. @title 区块标识 @zh 区块的 id，供刷新动作引用 */
  id?: string;
  /** @title 标题 @zh 图表的标题 */
  title?: Template;
  /** @title 图表类型 @zh 折线图（line）、柱状图（bar）或饼图（pie） */
  kind: 'line' | 'bar' | 'pie';
  /** The call; `data` is the path of the rows (an array) in its answer. @title 数据接口 @zh 读取图表数据的接口，data 为行的路径 */
  request: BlockRequest;
  /** Property of each row on the x axis (a pie: each slice's name). @title 横轴字段 @zh 每行中作为横轴（饼图为扇区名）的属性 */
  x: string;
  /** Labels of x values, e.g. codes to names. @title 横轴文字 @zh 横轴值到显示文字的映射 */
  xLabels?: { [value: string]: string };
  /** The series (a pie draws the first). @title 数据系列 @zh 图表的各组数据（饼图只画第一组） */
  series: ChartSeries[];
  /** Height in pixels (default 300). @title 高度 @zh 图表高度，单位像素（默认 300） */
  height?: number;
  /** Shown when the call answers no rows (default 暂无数据). @title 空数据文字 @zh 接口没有数据时显示的文字（默认 暂无数据） */
  emptyText?: Template;
  /** The block is shown (and its call made) while this predicate holds. @title 显示条件 @zh 条件成立时才显示并调用接口 */
  visible?: Expr;
}
