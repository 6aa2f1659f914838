/**
 * The HTTP transport under the API client: one request, one answer, whatever its status. It is the
 * browser's XMLHttpRequest (the only browser API with upload progress), a few hundred bytes where a
 * general HTTP library would put 20 kB on the login page's first paint. Tests pass their own `Transport`.
 */
import type { HttpMethod } from '../descriptor';

export interface HttpRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  /** A string, FormData or Blob is sent as it is; any other value as JSON. */
  data?: unknown;
  /** Added to the URL: undefined and null are left out, arrays repeat their key as `key[]`. */
  params?: Record<string, unknown>;
  signal?: AbortSignal;
  /** `json` (the default) parses the answer when it is JSON and keeps its text otherwise. */
  responseType?: 'json' | 'blob';
  /** Milliseconds before the request fails as a network failure; 0 or absent: none. */
  timeout?: number;
  onUploadProgress?: (loaded: number, total?: number) => void;
  /** `header` reads a header of the answer under way (e.g. the row count an export announces). */
  onDownloadProgress?: (loaded: number, total?: number, header?: (name: string) => string) => void;
  /** The answer's text received so far, as it grows (a streamed answer, e.g. NDJSON progress lines). */
  onText?: (text: string) => void;
}

export interface HttpResponse {
  status: number;
  /** A header of the answer by name (any case); '' when absent. */
  header(name: string): string;
  data: unknown;
}

export type Transport = (req: HttpRequest) => Promise<HttpResponse>;

/** Why a request got no answer: cancelled by its signal, or the network (including a timeout). */
export class TransportError extends Error {
  constructor(readonly reason: 'aborted' | 'network') {
    super(reason);
    this.name = 'TransportError';
  }
}

function queryValue(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** `url` with `params` appended as a query string. */
export function withParams(url: string, params?: Record<string, unknown>): string {
  if (!params) return url;
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) q.append(`${key}[]`, queryValue(v));
    else q.append(key, queryValue(value));
  }
  const s = q.toString();
  return s ? `${url}${url.includes('?') ? '&' : '?'}${s}` : url;
}

/** The body as XMLHttpRequest sends it, and the content type a JSON body needs. */
function encodeBody(data: unknown): { body: XMLHttpRequestBodyInit | null; json: boolean } {
  if (data === undefined || data === null) return { body: null, json: false };
  if (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams
  )
    return { body: data, json: false };
  return { body: JSON.stringify(data), json: true };
}

function parseJson(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The browser's transport. */
export const xhrTransport: Transport = (req) =>
  new Promise<HttpResponse>((resolve, reject) => {
    if (req.signal?.aborted) return reject(new TransportError('aborted'));
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, withParams(req.url, req.params));
    const { body, json } = encodeBody(req.data);
    const headers = { ...(json ? { 'Content-Type': 'application/json' } : {}), ...req.headers };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = req.responseType === 'blob' ? 'blob' : 'text';
    if (req.timeout) xhr.timeout = req.timeout;
    const progress =
      (report: (loaded: number, total?: number) => void) =>
      (e: ProgressEvent): void =>
        report(e.loaded, e.lengthComputable ? e.total : undefined);
    if (req.onUploadProgress) xhr.upload.onprogress = progress(req.onUploadProgress);
    const onDownload = req.onDownloadProgress;
    if (onDownload)
      xhr.onprogress = (e) =>
        onDownload(
          e.loaded,
          e.lengthComputable ? e.total : undefined,
          (name) => xhr.getResponseHeader(name) ?? '',
        );
    else if (req.onText && req.responseType !== 'blob') xhr.onprogress = () => req.onText?.(xhr.responseText);
    const onAbort = () => xhr.abort();
    req.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => req.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      resolve({
        status: xhr.status,
        header: (name) => xhr.getResponseHeader(name) ?? '',
        data: req.responseType === 'blob' ? (xhr.response as Blob) : parseJson(xhr.responseText),
      });
    };
    const fail = (reason: TransportError['reason']) => () => {
      done();
      reject(new TransportError(reason));
    };
    xhr.onabort = fail('aborted');
    xhr.onerror = fail('network');
    xhr.ontimeout = fail('network');
    xhr.send(body);
  });
