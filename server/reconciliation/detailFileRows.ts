/**
 * The rows of an imported detail file as they arrive (docs/operations.md, 结算明细导入): xlsx read by
 * exceljs' streaming reader once its content passed the limits of server/xlsxLimits.ts, csv by
 * papaparse's step parser (UTF-8 only, each line and field of bounded length), in batches, each row with
 * its number in the file. The kind is told by the content, never by the name.
 */
import { Readable, Transform } from 'node:stream';
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { ApiError, fail, isFileTooLarge } from '../errors';
import { excelJs, fileTypeFromBuffer } from '../lazyPackages';
import { checkedXlsx, STREAMED_XLSX, ZipFormatError } from '../xlsxLimits';
import { DETAIL_COLUMNS, detailCells } from './detailExcel';

/** At most this many rows in one imported file (a large hospital's month is about 100,000). */
export const MAX_IMPORT_ROWS = 200_000;
/** The largest imported file, in MB (100,000 rows: about 3.5 MB of xlsx, 7 MB of csv). */
export const IMPORT_MAX_MB = 32;
/** Rows staged in one insert, and between two progress reports. */
export const BATCH_ROWS = 1000;
/**
 * The longest line (record) of a csv, and the longest field, in characters: a row of the template is under
 * 200; a longer one is refused before the parser holds it.
 */
export const CSV_MAX_LINE = 10_000;
export const CSV_MAX_FIELD = 1_000;

export const IMPORT_MESSAGES = {
  unreadable: '文件无法读取：请使用下载的模板填写（xlsx，或另存为UTF-8编码的csv）',
  notUtf8: 'csv文件须为UTF-8编码（可带BOM）：请在另存为时选择「CSV UTF-8」',
  kind: '只能上传xlsx或csv格式的文件（按文件内容识别）',
  noSheet: '文件中没有工作表',
  empty: '文件中没有明细数据',
  rest: (n: number) => `；……另有 ${n} 处错误未列出`,
  line: (r: number) => `第${r}行超过${CSV_MAX_LINE}个字符：请使用下载的模板填写`,
  field: (r: number) => `第${r}行有字段超过${CSV_MAX_FIELD}个字符：请使用下载的模板填写`,
} as const;

export interface FileRow {
  /** The row's number in the file (1: the header). */
  r: number;
  cells: string[];
}

/** The stream again with its first chunk put back in front. */
function withHead(head: Buffer, rest: AsyncIterator<Buffer>): Readable {
  return Readable.from(
    (async function* () {
      yield head;
      for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
    })(),
    { objectMode: false },
  );
}

/**
 * The rows of the first worksheet of an xlsx, in the batches its parser reads them (one async step a
 * batch, not a row). The file is held whole (at most IMPORT_MAX_MB) and its content checked before
 * exceljs reads it, from a copy that puts the shared strings first (no temporary file).
 */
