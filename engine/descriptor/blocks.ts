import type { Action, Button, HttpMethod } from './actions';
import type { ChartBlock, StatisticBlock } from './dashboard';
import type { DescriptorEditorBlock } from './editor';
import type { Expr, Mapping, SchemaRef, Template } from './expr';
import type { AnswerPath, BlockRef, RowField, UiSchema } from './refs';

/** Field states computed from predicates over the form data and the context. */
export interface FieldState {
  /** The field is hidden while true. */
  hidden?: Expr;
  /** The field is disabled while true. */
  disabled?: Expr;
}

/** A form: JSON Schema plus uiSchema, rendered by RJSF. */
export interface FormSpec {
  /** The form's JSON Schema, inline or a shared schema name from `schemas/`. */
  schema: SchemaRef;
  /** RJSF uiSchema (widgets, placeholders, order, layout). */
  uiSchema?: UiSchema;
  /** Initial values, each an expression (e.g. dates one month back to today). */
  defaults?: Mapping;
  /** Per-field hidden/disabled predicates, keyed by property name. */
  fieldStates?: { [field: string]: FieldState };
  /**
   * Fields whose value follows from others, recomputed on every change (each expression reads `form`),
   * e.g. `{"hisCode": {"if": [{"==": [{"var": "form.hisPrd"}, "00"]}, "NET", "NEU"]}}`.
   */
  derived?: Mapping;
  /** Label column width in grid units (1–24); horizontal layout when set. */
  labelSpan?: number;
  /** Lay the fields out inline (query panels). */
  inline?: boolean;
  /**
   * What Enter does in the form: `"text"` (the default) — Enter in a one-line text box submits, as in
   * query and login forms; `"never"` — only the form's buttons submit it, for a form whose submit
   * reconciles, reverses, approves, deletes or runs a deal. Enter in a date picker, select or cascader
   * never submits a form: it confirms the picker.
   */
  enterSubmits?: 'text' | 'never';
  /** Extra text fields built from a list (e.g. a deal's query parameters): one per item. */
  fields?: { from: Expr; name: string; title: string };
  /** Options of a field loaded from a call, keyed by property name (for an array of strings: its items). */
  options?: { [field: string]: OptionSource };
  /**
   * Cross-field rules (DESIGN §3): while `test` (over `form`) is false, `message` shows under `field`,
   * e.g. the end date not earlier than the start date minus one day. Write the test so it holds while a
   * field it reads is empty (the required message covers that).
   */
  rules?: FormRule[];
}

/** One cross-field rule of a form. */
export interface FormRule {
  /** The field the message shows under. */
  field: string;
  /** Holds when the data is valid, e.g. `{"<=": [{"var": "form.stmt_begndate"}, {"var": "form.stmt_enddate"}]}`. */
  test: Expr;
  message: Template;
}

/** Where a select's options come from: a call whose rows give each option's label and value. */
export interface OptionSource {
  method: HttpMethod;
  path: Template;
  query?: Mapping;
  /** Path of the rows in the answer's data (empty: data itself). */
  rows?: AnswerPath;
  /** Property of a row holding the option's text. */
  label: string;
  /** Property of a row holding the option's value. */
  value: string;
  /**
   * Keeps only the rows for which this predicate holds; it reads the row as `item` beside the context
   * (e.g. top-level types only: `{"==": [{"var": "item.parentTypeId"}, null]}`).
   */
  filter?: Expr;
  /**
   * Property of a row holding the options below it: the options form a tree, given to the field's
   * widget (`ui:widget: "cascader"`) instead of the schema's choices.
   */
  children?: string;
}

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

/** A text, or one text per dialog mode: `{"new": "新增菜单", "edit": "修改菜单"}`. */
export type ModeText = Template | { new: Template; edit: Template };

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
  /** The list call: its body is built from `query` and `page` ({current, size}). */
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
  };
  /** Run the query when the screen opens (default true), or when this predicate holds. */
  autoQuery?: Expr;
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

