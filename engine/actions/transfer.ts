/** The actions that move files: `download` (with its progress and 取消) and `upload`. */
import { anySignal } from '../screen/controller/anySignal';
import { apiMessages, type DownloadProgress } from '../api';
import type { Action } from '../descriptor';
import { buildBody, buildObject, evaluate } from '../expr';
import { checkFiles, fileMessages, heldFile, releaseFile } from '../files';
import { errorOf, failed, text } from './failure';
import { ActionStopped, type ActionContext, type ActionEnv, type ActionHandlers } from './types';

/** `1,000,000`: a row count as the progress notice writes it. */
const grouped = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The download's progress notice: `正在导出 42%` of a known length; without one, the size so far, and
 * the rows the server announced when it did (`正在导出：已接收 12.3 MB（共 1,000,000 行）`).
 */
export function downloadProgressText(label: string, p: DownloadProgress): string {
  if (p.total || p.rows === undefined) return `${label} ${progressText(p.loaded, p.total)}`;
  return `${label}：已接收 ${progressText(p.loaded)}（共 ${grouped(p.rows)} 行）`;
}

/** Texts of the download action. */
export const downloadMessages = {
  progress: '正在下载',
  fileName: '下载文件',
  cancel: '取消',
  cancelled: '已取消下载',
} as const;

/** `42%` of a known length, else the size so far (`1.2 MB`, `35 KB`). */
export function progressText(loaded: number, total?: number): string {
  if (total && total > 0) return `${Math.min(100, Math.floor((loaded / total) * 100))}%`;
  if (loaded >= 1024 * 1024) return `${(loaded / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(0, Math.round(loaded / 1024))} KB`;
}

/** Texts of the upload action. */
export const uploadMessages = { progress: '正在上传', cancelled: '已取消上传' } as const;

/**
 * The progress notice of an upload: the percent while the file goes up, then the server's progress lines
 * (`progress.server`); with `progress.cancel` a button that aborts it. `signal` aborts with the screen or
 * the button; `cancelled()` says whether the button did.
 */
function uploadNotice(
  a: Extract<Action, { type: 'upload' }>,
  ctx: ActionContext,
  env: ActionEnv,
): {
  signal: AbortSignal | undefined;
  percent: (p: number) => void;
  line: ((line: Record<string, unknown>) => void) | undefined;
  cancelled: () => boolean;
  dispose: () => void;
} {
  const label = a.progressText ? text(a.progressText, ctx) : uploadMessages.progress;
  const p = a.progress;
  let byButton = false;
  const stop = new AbortController();
  const follow = () => stop.abort();
  env.signal?.addEventListener('abort', follow, { once: true });
  const cancel = p?.cancel
    ? {
        label: p.cancel,
        onCancel: () => {
          byButton = true;
          stop.abort();
        },
      }
    : undefined;
  const show = (t: string) => (cancel ? env.progress?.(t, cancel) : env.progress?.(t));
  const percentText = (percent: number) =>
    p?.upload ? text(p.upload, { ...ctx, progress: { percent } }) : `${label} ${percent}%`;
  show(percentText(0));
  return {
    signal: p ? stop.signal : env.signal,
    percent: (percent) => show(percentText(percent)),
    line: p?.server ? (line) => show(text(p.server, { ...ctx, progress: line })) : undefined,
    cancelled: () => byButton,
    dispose: () => {
      env.signal?.removeEventListener('abort', follow);
      env.progress?.(null);
    },
  };
}

