/**
 * Reading uploaded files (multipart/form-data, `@fastify/multipart`) with limits, and checking each
 * file's type by its content (`file-type`), never by its name or the browser's word.
 */
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import { fileTypeFromBuffer } from './lazyPackages';
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
  /** At most this many bytes per file (default 10 MB). */
  maxBytes?: number;
  /** At most this many files (default 1). */
  maxFiles?: number;
  /** Shown when a file's content is of another kind, e.g. 只能上传图片或者TXT文本文件. */
  typeMessage: string;
  /** Shown when a file is larger than `maxBytes` (default 文件过大). */
  sizeMessage?: string;
}

export const UPLOAD_MESSAGES = {
  notMultipart: '请以文件上传方式（multipart/form-data）提交',
  noFile: '请选择要上传的文件',
  tooLarge: '文件过大',
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

function isCode(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
}

/**
 * Reads the files of a multipart request within `rules`: each is buffered up to `maxBytes` (a larger
 * one is refused with 文件过大 as soon as it passes the limit), then its kind is found from its content.
 * Returns the files and the text fields. Refuses (400, in Chinese) a request that is not multipart,
 * carries no file, too many files, an empty file or a file of another kind.
 */
export async function readUpload(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  const maxBytes = Math.min(rules.maxBytes ?? BUFFERED_MAX_BYTES, UPLOAD_MAX_BYTES);
  const maxFiles = rules.maxFiles ?? 1;
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: maxFiles } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const data = await part.toBuffer();
      if (data.length === 0) throw badRequest(UPLOAD_MESSAGES.empty);
      const kind = await detectKind(data, part.filename, rules.kinds);
      if (!kind) throw badRequest(rules.typeMessage);
      files.push({ filename: part.filename, field: part.fieldname, kind, mime: MIME[kind], data });
    }
  } catch (err) {
    if (isCode(err, 'FST_REQ_FILE_TOO_LARGE'))
      throw badRequest(rules.sizeMessage ?? UPLOAD_MESSAGES.tooLarge);
    if (isCode(err, 'FST_FILES_LIMIT')) throw badRequest(UPLOAD_MESSAGES.tooMany(maxFiles));
    throw err;
  }
  if (files.length === 0) throw badRequest(UPLOAD_MESSAGES.noFile);
  return { files, fields };
}

/** Whether `err` is the refusal of a file over its route's limit (`@fastify/multipart`). */
export const isFileTooLarge = (err: unknown): boolean => isCode(err, 'FST_REQ_FILE_TOO_LARGE');

/**
 * The one file of a multipart request as a stream, for a file too large to hold in memory (the streamed
 * detail import). It resolves as soon as the file's part begins; the stream fails with
 * `FST_REQ_FILE_TOO_LARGE` (see `isFileTooLarge`) as soon as it passes `maxBytes`. The caller reads the
 * stream to its end and checks the content's kind itself. Refuses (400) a request that is not multipart
 * or carries no file.
 */
export async function openUploadStream(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ filename: string; stream: Readable }> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  const part = await request.file({ limits: { fileSize: Math.min(maxBytes, UPLOAD_MAX_BYTES), files: 1 } });
  if (!part) throw badRequest(UPLOAD_MESSAGES.noFile);
  return { filename: part.filename, stream: part.file };
}
