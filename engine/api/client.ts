import type { HttpMethod } from '../descriptor';
import { sendDownload, type DownloadedFile, type DownloadProgress } from './download';
import { ApiError, apiMessages } from './errors';
import { TransportError, xhrTransport, type Transport } from './transport';

export interface ApiRequest {
  body?: unknown;
  query?: Record<string, unknown>;
  formEncoded?: boolean;
  /** Send the body as text/plain (its string value), e.g. a bare id. */
  text?: boolean;
  signal?: AbortSignal;
  /** Do not toast the error: the caller handles it. */
  silent?: boolean;
  /** A rejected token is expected (the logout call): do not send the user to the login page for it. */
  expectUnauthorized?: boolean;
  /**
   * A public call made on behalf of no session (the login dialog's captcha and login): sent without the
   * token, also once the session has ended in another tab; a 401 is not the session's end.
   */
  anonymous?: boolean;
  /** The answer is a document, not a `{code, message, data}` envelope (e.g. the OpenAPI document): answered as it is. */
  raw?: boolean;
  /** Upload progress of the body (0–100), e.g. of a multipart `FormData` body. */
  onProgress?: (percent: number) => void;
  /**
   * Each progress line of an NDJSON answer (`application/x-ndjson`) as it arrives: every line but the
   * `{code, message, data}` answer, which is the last one and is answered as any other.
   */
  onLine?: (line: Record<string, unknown>) => void;
  /** Resolve to the whole answer `{code, message, data}` instead of its `data` (a success toast showing the server's message). */
  envelope?: boolean;
}

/** A download request: the call's options and a progress callback. */
export interface DownloadRequest extends Omit<ApiRequest, 'envelope' | 'onProgress'> {
  onProgress?: (progress: DownloadProgress) => void;
}

/** The whole answer of a call. */
export interface ApiAnswer<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** A versioned read: the data and its version, or `changed: false` when the version held is current. */
export type Versioned<T> = { changed: true; data: T; etag?: string } | { changed: false };

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, req?: ApiRequest): Promise<T>;
  /**
   * A GET that revalidates by ETag: sends `If-None-Match: etag` when given; a 304 answers
   * `{ changed: false }`. Errors as `request` (silent when `req.silent`).
   */
  getVersioned<T = unknown>(path: string, etag?: string, req?: ApiRequest): Promise<Versioned<T>>;
  /** A GET of a file with the token (an attachment shown or saved by the browser); rejects on failure. */
  blob?(path: string): Promise<Blob>;
  /**
   * Fetches a file with the session token (GET or POST): the blob and the Content-Disposition name.
   * An answer in JSON `{code != 0, message}` instead of a file fails like `request` (error toast unless
   * `silent`, 401 → login page).
   */
  download(method: HttpMethod, path: string, req?: DownloadRequest): Promise<DownloadedFile>;
}

export interface ApiClientOptions {
  /** Prefix before every path (empty for same origin). */
  baseURL?: string;
  getToken: () => string | null;
  /** The token was rejected or has expired, or the session ended elsewhere; `message` says which. */
  onUnauthorized: (message: string) => void;
  /**
   * `onUnauthorized` shows the message itself (the login dialog over the page): a 401 is not also
   * toasted.
   */
  quietUnauthorized?: boolean;
  /**
   * Why no call may be sent now (the session ended in another tab: 已在其他窗口退出), or null. Such a
   * call is not sent and fails as a 401 with that message.
   */
  sessionEnded?: () => string | null;
  /**
   * The session's times of an authenticated answer (`X-Session-Expires-In`, `X-Session-Ends-In`):
   * seconds until its idle expiry and until its end (docs/server.md, Sessions).
   */
  onSessionTimes?: (expiresIn: number, endsIn: number) => void;
  /** Shows an error toast. */
  notifyError: (message: string) => void;
  timeoutMs?: number;
  /** Use another transport (tests). */
  transport?: Transport;
}

interface Envelope {
  code?: number;
  message?: string;
  data?: unknown;
}

const isEnvelope = (v: unknown): v is Envelope =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'code' in v;

/** The JSON lines of an NDJSON text (a line that is not JSON is skipped). */
function ndjsonLines(text: string): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const v = JSON.parse(line) as unknown;
      if (typeof v === 'object' && v !== null && !Array.isArray(v)) lines.push(v as Record<string, unknown>);
    } catch {
      // a line cut short (the connection lost) is no line
    }
  }
  return lines;
}

/** Hands each complete progress line of a growing NDJSON text to `onLine`, once. */
function lineReader(onLine: (line: Record<string, unknown>) => void): (text: string) => void {
  let done = 0;
  return (text) => {
    const end = text.lastIndexOf('\n') + 1;
    if (end <= done) return;
    const fresh = text.slice(done, end);
    done = end;
    for (const line of ndjsonLines(fresh)) if (!isEnvelope(line)) onLine(line);
  };
}