/** The file an upload sends: from a form field (`fileFrom`) or picked now; checked against the rules. */
async function fileToUpload(
  a: Extract<Action, { type: 'upload' }>,
  ctx: ActionContext,
  env: ActionEnv,
): Promise<{ file: File; token?: unknown }> {
  let files: File[];
  let token: unknown;
  if (a.fileFrom !== undefined) {
    token = evaluate(a.fileFrom, ctx);
    const held = heldFile(token);
    files = held ? [held] : [];
    if (!held) {
      env.toast('warning', a.emptyMessage ? text(a.emptyMessage, ctx) : fileMessages.none);
      throw new ActionStopped('no file');
    }
  } else {
    if (!env.pickFiles) throw new Error('upload: 当前环境不能选择文件');
    files = await env.pickFiles(a.accept, (a.maxCount ?? 1) > 1);
    if (files.length === 0) throw new ActionStopped('no file');
  }
  const problem = checkFiles(files, a);
  if (problem) {
    env.toast('warning', problem);
    throw new ActionStopped(problem);
  }
  return { file: files[0]!, token };
}

export const transferHandlers: Pick<ActionHandlers, 'download' | 'upload'> = {
  async download(a, ctx, env, run) {
    const body = a.method === 'GET' ? undefined : buildBody(ctx, a.body, a.bodyFrom);
    const query = a.query ? buildObject(ctx, a.query) : undefined;
    const label = a.progressText === undefined ? downloadMessages.progress : text(a.progressText, ctx);
    // 取消 in the notice aborts this download only; the screen's signal still aborts it too.
    const stop = a.cancelable ? new AbortController() : undefined;
    const cancel = stop && { label: downloadMessages.cancel, onCancel: () => stop.abort() };
    const show = (t: string) => (cancel ? env.progress?.(t, cancel) : env.progress?.(t));
    show(label);
    let file;
    try {
      file = await env.download(a.method, text(a.path, ctx), {
        body,
        query,
        silent: a.errorMessage !== undefined,
        signal: stop ? anySignal([env.signal, stop.signal]) : env.signal,
        onProgress: (p) => show(downloadProgressText(label, p)),
      });
    } catch (err) {
      env.progress?.(null);
      if (stop?.signal.aborted) {
        env.toast('info', downloadMessages.cancelled);
        throw new ActionStopped('cancelled');
      }
      await failed(err, a, ctx, env, run);
      throw new ActionStopped(err instanceof Error ? err.message : 'download failed');
    }
    env.progress?.(null);
    const fallback = a.fileName === undefined ? '' : text(a.fileName, ctx);
    const saved = { name: file.fileName || fallback || downloadMessages.fileName, size: file.blob.size };
    env.saveFile(file.blob, saved.name);
    if (a.resultAs) ctx.results = { ...ctx.results, [a.resultAs]: saved };
    const done = a.success === undefined ? '' : text(a.success, { ...ctx, file: saved });
    if (done) env.toast('success', done);
  },
  async upload(a, ctx, env, run) {
    const { file, token } = await fileToUpload(a, ctx, env);
    const form = new FormData();
    for (const [k, v] of Object.entries(a.body ? buildObject(ctx, a.body) : {}))
      if (v !== undefined && v !== null)
        form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    form.append('file', file, file.name);
    const notice = uploadNotice(a, ctx, env);
    let data: unknown;
    try {
      data = await env.request(a.method, text(a.path, ctx), {
        body: form,
        silent: a.errorMessage !== undefined,
        signal: notice.signal,
        onProgress: notice.percent,
        ...(notice.line && { onLine: notice.line }),
      });
    } catch (err) {
      const error = errorOf(err);
      if (a.errorMessage !== undefined && error.message !== apiMessages.aborted)
        env.toast('error', text(a.errorMessage, { ...ctx, error }));
      if (notice.cancelled())
        env.toast('info', a.progress?.cancelled ? text(a.progress.cancelled, ctx) : uploadMessages.cancelled);
      throw new ActionStopped(error.message);
    } finally {
      notice.dispose();
    }
    releaseFile(token);
    if (a.resultAs) ctx.results = { ...ctx.results, [a.resultAs]: data };
    if (a.success) env.toast('success', text(a.success, ctx));
    if (a.then) await run(a.then, ctx, env);
  },
};