/** A form with buttons; view mode shows it read-only. */
export interface FormBlock extends FormSpec {
  type: 'form';
  id?: string;
  title?: Template;
  /** Loads the initial data. */
  load?: {
    method: HttpMethod;
    path: Template;
    body?: Mapping;
    query?: Mapping;
    rows?: AnswerPath;
    /** Maps the answer into form data; each expression reads the answer as `result`. */
    into?: Mapping;
  };
  /** Start in view or edit mode; `setValue` on `state.<id>.mode` switches. */
  mode?: 'edit' | 'view';
  /** Runs after validation passes; the context has `form`. */
  onSubmit?: Action;
  buttons?: Button[];
  /** Where the buttons go: under the fields (default) or full-width. */
  buttonsLayout?: 'inline' | 'block';
}

/** A modal dialog holding a form (and/or other blocks); opened by a `dialog` action, reset on close. */
export interface DialogBlock extends Partial<FormSpec> {
  /** Title, one text or one per mode (new / edit). */
  title: ModeText;
  width?: number;
  /** OK button text, one text or one per mode. */
  okText?: ModeText;
  cancelText?: Template;
  /** A different schema for one mode (e.g. the update body in edit mode). */
  modeSchemas?: { new?: SchemaRef; edit?: SchemaRef };
  /** Runs after validation passes; the context has `form` and `dialog`. Without it the dialog has one close button. */
  onSubmit?: Action;
  /** Blocks shown above the form (or alone). */
  blocks?: Block[];
  /**
   * Runs whenever the dialog closes (cancel, ×, `closeDialog`, after a successful OK, or replaced by
   * another dialog), e.g. clearing the QR code it showed. A `poll` started while it was open has stopped.
   */
  onClose?: Action;
  /**
   * Buttons in the footer instead of OK and cancel (several ways to finish, e.g. 下一步, 退回, 办结);
   * their context has `form` (the dialog's data) and `dialog`. Run `submit` first to validate.
   */
  buttons?: Button[];
}

/** A titled box around other blocks. */
export interface PanelBlock {
  type: 'panel';
  title?: Template;
  extra?: Button[];
  blocks: Block[];
  visible?: Expr;
}

/** Tabs, each holding blocks. */
export interface TabsBlock {
  type: 'tabs';
  items?: { key: string; label: Template; blocks: Block[] }[];
  /** One tab per item of a list (e.g. the nodes of a deal); the blocks read the item as `tab`. */
  itemsFrom?: { list: Expr; label: Template; blocks: Block[] };
  /**
   * Leaving a tab whose form has unsaved changes asks `message`: 确定 saves the form and then switches,
   * 取消 switches without saving.
   */
  confirmLeave?: { form: BlockRef; message: Template };
}

/** A conditional banner with a message template. */
export interface AlertBlock {
  type: 'alert';
  level: 'success' | 'info' | 'warning' | 'error';
  message: Template;
  description?: Template;
  visible?: Expr;
}

/** Read-only key–value list. */
export interface DescriptionsBlock {
  type: 'descriptions';
  title?: Template;
  /** The object shown (e.g. `{"var": "state.settlement"}`). */
  source: Expr;
  items: { label: Template; field: string; format?: ColumnFormat }[];
  columns?: number;
}

/** A row of buttons. */
export interface ActionsBlock {
  type: 'actions';
  buttons: Button[];
  align?: 'start' | 'center' | 'end';
}

/** Free text (a template), e.g. a welcome line. */
export interface TextBlock {
  type: 'text';
  text: Template;
  level?: 'title' | 'paragraph' | 'secondary';
  visible?: Expr;
}

/** A QR code. */
export interface QrcodeBlock {
  type: 'qrcode';
  value: Template;
  size?: number;
  caption?: Template;
}

/**
 * A form generated at run time from the deal metadata of `POST /commondeal/meta` (DESIGN §4): input
 * nodes as fields or editable tables, output nodes as read-only descriptions or tables.
 */
