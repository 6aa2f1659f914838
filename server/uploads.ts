/**
 * Reading uploaded files (multipart/form-data, `@fastify/multipart`) with limits, and checking each
 * file's type by its content (`file-type`), never by its name or the browser's word.
 */
import { Transform, type Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest, isCode } from './errors';
import { fileTypeFromBuffer } from './lazyPackages';
import { clientAborted } from './plugins/errors';
import { UPLOAD_MAX_BYTES } from './plugins/multipart';

/**
 * The kinds of file an upload route may accept. `txt` and `csv` are UTF-8 text without control characters;
 * `zip` is a plain zip archive (an xlsx, itself a zip, is `xlsx`).
 */
export type UploadKind = 'xlsx' | 'png' | 'jpg' | 'txt' | 'csv' | 'zip';

export interface UploadedFile {
  /** The name the browser gave (only for display; never used as a path). */
  filename: string;
  /** The multipart field it came in (e.g. `file`). */
  field: string;
  /** The kind found from the content. */
  kind: UploadKind;
  /** The MIME type of that kind. */
  mime: string;
  data: Buffer;
}

export interface UploadRules {
  /** The kinds accepted. */
  kinds: readonly UploadKind[];
  /** At most this many bytes per file (default 10 MB); a larger file is refused with 文件超过 N MB. */
  maxBytes?: number;
  /** At most this many files (default 1). */
  maxFiles?: number;
  /** Shown when a file's content is of another kind, e.g. 只能上传图片或者TXT文本文件. */
  typeMessage: string;
}

/** A limit in MB as the messages write it: 1, 5, 32 (or 0.5). */
const megabytes = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));

export const UPLOAD_MESSAGES = {
  notMultipart: '请以文件上传方式（multipart/form-data）提交',
  malformed: '请求格式不正确',
  noFile: '请选择要上传的文件',
  tooLarge: (maxBytes: number) => `文件超过 ${megabytes(maxBytes)} MB`,
  tooMany: (n: number) => `最多上传 ${n} 个文件`,
  empty: '文件内容为空',
} as const;

const MIME: Record<UploadKind, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
};

/** Text kinds have no magic number: valid UTF-8 without NUL or other control characters but tab, CR, LF. */
function isPlainText(data: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
}

/** The kind of `data` among `kinds`, from its content; undefined when it is none of them. */
export async function detectKind(
  data: Buffer,
  filename: string,
  kinds: readonly UploadKind[],
): Promise<UploadKind | undefined> {
  const found = await fileTypeFromBuffer(data);
  if (found) {
    const known: Partial<Record<string, UploadKind>> = { xlsx: 'xlsx', png: 'png', jpg: 'jpg', zip: 'zip' };
    const kind = known[found.ext];
    return kind && kinds.includes(kind) ? kind : undefined;
  }
  if (!isPlainText(data)) return undefined;
  const csvName = /\.csv$/i.test(filename);
  if (csvName && kinds.includes('csv')) return 'csv';
  if (kinds.includes('txt')) return 'txt';
  if (kinds.includes('csv')) return 'csv';
  return undefined;
}

/** The default limit of a file read whole into memory (`readUpload`). */
const BUFFERED_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The boundary parameter of a multipart Content-Type, quoted or a plain token, of 1 to 200 characters
 * (RFC 2046 asks at most 70; busboy takes up to 250). Checked before parsing, so that a request without
 * one is refused as malformed rather than failing in the parser.
 */
const BOUNDARY = /;\s*boundary\s*=\s*(?:"[^"]{1,200}"|[^\s;"]{1,200})\s*(?:;|$)/i;

/** Refuses (400) a request that is not multipart/form-data or whose Content-Type names no usable boundary. */
function assertMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  if (!BOUNDARY.test(String(request.headers['content-type'] ?? '')))
    throw badRequest(UPLOAD_MESSAGES.malformed);
}

/**
 * What reading a multipart request failed with, as the answer (docs/server.md, Uploads): a file over its
 * limit 文件超过 N MB, too many files 最多上传 N 个文件, and a body the parser cannot read (another boundary
 * than the header's, cut before its closing boundary) 请求格式不正确. A client gone mid-body keeps its own
 * error (logged once as its abort), and the request-size limits (too many parts or fields) their 413.
 */
function uploadFailure(err: unknown, request: FastifyRequest, maxBytes: number, maxFiles: number): unknown {
  if (err instanceof ApiError) return err;
  // A client gone mid-body has nobody to answer: logged as its abort (server/plugins/errors.ts).
  if (typeof err === 'object' && err !== null && clientAborted(err, request)) return err;
  if (isCode(err, 'FST_REQ_FILE_TOO_LARGE')) return badRequest(UPLOAD_MESSAGES.tooLarge(maxBytes));
  if (isCode(err, 'FST_FILES_LIMIT')) return badRequest(UPLOAD_MESSAGES.tooMany(maxFiles));
  if (isCode(err, 'FST_PARTS_LIMIT') || isCode(err, 'FST_FIELDS_LIMIT')) return err;
  return badRequest(UPLOAD_MESSAGES.malformed);
}

