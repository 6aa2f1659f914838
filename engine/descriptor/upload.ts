/** What an upload may send and what it shows while a long one runs. */
import type { Template } from './expr';

/**
 * Limits of a file choice, checked in the browser before sending (the server checks again, by content).
 * @title 文件限制 @zh 选择文件的限制，发送前在浏览器中检查
 */
export interface FileRules {
  /** Accepted extensions with the dot, e.g. `[".xlsx"]`; any when absent. @title 允许的扩展名 @zh 允许的文件扩展名（含点号，如 .xlsx）；不填则不限 */
  accept?: string[];
  /** At most this many megabytes per file. @title 大小上限 @zh 每个文件的最大大小，单位 MB */
  maxSizeMB?: number;
  /** At most this many files (default 1). @title 数量上限 @zh 最多可选的文件数（默认 1） */
  maxCount?: number;
  /**
   * Messages instead of the defaults (只能上传xlsx格式的文件, 文件大小不能超过{n}MB, 最多只能上传{n}个文件):
   * `type`, `size`, `count`; `{{accept}}`, `{{maxSizeMB}}`, `{{maxCount}}` read the limits.
   * @title 限制提示 @zh 违反限制时代替默认提示的文字
   */
  messages?: {
    /** @title 类型不符提示 @zh 文件类型不被允许时的提示 */
    type?: string;
    /** @title 超过大小提示 @zh 文件超过大小上限时的提示 */
    size?: string;
    /** @title 超过数量提示 @zh 文件数超过上限时的提示 */
    count?: string;
  };
}

/**
 * The progress notice of a long upload (a large file the server reads as it arrives). The server may
 * answer NDJSON (`application/x-ndjson`): progress lines such as `{"read":1000,"checked":1000}`, then the
 * `{code, message, data}` answer as the last line (docs/descriptor.md, 上传进度).
 * @title 上传进度 @zh 大文件上传的进度通知，显示上传与服务端处理进度
 */
export interface UploadProgress {
  /**
   * While the file goes up, with `{{progress.percent}}` (0–100), e.g. 正在上传 {{progress.percent}}%. Default: `progressText` and the percent.
   * @title 上传进度文字 @zh 文件上传过程中的文字，可读取 progress.percent（0–100）
   */
  upload?: Template;
  /**
   * Each progress line of the server's answer as `progress`, e.g. 已读取 {{progress.read}} 行，已检查 {{progress.checked}} 行. Without it the lines are not shown.
   * @title 处理进度文字 @zh 服务端每条进度的文字，可读取 progress；不填则不显示
   */
  server?: Template;
  /**
   * The label of the notice's cancel button, e.g. 取消: aborts the upload (the server stops and keeps nothing). Without it: no button.
   * @title 取消按钮文字 @zh 通知中取消按钮的文字；不填则没有取消按钮
   */
  cancel?: string;
  /** The info toast after a cancel (default 已取消上传). @title 取消后提示 @zh 取消上传后的提示（默认 已取消上传） */
  cancelled?: Template;
}
