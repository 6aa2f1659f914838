import type { HttpMethod } from '../../engine/descriptor';
import {
  ApiError,
  type ApiClient,
  type ApiRequest,
  type DownloadedFile,
  type DownloadRequest,
} from '../../engine/api';

/** An answer that carries the server's text besides its data (`answer.message` of a success toast). */
export class FakeEnvelope {
  constructor(
    readonly data: unknown,
    readonly message: string,
  ) {}
}

/** A fake answer with the server's message. */
export const withMessage = (data: unknown, message: string) => new FakeEnvelope(data, message);

/** A file a fake download answers (`DownloadedFile`). */
export const fakeFile = (content: string, fileName: string | null = null): DownloadedFile => ({
  blob: new Blob([content]),
  fileName,
});

/** One recorded call. */
export interface FakeCall {
  method: HttpMethod;
  path: string;
  body?: unknown;
  query?: Record<string, unknown>;
}

/** An answer: data, an Error (code != 0, its message toasted; an ApiError with its code and data), or a function of the call giving either. */
export type FakeAnswer = unknown | Error | ((call: FakeCall) => unknown);

export interface FakeApi extends ApiClient {
  calls: FakeCall[];
  /** Answers by "METHOD /path" (the path without query string). */
  answers: Record<string, FakeAnswer>;
  /** Where error toasts go (the UI port, once it exists). */
  notify: (message: string) => void;
  /** Delay of every answer in ms (0: next microtask). */
  delay: number;
}

/** A fake API client answering canned data per path, like the real one: `code != 0` → error toast and throw. */
export function fakeApi(answers: Record<string, FakeAnswer> = {}): FakeApi {
  const api: FakeApi = {
    calls: [],
    answers,
    notify: () => undefined,
    delay: 0,
    async request<T>(method: HttpMethod, path: string, req: ApiRequest = {}): Promise<T> {
      const call: FakeCall = { method, path, body: req.body, query: req.query };
      api.calls.push(call);
      if (api.delay) await new Promise((r) => setTimeout(r, api.delay));
      const key = `${method} ${path}`;
      if (!(key in api.answers)) {
        if (!req.silent) api.notify(`未模拟的接口 ${key}`);
        throw new ApiError(`未模拟的接口 ${key}`, 404);
      }
      const raw = api.answers[key];
      const answer = typeof raw === 'function' ? (raw as (c: FakeCall) => unknown)(call) : raw;
      if (answer instanceof Error) {
        if (!req.silent) api.notify(answer.message);
        // An ApiError keeps its code and data (the answer's data).
        throw answer instanceof ApiError ? answer : new ApiError(answer.message, 500);
      }
      const envelope = answer instanceof FakeEnvelope ? answer : new FakeEnvelope(answer, '成功');
      return (
        req.envelope ? { code: 0, message: envelope.message, data: envelope.data } : envelope.data
      ) as T;
    },
    /** Answers a `DownloadedFile` (see `fakeFile`), an Error, or a function of the call giving either. */
    async download(method: HttpMethod, path: string, req: DownloadRequest = {}): Promise<DownloadedFile> {
      const { onProgress: _ignored, ...call } = req;
      const file = await api.request<DownloadedFile>(method, path, { ...call, envelope: false });
      req.onProgress?.({ loaded: file.blob.size, total: file.blob.size });
      return file;
    },
    /** Versions like the server's ETags: the answer's JSON text. */
    async getVersioned<T>(path: string, etag?: string, req: ApiRequest = {}) {
      const data = await api.request<T>('GET', path, req);
      const version = `"${JSON.stringify(data)}"`;
      return version === etag ? { changed: false as const } : { changed: true as const, data, etag: version };
    },
  };
  return api;
}

/** The calls made to one path. */
export function callsTo(api: FakeApi, method: HttpMethod, path: string): FakeCall[] {
  return api.calls.filter((c) => c.method === method && c.path === path);
}
