/** The crud block: a query form, a toolbar, a paged table (or cards) and row actions over one list call. */
import type { Button, HttpMethod } from './actions';
import type { FormSpec } from './blocks';
import type { Expr, Mapping, Template } from './expr';
import type { AnswerPath, RowField } from './refs';

/** How a column shows its value. */
export interface ColumnFormat {
  /** Code → label, inline. */
  map?: { [code: string]: string };
  /** Amount with this many decimals. */
  decimals?: number;
  /** Date pattern (dayjs), e.g. `YYYY-MM-DD`. */
  date?: string;
  /** Code → label from a base-info dictionary of the session (e.g. `rush_status`, `med_type`). */
  dict?: string;
  /**
   * The label of a value found neither in `map` nor in `dict` ("anything else"), e.g. `{"map": {"0":
   * "否"}, "fallback": "是"}`; without it such a value shows as it is.
   */
  fallback?: Template;
}

/** A table column. */
export interface Column {
  title: Template;
  /** Property of the row (dot path allowed); the column's key, and its value unless `template` is set. */
  field: RowField;
  format?: ColumnFormat;
  width?: number;
  /**
   * Several fields in one cell: a template over `row` (and the screen context); each line of the
   * result is one line of the cell, e.g. `"{{row.orgCode}}\n{{row.orgName}}"`.
   */
  template?: Template;
  /** The column is shown only while this predicate (over `user`, `query`, `state`…, no `row`) holds. */
  visible?: Expr;
  /**
   * The cell is a text input writing into the row's `field` (inline editing of a row); a row action
   * then sends the row (e.g. `{"var": "row.cainfo"}`).
   */
  editable?: { placeholder?: Template; maxLength?: number };
}

/**
 * Where a keyset-paged answer holds the cursors of its rows. The crud keeps them with the answer's page
 * number: asking the page after it sets `page.after` (the `next` cursor), the page before it `page.before`
 * (the `prev` cursor), the last page (from the total) `page.last: true`; the first page, any other page,
 * another page size and another query have none of them (the page by its number).
 */
export interface ListCursor {
  /** Path of the cursor of the page's last row in the answer's data (e.g. `next`). */
  next: AnswerPath;
  /** Path of the cursor of the page's first row in the answer's data (e.g. `prev`). */
  prev: AnswerPath;
}

/** Query form, toolbar, paged table and row actions over one list call. */
export interface CrudBlock {
  type: 'crud';
  /** Id for `refresh` actions. */
  id?: string;
  title?: Template;
  /** The query form; its data is `query` in the context. */
  query?: FormSpec & { submitLabel?: Template; resetLabel?: Template };
  /**
   * Rows held in the screen state instead of a call (e.g. `{"var": "state.fileRows"}`): shown with local
   * paging, following the state as it changes. Give either this or `list`.
   */
  rowsFrom?: Expr;
  /**
   * The list call: its body is built from `query` and `page` ({current, size}; with `cursor` also `after`,
   * `before` and `last`).
   */
  list?: {
    method: HttpMethod;
    path: Template;
    body?: Mapping;
    bodyFrom?: Expr;
    /** Path of the rows in the answer's data; empty means data itself. */
    rows?: AnswerPath;
    /** Path of the total in the answer's data; paging is local when absent. */
    total?: AnswerPath;
    /** The answer (at `rows`) is one object, shown as a one-row table (none when it is null). */
    single?: boolean;
    /**
     * The list pages by keyset (a long, time-ordered list such as 交易日志, docs/performance.md): the paths
     * of the answer's cursors, e.g. `{"next": "next", "prev": "prev"}`. Its body then reads `page.after`,
     * `page.before` and `page.last` as well as `page.current` and `page.size`.
     */
    cursor?: ListCursor;
  };
  /** Run the query when the screen opens (default true), or when this predicate holds. */
  autoQuery?: Expr;
  /**
   * Keeps the query conditions and the page in the address (default true for a list outside dialogs):
   * Back and F5 show the same filtered page. The screen's first such list uses the field names and
   * `page`/`size` (`?user=139&page=2`), any other `<id>.` before them; a parameter that is not a query
   * field or does not fit its schema is ignored. `false`: never.
   */
  urlState?: boolean;
  /**
   * Buttons above the table; their context has `query`, `selection` and `list` (`list.rows`: the rows
   * of the last answer; `list.total`), e.g. enabled only while the query found nothing:
   * `{"==": [{"var": "list.total"}, 0]}`.
   */
  toolbar?: Button[];
  columns: Column[];
  /** Buttons shown on each row; their context has `row`. */
  rowActions?: Button[];
  rowActionsTitle?: Template;
  /** The 操作 column is shown only while this predicate (no `row`) holds, e.g. hidden from the 9999 operator. */
  rowActionsVisible?: Expr;
  rowKey: RowField;
  selection?: 'checkbox' | 'radio';
  /**
   * Mirrors the selected rows into `state.<selectionAs>` (an array), so a dialog's OK or another block
   * reads the choice of a picker list.
   */
  selectionAs?: string;
  /** Rows are kept only when this predicate holds over `row` and `query` (client-side filter). */
  filter?: Expr;
  /** Client-side order of the rows. */
  sort?: { field: RowField; numeric?: boolean; descending?: boolean };
  /** Show the rows as a table (default) or as a grid of cards. */
  display?: 'table' | 'cards';
  /** For `cards`: the card's title and text, templates over `row`. */
  card?: { title: Template; description?: Template };
  /** Rows for which the predicate holds get the warning highlight. */
  highlight?: Expr;
  /**
   * Page size and the sizes offered; false for no paging. `resetPageSize`: the size 重置 goes back to
   * (default `pageSize`).
   */
  pagination?: { pageSize: number; pageSizes?: number[]; resetPageSize?: number } | false;
  emptyText?: Template;
}
