import type { Expr, Mapping, Template } from './expr';
import type { BlockRef } from './refs';
import type { FileRules, UploadProgress } from './upload';
import type {
  AlertAction,
  CancelAction,
  CloseDialogAction,
  DesktopAction,
  DialogAction,
  DraftAction,
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

/** HTTP methods the API client sends. @title 请求方法 @zh 调用接口所用的 HTTP 方法 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Calls the API. The answer is put into `results.<resultAs>` for the next steps.
 * @title 调用接口 @zh 调用后端接口，应答数据存入 results 供后续步骤读取
 */
export interface RequestAction {
  /** @title 类型 @zh 动作类型：调用接口（request） */
  type: 'request';
  /** @title 请求方法 @zh 调用接口所用的 HTTP 方法 */
  method: HttpMethod;
  /**
   * Path starting with /commondeal; may hold `{{placeholders}}`, e.g. `/commondeal/platformmenu/delete/{{row.menuId}}`.
   * @title 接口路径 @zh 以 /commondeal 开头的接口路径，可含占位符
   */
  path: Template;
  /**
   * An expression whose value is the whole body (e.g. `{"var": "form"}`); `body` keys are merged over it.
   * @title 请求体来源 @zh 一个表达式，其值作为整个请求体，body 中的字段覆盖其上
   */
  bodyFrom?: Expr;
  /** Body fields, each an expression. @title 请求体字段 @zh 请求体中的各字段，每个值是一个表达式 */
  body?: Mapping;
  /** Query-string fields, each an expression. @title 查询参数 @zh 地址栏查询参数，每个值是一个表达式 */
  query?: Mapping;
  /** Send the body form-encoded instead of JSON. @title 表单编码 @zh 请求体按表单编码发送，而非 JSON */
  formEncoded?: boolean;
  /**
   * Send the body as text/plain: the value of `bodyFrom` as a string (e.g. a template id for
   * `PUT order/instance/{id}`).
   * @title 纯文本请求体 @zh 把 bodyFrom 的值作为纯文本（text/plain）发送
   */
  text?: boolean;
  /**
   * Body fields encrypted with the server's public key before sending (passwords).
   * @title 加密字段 @zh 发送前用服务端公钥加密的请求体字段（如密码）
   */
  encrypt?: string[];
  /** Where the answer's `data` is kept: `results.<resultAs>`. @title 结果名称 @zh 应答数据存放在 results 下的名称，供后续步骤读取 */
  resultAs?: string;
  /**
   * Success toast: a template that also reads `answer` — the server's answer, `answer.message` (its text)
   * and `answer.data` —, e.g. `"{{answer.data}}"` (the result text a call answers) or
   * `"{{answer.message}}"`. A template that renders empty shows no toast.
   * @title 成功提示 @zh 调用成功后的提示文字，可读取应答 answer；为空则不提示
   */
  success?: Template;
  /**
   * The error toast's text instead of the server message: a template over `error.message`,
   * `error.code` and `error.data` (the answer's data; an object shows as JSON), e.g.
   * `"{{error.message}}{{error.data}}"` (message followed by data). A text that renders empty shows
   * the server message.
   * @title 失败提示 @zh 调用失败时代替服务端消息的提示文字，可读取 error
   */
  errorMessage?: Template;
  /**
   * Runs when the call fails (after the error toast); reads `error` (`message`, `code`, `data`).
   * @title 失败后动作 @zh 调用失败（提示之后）执行的动作，可读取 error
   */
  onError?: Action;
  /** Do not show the server message as an error toast (a later step handles it). @title 不提示错误 @zh 失败时不弹出服务端消息，由后续步骤处理 */
  silent?: boolean;
}

/**
 * Uploads one file as multipart field `file` (plus `body` fields) with a progress message, then puts the
 * answer's data into `results.<resultAs>` like `request` and runs `then`. The file is either picked by
 * the user when the action runs (within `rules`), or taken from a form field filled by the `file`
 * widget (`fileFrom`: chosen earlier in a dialog, "not uploaded automatically").
 * @title 上传文件 @zh 上传一个文件并显示进度，应答数据存入 results 后执行后续动作
 */
export interface UploadAction extends FileRules {
  /** @title 类型 @zh 动作类型：上传文件（upload） */
  type: 'upload';
  /** @title 请求方法 @zh 上传所用的 HTTP 方法 */
  method: HttpMethod;
  /** Path starting with /commondeal, e.g. `/commondeal/reconciliation/detail-rec/excel-upd`. @title 接口路径 @zh 以 /commondeal 开头的上传接口路径 */
  path: Template;
  /**
   * The form value holding the chosen file (the `file` widget's value), e.g. `{"var": "form.file"}`.
   * @title 文件来源 @zh 保存所选文件的表单值（文件控件的值）；不填则运行时选择文件
   */
  fileFrom?: Expr;
  /**
   * Shown when `fileFrom` holds no file (default 请选择要上传的文件).
   * @title 未选文件提示 @zh 文件来源中没有文件时的提示（默认 请选择要上传的文件）
   */
  emptyMessage?: Template;
  /** More multipart fields, each an expression. @title 附加字段 @zh 随文件一并提交的其他字段，每个值是一个表达式 */
  body?: Mapping;
  /** Where the answer's `data` is kept: `results.<resultAs>`. @title 结果名称 @zh 应答数据存放在 results 下的名称，供后续步骤读取 */
  resultAs?: string;
  /** Success toast. @title 成功提示 @zh 上传成功后的提示文字 */
  success?: Template;
  /**
   * The error toast instead of the server message (reads `error.message`, `error.code`, `error.data`).
   * @title 失败提示 @zh 上传失败时代替服务端消息的提示文字，可读取 error
   */
  errorMessage?: Template;
  /** The progress message while sending (default 正在上传). @title 进度文字 @zh 上传过程中显示的文字（默认 正在上传） */
  progressText?: Template;
  /**
   * A long upload's progress notice: the server's progress after the file is up, and a cancel button.
   * @title 进度通知 @zh 大文件上传的进度通知：服务端处理进度与取消按钮
   */
  progress?: UploadProgress;
  /** Runs after a successful upload (reads `results`). @title 成功后动作 @zh 上传成功后执行的动作，可读取 results */
  then?: Action;
}

/** Asks for confirmation; declining shows `cancelMessage` as an info toast. @title 确认 @zh 先请用户确认，确认后才执行后续动作 */
export interface ConfirmAction {
  /** @title 类型 @zh 动作类型：确认（confirm） */
  type: 'confirm';
  /** @title 确认提示 @zh 确认框中的提示文字 */
  message: Template;
  /** @title 确认框标题 @zh 确认框的标题 */
  title?: Template;
  /** @title 取消后提示 @zh 用户取消时显示的提示 */
  cancelMessage?: Template;
  /** @title 确认后动作 @zh 用户确认后执行的动作 */
  then: Action;
}

/**
 * Writes a value into the row, the form or the screen state; if `then` fails, the old value is restored.
 * @title 设置值 @zh 把值写入行、表单或界面状态；后续动作失败时恢复原值
 */
export interface SetValueAction {
  /** @title 类型 @zh 动作类型：设置值（setValue） */
  type: 'setValue';
  /** @title 写入对象 @zh 写入行（row）、表单（form）或界面状态（state） */
  target: 'row' | 'form' | 'state';
  /**
   * With target `form`: the id of another form block of the screen to write into, or `dialog.<id>` for an open dialog's form.
   * @title 目标表单 @zh 写入表单时：本界面另一个表单区块的 id，或 dialog.对话框id
   */
  form?: BlockRef;
  /** Dot path; empty replaces the whole row, form or state. @title 写入路径 @zh 点号路径；为空则替换整个行、表单或状态 */
  path: string;
  /** @title 值 @zh 写入的值，一个表达式 */
  value: Expr;
  /** @title 后续动作 @zh 写入后执行的动作；失败时恢复原值 */
  then?: Action;
}

/** Runs steps in order; a failing step stops the rest. @title 依次执行 @zh 按顺序执行多个步骤，某步失败则停止 */
export interface SequenceAction {
  /** @title 类型 @zh 动作类型：依次执行（sequence） */
  type: 'sequence';
  /** @title 步骤 @zh 依次执行的动作 */
  steps: Action[];
}

/** Chooses a branch from a predicate. @title 条件分支 @zh 按条件选择执行的动作 */
export interface IfAction {
  /** @title 类型 @zh 动作类型：条件分支（if） */
  type: 'if';
  /** @title 条件 @zh 判断条件，一个表达式 */
  test: Expr;
  /** @title 成立时动作 @zh 条件成立时执行的动作 */
  then: Action;
  /** @title 否则动作 @zh 条件不成立时执行的动作 */
  else?: Action;
}

/**
 * Downloads a file with the session token (GET, or POST with a body: an export of the query form),
 * shows its progress, and saves it under the name of the answer's Content-Disposition. An answer in
 * JSON `{code != 0, message}` instead of a file is an error: `errorMessage` words its toast
 * (e.g. `"导出失败！{{error.message}}"`), otherwise the server's message is shown.
 * @title 下载文件 @zh 带会话凭证下载文件并显示进度，按应答给出的文件名保存
 */
export interface DownloadAction {
  /** @title 类型 @zh 动作类型：下载文件（download） */
  type: 'download';
  /** GET or POST (checked against the server's routes like a request's). @title 请求方法 @zh GET 或 POST（与调用接口一样按服务端路由检查） */
  method: HttpMethod;
  /** Path starting with /commondeal; may hold `{{placeholders}}`. @title 接口路径 @zh 以 /commondeal 开头的下载接口路径，可含占位符 */
  path: Template;
  /**
   * An expression whose value is the whole body (POST); `body` keys are merged over it.
   * @title 请求体来源 @zh 一个表达式，其值作为整个请求体（POST），body 中的字段覆盖其上
   */
  bodyFrom?: Expr;
  /** Body fields (POST), each an expression. @title 请求体字段 @zh 请求体中的各字段（POST），每个值是一个表达式 */
  body?: Mapping;
  /** Query-string fields, each an expression. @title 查询参数 @zh 地址栏查询参数，每个值是一个表达式 */
  query?: Mapping;
  /**
   * The file name when the answer gives none (a template), e.g. `对账明细模板.xlsx`. Default 下载文件.
   * @title 文件名 @zh 应答未给出文件名时使用的文件名（默认 下载文件）
   */
  fileName?: Template;
  /**
   * The progress message while the file arrives. Default 正在下载. The percentage is added when the
   * answer has a length, else the size so far, with the rows a streamed export announces
   * (`X-Total-Rows`): `正在导出：已接收 12.3 MB（共 1,000,000 行）`.
   * @title 进度文字 @zh 下载过程中显示的文字（默认 正在下载）
   */
  progressText?: Template;
  /**
   * The progress message offers 取消, which aborts the download (a streamed export's server then stops
   * reading) and shows 已取消下载. For exports that may take long.
   * @title 可取消 @zh 进度提示中提供取消按钮，适合耗时较长的导出
   */
  cancelable?: boolean;
  /** Success toast once saved; reads `file.name` and `file.size`. @title 成功提示 @zh 保存后的提示，可读取 file.name 与 file.size */
  success?: Template;
  /**
   * The error toast: a template over `error.message`, `error.code`, `error.data`, e.g. `"导出失败！{{error.message}}"`.
   * @title 失败提示 @zh 下载失败时的提示文字，可读取 error
   */
  errorMessage?: Template;
  /** Runs when the download fails (after the error toast); reads `error`. @title 失败后动作 @zh 下载失败（提示之后）执行的动作，可读取 error */
  onError?: Action;
  /** Where `{name, size}` of the saved file is kept: `results.<resultAs>`. @title 结果名称 @zh 已保存文件的名称与大小存放在 results 下的名称 */
  resultAs?: string;
}

/**
 * Calls `request` every `seconds` seconds until `until` holds over its answer (read as
 * `results.<request.resultAs>`), then runs `then` (the payment result every 5 s). The first call is made
 * after one interval. A failed call counts as "not yet" (no toast). The poll stops quietly, and the steps
 * after it do not run, when the dialog that was open as it started closes or when the screen is left.
 * @title 轮询 @zh 每隔若干秒调用接口，直到条件成立再执行后续动作
 */
export interface PollAction {
  /** @title 类型 @zh 动作类型：轮询（poll） */
  type: 'poll';
  /** Seconds between two calls (at least 1). @title 间隔秒数 @zh 两次调用之间的秒数（至少 1） */
  seconds: number;
  /** The call; give it a `resultAs` for `until` to read. @title 轮询请求 @zh 每次调用的接口；需设置结果名称供停止条件读取 */
  request: RequestAction;
  /** Stops polling when true, e.g. `{"var": "results.paid"}`. @title 停止条件 @zh 条件成立时停止轮询，一个表达式 */
  until: Expr;
  /** Runs once `until` holds; its context has the last answer in `results`. @title 完成后动作 @zh 停止条件成立后执行的动作，可读取最后一次应答 */
  then?: Action;
}

/** Every action a descriptor can run, chosen by `type`. @title 动作 @zh 界面可执行的动作，按类型区分 */
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