/** The API client: token on every call, `code != 0` → error toast, network failure → one clear toast. */
export function createApiClient(opts: ApiClientOptions): ApiClient {
  const transport = opts.transport ?? xhrTransport;
  const base = opts.baseURL ?? '';
  const timeout = opts.timeoutMs ?? 60_000;
  const noteSession = (header: (name: string) => string) => {
    const expiresIn = header('x-session-expires-in');
    if (expiresIn && opts.onSessionTimes)
      opts.onSessionTimes(Number(expiresIn), Number(header('x-session-ends-in') || expiresIn));
  };
  /** A call refused for its session (401): the session's end is handled once, by `onUnauthorized`. */
  const refuse = (
    e: ApiError,
    req: Pick<ApiRequest, 'anonymous' | 'expectUnauthorized' | 'silent'>,
  ): never => {
    const ofSession = !req.anonymous && !req.expectUnauthorized;
    if (ofSession) opts.onUnauthorized(e.message);
    if (!req.silent && !(ofSession && opts.quietUnauthorized)) opts.notifyError(e.message);
    throw e;
  };
  async function send<T>(
    method: HttpMethod,
    path: string,
    req: ApiRequest,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ status: number; data: T; etag?: string }> {
    const ofSession = !req.anonymous && !req.expectUnauthorized;
    const ended = ofSession ? opts.sessionEnded?.() : null;
    if (ended) return refuse(new ApiError(ended, 401), req);
    const token = req.anonymous ? null : opts.getToken();
    const headers: Record<string, string> = token
      ? { Authorization: `Bearer ${token}`, ...extraHeaders }
      : { ...extraHeaders };
    let data = req.body;
    if (req.formEncoded && data && typeof data === 'object') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      data = new URLSearchParams(
        Object.entries(data).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])),
      ).toString();
    }
    if (req.text) {
      headers['Content-Type'] = 'text/plain; charset=utf-8';
      data = data === undefined || data === null ? '' : String(data);
    }
    const fail = (e: ApiError): never => {
      if (!req.silent && e.message !== apiMessages.aborted) opts.notifyError(e.message);
      throw e;
    };
    let env: Envelope;
    let status: number;
    let etag: string | undefined;
    let requestId = '';
    try {
      const res = await transport({
        method,
        url: base + path,
        data,
        params: req.query,
        headers,
        signal: req.signal,
        timeout,
        ...(req.onProgress && {
          onUploadProgress: (loaded: number, total?: number) =>
            req.onProgress?.(total ? Math.round((loaded / total) * 100) : 0),
        }),
        ...(req.onLine && { onText: lineReader(req.onLine) }),
      });
      status = res.status;
      noteSession(res.header);
      etag = res.header('etag') || undefined;
      requestId = res.header('x-request-id');
      if (status === 304) return { status, data: undefined as T };
      if (req.raw && status >= 200 && status < 300) return { status, data: res.data as T, etag };
      // An NDJSON answer: its last line is the answer.
      const answer =
        typeof res.data === 'string' && res.header('content-type').includes('application/x-ndjson')
          ? ndjsonLines(res.data).at(-1)
          : res.data;
      env = answer && typeof answer === 'object' ? (answer as Envelope) : { code: res.status || 500 };
    } catch (err) {
      if ((err instanceof TransportError && err.reason === 'aborted') || req.signal?.aborted)
        return fail(new ApiError(apiMessages.aborted, -2));
      return fail(new ApiError(apiMessages.network, -1));
    }
    if (status === 401 || env.code === 401)
      return refuse(new ApiError(env.message || apiMessages.expired, 401), req);
    if (env.code !== 0) {
      const message = env.message || apiMessages.server;
      // A failure of the server (not a refusal): its request id, which the server's log lines carry.
      const quoted = status >= 500 && requestId ? message + apiMessages.requestId(requestId) : message;
      return fail(new ApiError(quoted, env.code ?? 500, env.data));
    }
    const answer = req.envelope ? { code: 0, message: env.message ?? '', data: env.data } : env.data;
    return { status, data: answer as T, etag };
  }
  const tokenHeaders = (): Record<string, string> => {
    const token = opts.getToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  };
  return {
    async request<T>(method: HttpMethod, path: string, req: ApiRequest = {}): Promise<T> {
      return (await send<T>(method, path, req)).data;
    },
    async getVersioned<T>(path: string, etag?: string, req: ApiRequest = {}): Promise<Versioned<T>> {
      const res = await send<T>('GET', path, req, etag ? { 'If-None-Match': etag } : {});
      return res.status === 304 ? { changed: false } : { changed: true, data: res.data, etag: res.etag };
    },
    async blob(path: string): Promise<Blob> {
      const res = await transport({
        method: 'GET',
        url: base + path,
        responseType: 'blob',
        headers: tokenHeaders(),
        timeout,
      });
      if (res.status >= 400) throw new ApiError(apiMessages.server, res.status);
      return res.data as Blob;
    },
    async download(method: HttpMethod, path: string, req: DownloadRequest = {}): Promise<DownloadedFile> {
      const ended = req.expectUnauthorized ? null : opts.sessionEnded?.();
      if (ended) return refuse(new ApiError(ended, 401), req);
      const report = (e: ApiError): never => {
        if (!req.silent && e.message !== apiMessages.aborted) opts.notifyError(e.message);
        throw e;
      };
      let answer: Awaited<ReturnType<typeof sendDownload>>;
      try {
        answer = await sendDownload(transport, method, base + path, {
          timeout,
          headers: tokenHeaders(),
          body: req.body,
          query: req.query,
          signal: req.signal,
          onProgress: req.onProgress,
        });
      } catch (err) {
        return report(err instanceof ApiError ? err : new ApiError(apiMessages.network, -1));
      }
      if (answer.error?.code === 401) return refuse(answer.error, req);
      if (answer.error) return report(answer.error);
      return answer.file;
    },
  };
}