/**
 * Reads the files of a multipart request within `rules`: each is buffered up to `maxBytes` (a larger
 * one is refused with 文件超过 N MB, and none of the request's files is returned), then the kind of each
 * is found from its content. Returns the files and the text fields. Refuses (400, in Chinese) a request
 * that is not multipart or is malformed, carries no file, too many files, an empty file or a file of
 * another kind.
 */
export async function readUpload(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  assertMultipart(request);
  const maxBytes = Math.min(rules.maxBytes ?? BUFFERED_MAX_BYTES, UPLOAD_MAX_BYTES);
  const maxFiles = rules.maxFiles ?? 1;
  const parts: { filename: string; field: string; data: Buffer }[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: maxFiles } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const data = await part.toBuffer();
      // busboy ends a file at the limit and marks it truncated; toBuffer may miss a limit met exactly
      // between two chunks, the mark never does.
      if (part.file.truncated) throw badRequest(UPLOAD_MESSAGES.tooLarge(maxBytes));
      if (data.length === 0) throw badRequest(UPLOAD_MESSAGES.empty);
      parts.push({ filename: part.filename, field: part.fieldname, data });
    }
  } catch (err) {
    throw uploadFailure(err, request, maxBytes, maxFiles);
  }
  if (parts.length === 0) throw badRequest(UPLOAD_MESSAGES.noFile);
  const files: UploadedFile[] = [];
  for (const { filename, field, data } of parts) {
    const kind = await detectKind(data, filename, rules.kinds);
    if (!kind) throw badRequest(rules.typeMessage);
    files.push({ filename, field, kind, mime: MIME[kind], data });
  }
  return { files, fields };
}

/**
 * The bytes of `file` as a stream that fails instead of ending short: with 文件超过 N MB when the file
 * passes `maxBytes` (busboy only ends such a file early, marked `truncated`, with a `limit` event that may
 * come before anyone listens: the mark is checked when the stream is opened and at its end), and with
 * 请求格式不正确 when the body breaks off inside it. Once the reader stops early (a refusal, a cancel), the
 * rest of the file is read and dropped, so that the request is read to its end.
 */
function failingAtLimit(file: MultipartFile['file'], maxBytes: number): Readable {
  const tooLarge = () => badRequest(UPLOAD_MESSAGES.tooLarge(maxBytes));
  const out = new Transform({
    transform: (chunk: Buffer, _encoding, done) => done(null, chunk),
    flush: (done) => done(file.truncated ? tooLarge() : null),
  });
  // The reader finds a failure on the stream (`errored`, its iterator, a pipeline) however late it starts
  // reading: one that comes before it listens must not be an uncaught 'error' event.
  out.on('error', () => {});
  const fail = (err: Error) => {
    if (!out.destroyed) out.destroy(err);
  };
  file.once('limit', () => fail(tooLarge()));
  file.on('error', () => fail(badRequest(UPLOAD_MESSAGES.malformed)));
  out.once('close', () => {
    if (file.readableEnded || file.destroyed) return;
    file.unpipe(out);
    file.resume();
  });
  if (file.truncated) fail(tooLarge());
  else if (file.destroyed && !file.readableEnded) fail(badRequest(UPLOAD_MESSAGES.malformed));
  else file.pipe(out);
  return out;
}

/**
 * The one file of a multipart request as a stream, for a file too large to hold in memory (the streamed
 * detail import). It resolves as soon as the file's part begins; the stream fails with an `ApiError`
 * (400 文件超过 N MB) as soon as the file passes `maxBytes`, and with 400 请求格式不正确 when the body
 * breaks off, so the reader never takes part of a file for the whole. The caller reads the stream to its
 * end and checks the content's kind itself. Refuses (400) a request that is not multipart, is malformed
 * before the file begins, or carries no file.
 */
export async function openUploadStream(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ filename: string; stream: Readable }> {
  assertMultipart(request);
  const limit = Math.min(maxBytes, UPLOAD_MAX_BYTES);
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: limit, files: 1 } });
  } catch (err) {
    throw uploadFailure(err, request, limit, 1);
  }
  if (!part) throw badRequest(UPLOAD_MESSAGES.noFile);
  return { filename: part.filename, stream: failingAtLimit(part.file, limit) };
}

/**
 * Resolves once the request's body has been read to its end, or the request is gone. A route that
 * answers before its upload has arrived whole (the streamed detail import, refusing a file at its limit
 * or at a bad row) ends its answer only then: once the answer ends, the multipart parser stops reading the
 * request, and the client, still sending, would wait for a reading that never comes.
 */
export function requestRead(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    raw.once('end', () => resolve());
    raw.once('close', () => resolve());
    raw.once('error', () => resolve());
  });
}
