import type { Expr, Mapping, Template } from './expr';
import type { BlockRef, DialogRef, IconRef, RouteRef } from './refs';

/** HTTP methods the API client sends. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API. The answer is put into `results.<resultAs>` for the next steps. */
export interface RequestAction {
  type: 'request';
  method: HttpMethod;
  /** Path starting with /commondeal; may hold `{{placeholders}}`, e.g. `/commondeal/platformmenu/delete/{{row.menuId}}`. */
  path: Template;
  /** An expression whose value is the whole body (e.g. `{"var": "form"}`); `body` keys are merged over it. */
  bodyFrom?: Expr;
  /** Body fields, each an expression. */
  body?: Mapping;
  /** Query-string fields, each an expression. */
  query?: Mapping;
  /** Send the body form-encoded instead of JSON. */
  formEncoded?: boolean;
  /** Body fields encrypted with the server's public key before sending (passwords). */
  encrypt?: string[];
  /** Where the answer's `data` is kept: `results.<resultAs>`. */
  resultAs?: string;
  /** Success toast. */
  success?: Template;
  /**
   * The error toast's text instead of the server message: a template over `error.message`,
   * `error.code` and `error.data` (the answer's data; an object shows as JSON), e.g.
   * `"{{error.message}}{{error.data}}"` (message followed by data).
   */
  errorMessage?: Template;
  /** Runs when the call fails (after the error toast); reads `error` (`message`, `code`, `data`). */
  onError?: Action;
  /** Do not show the server message as an error toast (a later step handles it). */
  silent?: boolean;
}

/** Limits of a file choice, checked in the browser before sending (the server checks again, by content). */
export interface FileRules {
  /** Accepted extensions with the dot, e.g. `[".xlsx"]`; any when absent. */
  accept?: string[];
  /** At most this many megabytes per file. */
  maxSizeMB?: number;
  /** At most this many files (default 1). */
  maxCount?: number;
  /**
   * Messages instead of the defaults (只能上传xlsx格式的文件, 文件大小不能超过{n}MB, 最多只能上传{n}个文件):
   * `type`, `size`, `count`; `{{accept}}`, `{{maxSizeMB}}`, `{{maxCount}}` read the limits.
   */
  messages?: { type?: string; size?: string; count?: string };
}

/**
 * Uploads one file as multipart field `file` (plus `body` fields) with a progress message, then puts the
 * answer's data into `results.<resultAs>` like `request` and runs `then`. The file is either picked by
 * the user when the action runs (within `rules`), or taken from a form field filled by the `file`
 * widget (`fileFrom`: chosen earlier in a dialog, "not uploaded automatically").
 */
export interface UploadAction extends FileRules {
  type: 'upload';
  method: HttpMethod;
  /** Path starting with /commondeal, e.g. `/commondeal/reconciliation/detail-rec/excel-upd`. */
  path: Template;
  /** The form value holding the chosen file (the `file` widget's value), e.g. `{"var": "form.file"}`. */
  fileFrom?: Expr;
  /** Shown when `fileFrom` holds no file (default 请选择要上传的文件). */
  emptyMessage?: Template;
  /** More multipart fields, each an expression. */
  body?: Mapping;
  /** Where the answer's `data` is kept: `results.<resultAs>`. */
  resultAs?: string;
  /** Success toast. */
  success?: Template;
  /** The error toast instead of the server message (reads `error.message`, `error.code`, `error.data`). */
  errorMessage?: Template;
  /** The progress message while sending (default 正在上传). */
  progressText?: Template;
  /** Runs after a successful upload (reads `results`). */
  then?: Action;
}

/** Asks for confirmation; declining shows `cancelMessage` as an info toast. */
export interface ConfirmAction {
  type: 'confirm';
  message: Template;
  title?: Template;
  cancelMessage?: Template;
  then: Action;
}

/** Opens a dialog declared in the screen's `dialogs`. */
export interface DialogAction {
  type: 'dialog';
  dialog: DialogRef;
  /** new or edit; the dialog's title and button may depend on it. */
  mode?: 'new' | 'edit';
  /** Initial form data of the dialog (e.g. `{"var": "row"}`). */
  dataFrom?: Expr;
}

/** Closes the dialog the action runs in. */
export interface CloseDialogAction {
  type: 'closeDialog';
}

/** Validates the surrounding form and runs its `onSubmit`. */
export interface SubmitAction {
  type: 'submit';
  /** The id of the form block; defaults to the nearest one. */
  form?: BlockRef;
}