export interface DealFormBlock {
  type: 'dealForm';
  id?: string;
  /** The deal, e.g. `{{route.query.dealName}}`. */
  dealName: Template;
  /** Runs once the metadata is loaded; the context has `deal` (the metadata). */
  onReady?: Action;
  /** Runs after validation; the context has `form` (the dealInput keyed by node name) and `deal`. */
  onSubmit?: Action;
  buttons?: Button[];
  /** The deal output shown under the form, keyed by output node (e.g. `{"var": "state.output"}`). */
  output?: Expr;
  /** Shown for an output list without rows. */
  emptyText?: Template;
}

/** A column of an editable table: its cell kind decides the input. */
export interface EditableColumn {
  title: Template;
  /** Property of the row. */
  field: string;
  /** `text` (default), `amount` (a number with `decimals`, at least `min`) or `select` (`options` or `dict`). */
  kind?: 'text' | 'amount' | 'select';
  /** Decimals of an amount (default 2). */
  decimals?: number;
  /** Least amount (default 0). */
  min?: number;
  /** A select's choices. */
  options?: { value: string; label: string }[];
  /** A select's choices from a base-info dictionary. */
  dict?: string;
  width?: number;
}

/**
 * A table typed in place (DESIGN §3 editableTable), its rows held in the screen state at `state.<rows>`
 * (so actions send them): add a row, edit, save the draft (leaves edit mode), delete a row, clear.
 * Every cell is required: leaving an empty cell shows `messages.cell` under it, saving with an empty cell
 * shows `messages.incomplete` and marks every empty cell, saving with no rows shows `messages.empty`.
 */
export interface EditableTableBlock {
  type: 'editableTable';
  id?: string;
  title?: Template;
  /** The state key holding the rows, e.g. `manualRows` (read as `state.manualRows`). */
  rows: string;
  columns: EditableColumn[];
  /** Button texts: `add` 添加明细, `edit` 编辑, `save` 保存草稿, `clear` 清空录入, `delete` 删除. */
  labels?: { add?: Template; edit?: Template; save?: Template; clear?: Template; delete?: Template };
  /**
   * Messages: `incomplete` (default 请完善信息), `cell` (default 请输入{{column}}; `column` is the
   * column title), `empty` (default 请添加明细信息).
   */
  messages?: { incomplete?: Template; cell?: Template; empty?: Template };
  /** Page size, the sizes offered, and the size set by clearing (e.g. 10 → 20). */
  pagination?: { pageSize: number; pageSizes?: number[]; pageSizeOnClear?: number };
  emptyText?: Template;
}

/** A result box: a status icon, a title and a text (e.g. the answer of a reconciliation). */
export interface ResultBlock {
  type: 'result';
  status?: 'success' | 'info' | 'warning' | 'error';
  title?: Template;
  /** The text shown, e.g. `{{state.result}}`. */
  text: Template;
  visible?: Expr;
}

/**
 * Progress as steps (spec 001 §4 progress step): one step per item of `source`, finished (已完成) while
 * `done` holds, in process (进行中) while `current` holds, otherwise waiting (等待中). Title and
 * description are templates over the step's `item`.
 */
export interface StepsBlock {
  type: 'steps';
  /** The list of steps, e.g. `{"var": "dialog.data.steps"}`. */
  source: Expr;
  /** A step's title, e.g. `{{item.dtlDesc}}`. */
  title: Template;
  /** A step's description, e.g. `{{item.modifier}} {{item.modifyTime}} {{item.proposal}}`. */
  description?: Template;
  /** The step is finished while this predicate over `item` holds. */
  done?: Expr;
  /** The step is in process while this predicate over `item` holds (and it is not done). */
  current?: Expr;
  /** Vertical (default) or horizontal. */
  direction?: 'vertical' | 'horizontal';
  /** Shown when there is no step. */
  emptyText?: Template;
}

/** Every block a screen can hold, chosen by `type`. */
export type Block =
  | CrudBlock
  | FormBlock
  | PanelBlock
  | TabsBlock
  | AlertBlock
  | DescriptionsBlock
  | ActionsBlock
  | TextBlock
  | QrcodeBlock
  | DealFormBlock
  | StatisticBlock
  | ChartBlock
  | EditableTableBlock
  | ResultBlock
  | StepsBlock
  | DescriptorEditorBlock;
