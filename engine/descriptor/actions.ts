import type { Expr, Mapping, Template } from './expr';
import type { BlockRef, IconRef } from './refs';
import type {
  AlertAction,
  CancelAction,
  CloseDialogAction,
  DesktopAction,
  DialogAction,
  FailAction,
  LogoutAction,
  NavigateAction,
  OpenWindowAction,
  RefreshAction,
  ResetFormAction,
  SessionAction,
  SubmitAction,
  ToastAction,
} from './screenActions';

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
  /**
   * Send the body as text/plain: the value of `bodyFrom` as a string (e.g. a template id for
   * `PUT order/instance/{id}`).
   */
  text?: boolean;
  /** Body fields encrypted with the server's public key before sending (passwords). */
  encrypt?: string[];
  /** Where the answer's `data` is kept: `results.<resultAs>`. */
  resultAs?: string;
  /**
   * Success toast: a template that also reads `answer` — the server's answer, `answer.message` (its text)
   * and `answer.data` —, e.g. `"{{answer.data}}"` (the result text a call answers) or
   * `"{{answer.message}}"`. A template that renders empty shows no toast.
   */
  success?: Template;
  /**
   * The error toast's text instead of the server message: a template over `error.message`,
   * `error.code` and `error.data` (the answer's data; an object shows as JSON), e.g.
   * `"{{error.message}}{{error.data}}"` (message followed by data). A text that renders empty shows
   * the server message.
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
  /** A long upload's progress notice: the server's progress after the file is up, and a cancel button. */
  progress?: UploadProgress;
  /** Runs after a successful upload (reads `results`). */
  then?: Action;
}

/**
 * The progress notice of a long upload (a large file the server reads as it arrives). The server may
 * answer NDJSON (`application/x-ndjson`): progress lines such as `{"read":1000,"checked":1000}`, then the
 * `{code, message, data}` answer as the last line (docs/descriptor.md, 上传进度).
 */
export interface UploadProgress {
  /** While the file goes up, with `{{progress.percent}}` (0–100), e.g. 正在上传 {{progress.percent}}%. Default: `progressText` and the percent. */
  upload?: Template;
  /** Each progress line of the server's answer as `progress`, e.g. 已读取 {{progress.read}} 行，已检查 {{progress.checked}} 行. Without it the lines are not shown. */
  server?: Template;
  /** The label of the notice's cancel button, e.g. 取消: aborts the upload (the server stops and keeps nothing). Without it: no button. */
  cancel?: string;
  /** The info toast after a cancel (default 已取消上传). */
  cancelled?: Template;
}

/** Asks for confirmation; declining shows `cancelMessage` as an info toast. */
export interface ConfirmAction {
  type: 'confirm';
  message: Template;
  title?: Template;
  cancelMessage?: Template;
  then: Action;
}

/** Writes a value into the row, the form or the screen state; if `then` fails, the old value is restored. */
export interface SetValueAction {
  type: 'setValue';
  target: 'row' | 'form' | 'state';
  /** With target `form`: the id of another form block of the screen to write into, or `dialog.<id>` for an open dialog's form. */
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

/**
 * Downloads a file with the session token (GET, or POST with a body: an export of the query form),
 * shows its progress, and saves it under the name of the answer's Content-Disposition. An answer in
 * JSON `{code != 0, message}` instead of a file is an error: `errorMessage` words its toast
 * (e.g. `"导出失败！{{error.message}}"`), otherwise the server's message is shown.
 */
export interface DownloadAction {
  type: 'download';
  /** GET or POST (checked against the server's routes like a request's). */
  method: HttpMethod;
  /** Path starting with /commondeal; may hold `{{placeholders}}`. */
  path: Template;
  /** An expression whose value is the whole body (POST); `body` keys are merged over it. */
  bodyFrom?: Expr;
  /** Body fields (POST), each an expression. */
  body?: Mapping;
  /** Query-string fields, each an expression. */
  query?: Mapping;
  /** The file name when the answer gives none (a template), e.g. `对账明细模板.xlsx`. Default 下载文件. */
  fileName?: Template;
  /**
   * The progress message while the file arrives. Default 正在下载. The percentage is added when the
   * answer has a length, else the size so far, with the rows a streamed export announces
   * (`X-Total-Rows`): `正在导出：已接收 12.3 MB（共 1,000,000 行）`.
   */
  progressText?: Template;
  /**
   * The progress message offers 取消, which aborts the download (a streamed export's server then stops
   * reading) and shows 已取消下载. For exports that may take long.
   */
  cancelable?: boolean;
  /** Success toast once saved; reads `file.name` and `file.size`. */
  success?: Template;
  /** The error toast: a template over `error.message`, `error.code`, `error.data`, e.g. `"导出失败！{{error.message}}"`. */
  errorMessage?: Template;
  /** Runs when the download fails (after the error toast); reads `error`. */
  onError?: Action;
  /** Where `{name, size}` of the saved file is kept: `results.<resultAs>`. */
  resultAs?: string;
}

/**
 * Calls `request` every `seconds` seconds until `until` holds over its answer (read as
 * `results.<request.resultAs>`), then runs `then` (the payment result every 5 s). The first call is made
 * after one interval. A failed call counts as "not yet" (no toast). The poll stops quietly, and the steps
 * after it do not run, when the dialog that was open as it started closes or when the screen is left.
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

/**
 * The screen's draft (its `draft`): `save` it now (the toast `success`, default 草稿已保存); `discard` it
 * (dropped on the server, the kept state keys and forms back to their start; toast `success` when given);
 * `done`: the work went through (a reconciliation ran), so the draft is dropped and the screen as it
 * stands is not saved again until it changes.
 */
export interface DraftAction {
  type: 'draft';
  op: 'save' | 'discard' | 'done';
  success?: Template;
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
  | DownloadAction
  | UploadAction
  | DraftAction;

/** A button bound to an action. */
export interface Button {
  label: Template;
  action: Action;
  /** Hidden unless true. */
  visible?: Expr;
  /** Disabled unless true. */
  enabled?: Expr;
  /** Why the button is disabled: shown as its tooltip while `enabled` is false. */
  reason?: Template;
  kind?: 'primary' | 'default' | 'dashed' | 'link' | 'text' | 'danger';
  /** An icon name from the icon set (e.g. `PlusOutlined`). */
  icon?: IconRef;
  /** Shows a loading state while the action runs. */
  loading?: boolean;
}