async function* xlsxRows(stream: Readable): AsyncGenerator<FileRow[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  let book: Buffer;
  try {
    book = await checkedXlsx(Buffer.concat(chunks), STREAMED_XLSX);
  } catch (err) {
    throw err instanceof ZipFormatError ? fail(IMPORT_MESSAGES.unreadable) : err;
  }
  chunks.length = 0;
  const reader = new (await excelJs()).stream.xlsx.WorkbookReader(Readable.from([book]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let first = true;
  try {
    for await (const sheet of reader) {
      // Only the first worksheet holds details; the others are read through to the end of the file.
      for await (const events of sheet.parse() as unknown as AsyncIterable<unknown[]>) {
        if (!first) continue;
        const rows: FileRow[] = [];
        for (const e of events as { eventType: string; value: ExcelJS.Row }[])
          if (e.eventType === 'row') rows.push({ r: e.value.number, cells: detailCells(e.value.values) });
        if (rows.length) yield rows;
      }
      first = false;
    }
  } catch (err) {
    if (err instanceof ApiError || isFileTooLarge(err)) throw err;
    throw fail(IMPORT_MESSAGES.unreadable);
  }
  if (first) throw fail(IMPORT_MESSAGES.noSheet);
}

/**
 * UTF-8 (a BOM is dropped) to text, refusing any other encoding, and a line (record) longer than
 * CSV_MAX_LINE or a field longer than CSV_MAX_FIELD characters, counted as the text passes (quotes
 * followed: a quoted line break does not end a record), so that the parser never holds a longer one.
 */
function utf8Text(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let record = 1;
  let line = 0;
  let field = 0;
  let quoted = false;
  let afterCr = false;
  const bounded = (text: string): string => {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const crLf = afterCr && c === 0x0a;
      afterCr = !quoted && c === 0x0d;
      if (c === 0x22) quoted = !quoted;
      else if (!quoted && c === 0x2c) {
        field = 0;
        line++;
        continue;
      } else if (!quoted && (c === 0x0a || c === 0x0d)) {
        // A line ends at LF, CR LF or CR alone.
        if (!crLf) record++;
        line = field = 0;
        continue;
      }
      if (++line > CSV_MAX_LINE) throw fail(IMPORT_MESSAGES.line(record));
      if (++field > CSV_MAX_FIELD) throw fail(IMPORT_MESSAGES.field(record));
    }
    return text;
  };
  const decode = (chunk?: Buffer): string => {
    let text: string;
    try {
      text = chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw fail(IMPORT_MESSAGES.notUtf8);
    }
    return bounded(text);
  };
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _enc, done) {
      try {
        done(null, decode(chunk));
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done) {
      try {
        done(null, decode());
      } catch (err) {
        done(err as Error);
      }
    },
  });
}

/**
 * The records of a csv, read as the file arrives: papaparse's step parser over the decoded text, paused
 * (with the text) after each thousand records until they are taken. (Its Node duplex stream pauses and
 * resumes around every sixteen records: twenty times slower on 100,000.)
 */
async function* csvRows(stream: Readable): AsyncGenerator<FileRow[]> {
  const text = utf8Text();
  stream.on('error', (err) => text.destroy(err));
  stream.pipe(text);
  let queue: string[][] = [];
  let parser: Papa.Parser | undefined;
  let paused = false;
  let done = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const signal = () => {
    wake?.();
    wake = undefined;
  };
  Papa.parse(text as unknown as File, {
    delimiter: ',',
    step: (result, p) => {
      parser = p;
      queue.push(result.data as unknown as string[]);
      if (queue.length >= BATCH_ROWS) {
        paused = true;
        p.pause();
        text.pause();
        signal();
      }
    },
    complete: () => {
      done = true;
      signal();
    },
    error: (err: unknown) => {
      failure = err;
      done = true;
      signal();
    },
  });
  let r = 0;
  for (;;) {
    if (queue.length === 0 && !done) await new Promise<void>((resolve) => (wake = resolve));
    const taken = queue;
    queue = [];
    if (taken.length)
      yield taken.map((cells) => ({ r: ++r, cells: DETAIL_COLUMNS.map((_, i) => (cells[i] ?? '').trim()) }));
    if (failure) throw failure;
    if (done && queue.length === 0) return;
    if (paused) {
      paused = false;
      text.resume();
      parser?.resume();
    }
  }
}

/** The rows of the file in batches, xlsx or csv by its content (the first bytes), never by its name. */
export async function* fileRows(file: Readable): AsyncGenerator<FileRow[]> {
  const it = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await it.next();
  if (first.done || first.value.length === 0) throw fail(IMPORT_MESSAGES.empty);
  const head = first.value;
  const stream = withHead(head, it);
  const found = await fileTypeFromBuffer(head);
  if (found && found.ext !== 'xlsx' && found.ext !== 'zip') throw fail(IMPORT_MESSAGES.kind);
  if (found) yield* xlsxRows(stream);
  else yield* csvRows(stream);
}
