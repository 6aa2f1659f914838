import type { HttpMethod } from './actions';
import type { Expr, Mapping, Template } from './expr';

/**
 * The call a dashboard block reads its figures from. It runs when the block appears, again whenever its
 * `query` or `body` evaluates to something else (e.g. `state.orgCode` set by a filter form), and on a
 * `refresh` of the block's id.
 */
export interface BlockRequest {
  method: HttpMethod;
  /** Path starting with /commondeal; may hold `{{placeholders}}`. */
  path: Template;
  /** Query-string fields, each an expression; empty values are left out. */
  query?: Mapping;
  /** Body fields (not for GET), each an expression. */
  body?: Mapping;
  /** Path of the figures in the answer's data (empty: the data itself). */
  data?: string;
}

/** How a figure is shown: `amount` with 2 decimals, `count` a whole number, both with thousands separators. */
export type FigureFormat = 'amount' | 'count';

/** One figure of a `statistic` block. */
export interface StatisticItem {
  label: Template;
  /** Path of the value in the loaded figures (dot path), e.g. `totals.medfee`. */
  field: string;
  format?: FigureFormat;
  /** Text after the value, e.g. 元 or 笔. */
  suffix?: Template;
  /** Shown instead of the value while it is missing or null (default 暂无). */
  emptyText?: Template;
  /** A line under the figure (a template over the context and `data`, the loaded figures). */
  note?: Template;
  /**
   * The change against an earlier value at this path (e.g. the previous period's total): shown as
   * ↑/↓ and a percentage, with `trendLabel` before it (default 较上期).
   */
  trend?: string;
  trendLabel?: Template;
  /** The figure is shown while this predicate holds (context plus `data`). */
  visible?: Expr;
}

/** A row of figures (totals, counts to act on) loaded from one call. */
export interface StatisticBlock {
  type: 'statistic';
  /** Id for `refresh` actions. */
  id?: string;
  title?: Template;
  request: BlockRequest;
  items: StatisticItem[];
  /** Figures per row (1–6, default: all in one row up to 6). */
  columns?: number;
  /** The block is shown (and its call made) while this predicate holds. */
  visible?: Expr;
}

/** One series of a chart: a property of each row. */
export interface ChartSeries {
  /** The series' name in the legend and tooltip. */
  name: Template;
  /** Property of each row holding the value. */
  field: string;
  /** Draw this series as a line or as bars (default: the chart's kind; line and bar only). */
  kind?: 'line' | 'bar';
  format?: FigureFormat;
  /** The value axis: `left` (default) or `right` (e.g. counts beside amounts). */
  axis?: 'left' | 'right';
}

/** A line, bar or pie chart of the rows one call answers (ECharts, loaded only where a chart is shown). */
export interface ChartBlock {
  type: 'chart';
  /** Id for `refresh` actions. */
  id?: string;
  title?: Template;
  kind: 'line' | 'bar' | 'pie';
  /** The call; `data` is the path of the rows (an array) in its answer. */
  request: BlockRequest;
  /** Property of each row on the x axis (a pie: each slice's name). */
  x: string;
  /** Labels of x values, e.g. codes to names. */
  xLabels?: { [value: string]: string };
  /** The series (a pie draws the first). */
  series: ChartSeries[];
  /** Height in pixels (default 300). */
  height?: number;
  /** Shown when the call answers no rows (default 暂无数据). */
  emptyText?: Template;
  /** The block is shown (and its call made) while this predicate holds. */
  visible?: Expr;
}
