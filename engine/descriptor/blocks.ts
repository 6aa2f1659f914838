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
  /** Label column width in grid units (1–24); horizontal layout when set. */
  labelSpan?: number;
  /** Lay the fields out inline (query panels). */
  inline?: boolean;
  /** Extra text fields built from a list (e.g. a deal's query parameters): one per item. */
  fields?: { from: Expr; name: string; title: string };
  /** Options of a field loaded from a call, keyed by property name (for an array of strings: its items). */
  options?: { [field: string]: OptionSource };
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
}

/** How a column shows its value. */
export interface ColumnFormat {
  /** Code → label, inline. */
  map?: { [code: string]: string };
  /** Amount with this many decimals. */
  decimals?: number;
  /** Date pattern (dayjs), e.g. `YYYY-MM-DD`. */
  date?: string;
}

/** A text, or one text per dialog mode: `{"new": "新增菜单", "edit": "修改菜单"}`. */
export type ModeText = Template | { new: Template; edit: Template };

/** A table column. */
export interface Column {
  title: Template;
  /** Property of the row (dot path allowed). */
  field: RowField;
  format?: ColumnFormat;
  width?: number;
}

/** Query form, toolbar, paged table and row actions over one list call. */
export interface CrudBlock {
  type: 'crud';
  /** Id for `refresh` actions. */
  id?: string;
  title?: Template;
  /** The query form; its data is `query` in the context. */
  query?: FormSpec & { submitLabel?: Template; resetLabel?: Template };
  /** The list call: its body is built from `query` and `page` ({current, size}). */
  list: {
    method: HttpMethod;
    path: Template;
    body?: Mapping;
    bodyFrom?: Expr;
    /** Path of the rows in the answer's data; empty means data itself. */
    rows?: AnswerPath;
    /** Path of the total in the answer's data; paging is local when absent. */
    total?: AnswerPath;
  };
  /** Run the query when the screen opens (default true), or when this predicate holds. */
  autoQuery?: Expr;
  toolbar?: Button[];
  columns: Column[];
  /** Buttons shown on each row; their context has `row`. */
  rowActions?: Button[];
  rowActionsTitle?: Template;
  rowKey: RowField;
  selection?: 'checkbox' | 'radio';
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
  /** Page size and the sizes offered; false for no paging. */
  pagination?: { pageSize: number; pageSizes?: number[] } | false;
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
  | DescriptorEditorBlock;