/** Goes to another route. */
export interface NavigateAction {
  type: 'navigate';
  /** A route, or an expression giving one (e.g. the first menu item). */
  to: RouteRef | { expr: Expr };
  query?: Mapping;
  replace?: boolean;
}

/** Opens a URL in a new window. */
export interface OpenWindowAction {
  type: 'openWindow';
  url: Template;
}

/** Reloads a block (crud list, captcha, …) by id; without target, every list of the screen. */
export interface RefreshAction {
  type: 'refresh';
  target?: BlockRef;
}

/** Writes a value into the row, the form or the screen state; if `then` fails, the old value is restored. */
export interface SetValueAction {
  type: 'setValue';
  target: 'row' | 'form' | 'state';
  /** With target `form`: the id of another form block of the screen to write into. */
  form?: BlockRef;
  /** Dot path; empty replaces the whole row, form or state. */
  path: string;
  value: Expr;
  then?: Action;
}

/** Runs steps in order; a failing step stops the rest. */
export interface SequenceAction {
  type: 'sequence';
  steps: Action[];
}

/** Chooses a branch from a predicate. */
export interface IfAction {
  type: 'if';
  test: Expr;
  then: Action;
  else?: Action;
}

/** Ends the session: calls the logout route, clears storage and goes to /login. */
export interface LogoutAction {
  type: 'logout';
}

/** Stores a login answer (token, user) as the session and loads the menu tree. */
export interface SessionAction {
  type: 'session';
  from: Expr;
}

/** Shows a message. */
export interface ToastAction {
  type: 'toast';
  level: 'success' | 'info' | 'warning' | 'error';
  message: Template;
}

/** Shows a modal alert and waits for it to be closed. */
export interface AlertAction {
  type: 'alert';
  message: Template;
  title?: Template;
}

/** Stops the action with an error message (a local rule such as 当前机构管理员，不能删除自己！). */
export interface FailAction {
  type: 'fail';
  message: Template;
  level?: 'error' | 'warning';
}

/** Calls the desktop client (card reader, face scan…); without a client it fails with 未安装. */
export interface DesktopAction {
  type: 'desktop';
  command: string;
}

/** Clears a form back to its defaults (e.g. the deal inputs after a successful deal). */
export interface ResetFormAction {
  type: 'resetForm';
  /** The id of the form block; defaults to the nearest one. */
  form?: BlockRef;
}

/** Aborts the screen's requests in flight (the cancel button of a long call). */
export interface CancelAction {
  type: 'cancel';
}

/**
 * Calls `request` every `seconds` seconds until `until` holds over its answer (read as
 * `results.<request.resultAs>`), then runs `then` (spec 001 §4: the payment result every 5 s). The
 * first call is made after one interval. A failed call counts as "not yet" (no toast). The poll stops
 * quietly, and the steps after it do not run, when the dialog that was open as it started closes or
 * when the screen is left.
 */
export interface PollAction {
  type: 'poll';
  /** Seconds between two calls (at least 1). */
  seconds: number;
  /** The call; give it a `resultAs` for `until` to read. */
  request: RequestAction;
  /** Stops polling when true, e.g. `{"var": "results.paid"}`. */
  until: Expr;
  /** Runs once `until` holds; its context has the last answer in `results`. */
  then?: Action;
}

/** Every action a descriptor can run, chosen by `type`. */
export type Action =
  | RequestAction
  | ConfirmAction
  | DialogAction
  | CloseDialogAction
  | SubmitAction
  | NavigateAction
  | OpenWindowAction
  | RefreshAction
  | SetValueAction
  | SequenceAction
  | IfAction
  | LogoutAction
  | SessionAction
  | ToastAction
  | AlertAction
  | FailAction
  | DesktopAction
  | CancelAction
  | ResetFormAction
  | PollAction
  | UploadAction;

/** A button bound to an action. */
export interface Button {
  label: Template;
  action: Action;
  /** Hidden unless true. */
  visible?: Expr;
  /** Disabled unless true. */
  enabled?: Expr;
  /** Why the button is disabled: shown as its tooltip while `enabled` is false (DESIGN §3). */
  reason?: Template;
  kind?: 'primary' | 'default' | 'dashed' | 'link' | 'text' | 'danger';
  /** An icon name from the icon set (e.g. `PlusOutlined`). */
  icon?: IconRef;
  /** Shows a loading state while the action runs. */
  loading?: boolean;
}
