import type { HttpMethod } from '../descriptor';
import { fileNameFromDisposition } from './contentDisposition';
import { ApiError, apiMessages } from './errors';
import { TransportError, type Transport } from './transport';

/** How much of a download has arrived (`total` when the server sent a length). */
export interface DownloadProgress {
  loaded: number;
  total?: number;
  /** The rows the file holds as the server announced them (`X-Total-Rows` of a streamed export). */
  rows?: number;
}

/** The header a streamed export announces its row count in (server/services/exportStream.ts). */
export const TOTAL_ROWS_HEADER = 'X-Total-Rows';

/** The row count of a `X-Total-Rows` value; undefined when absent or not a count. */
export function totalRowsOf(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** A downloaded file: its content and the name the answer's Content-Disposition gave (null: none). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The text of a blob (jsdom's Blob may lack `text()`). */
export function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });
}

interface Envelope {
  code?: number;
  message?: string;
  data?: unknown;
}

/**
 * The error a download answered instead of a file: a JSON `{code, message, data}` without an attachment
 * (the server refused the export, e.g. 无数据可导出), or an HTTP error status. Undefined when the answer
 * is the file (an attachment, or any other content type).
 */
export async function downloadError(
  status: number,
  headers: { contentType: string; disposition: string },
  blob: Blob,
): Promise<ApiError | undefined> {
  const attachment = /attachment|filename/i.test(headers.disposition);
  if (attachment && status < 400) return undefined;
  if (/json/i.test(headers.contentType)) {
    let env: Envelope = {};
    try {
      env = JSON.parse(await blobText(blob)) as Envelope;
    } catch {
      return new ApiError(apiMessages.server, status || 500);
    }
    if (status === 401 || env.code === 401) return new ApiError(env.message || apiMessages.expired, 401);
    if (env.code !== 0) return new ApiError(env.message || apiMessages.server, env.code ?? status, env.data);
    return new ApiError(apiMessages.notAFile, 500, env.data);
  }
  return status >= 400 ? new ApiError(apiMessages.server, status) : undefined;
}

/** Sends one download request (blob answer, progress events). */
export async function sendDownload(
  transport: Transport,
  method: HttpMethod,
  path: string,
  opts: {
    headers: Record<string, string>;
    body?: unknown;
    query?: Record<string, unknown>;
    signal?: AbortSignal;
    timeout?: number;
    onProgress?: (p: DownloadProgress) => void;
  },
): Promise<{ status: number; file: DownloadedFile; error?: ApiError }> {
  try {
    const res = await transport({
      method,
      url: path,
      data: opts.body,
      params: opts.query,
      headers: opts.headers,
      signal: opts.signal,
      timeout: opts.timeout,
      responseType: 'blob',
      onDownloadProgress: opts.onProgress
        ? (loaded, total, header) => {
            const rows = totalRowsOf(header?.(TOTAL_ROWS_HEADER));
            opts.onProgress?.({
              loaded,
              ...(total ? { total } : {}),
              ...(rows === undefined ? {} : { rows }),
            });
          }
        : undefined,
    });
    const blob = res.data instanceof Blob ? res.data : new Blob([res.data as BlobPart]);
    const file = { blob, fileName: fileNameFromDisposition(res.header('content-disposition')) };
    const error = await downloadError(
      res.status,
      { contentType: res.header('content-type'), disposition: res.header('content-disposition') },
      blob,
    );
    return { status: res.status, file, ...(error ? { error } : {}) };
  } catch (err) {
    if ((err instanceof TransportError && err.reason === 'aborted') || opts.signal?.aborted)
      throw new ApiError(apiMessages.aborted, -2);
    throw new ApiError(apiMessages.network, -1);
  }
}
