/**
 * The form blocks: a form (and the form spec that a crud's query and a dialog share), a deal's form, an
 * editable table; and the steps block.
 */
import type { Action, Button, HttpMethod } from './actions';
import type { Expr, Mapping, SchemaRef, Template } from './expr';
import type { AnswerPath, UiSchema } from './refs';

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
  /**
   * Whether leaving the screen (a menu entry, Back, closing or reloading the tab) while this form holds
   * unsaved changes asks 未保存的内容将丢失，确定离开此页面? first. By default a form the screen saves
   * asks (an `onSubmit` or buttons of its own: edit forms and dialogs) unless it is `inline` (a query
   * panel); `false` for conditions and credentials (the login), `true` to ask for any form.
   */
  warnUnsaved?: boolean;
  /** Extra text fields built from a list (e.g. a deal's query parameters): one per item. */
  fields?: { from: Expr; name: string; title: string };
  /** Options of a field loaded from a call, keyed by property name (for an array of strings: its items). */
  options?: { [field: string]: OptionSource };
  /**
   * Cross-field rules: while `test` (over `form`) is false, `message` shows under `field`,
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

/**
 * A form generated at run time from the deal metadata of `POST /commondeal/meta`: input nodes as fields or
 * editable tables, output nodes as read-only descriptions or tables.
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
 * A table typed in place, its rows held in the screen state at `state.<rows>` (so actions send them): add a
 * row, edit, save the draft (leaves edit mode), delete a row, clear. Every cell is required: leaving an empty
 * cell shows `messages.cell` under it, saving with an empty cell shows `messages.incomplete` and marks every
 * empty cell, saving with no rows shows `messages.empty`.
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
  /** Runs after a save the rows passed (every cell filled), e.g. `{"type": "draft", "op": "save"}`. */
  onSave?: Action;
}

/**
 * Progress as steps: one step per item of `source`, finished (已完成) while `done` holds, in process (进行中) while
 * `current` holds, otherwise waiting (等待中). Title and description are templates over the step's `item`.
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
