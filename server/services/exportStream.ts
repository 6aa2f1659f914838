/**
 * Streamed exports (docs/performance.md, Streamed exports): the rows of a list read from the database in
 * keyset batches and written to the answer as they come, an xlsx by exceljs' streaming writer (each row
 * committed once added) or a csv line by line, never the whole file in memory. The writer waits for the
 * answer to drain (backpressure), and a client that goes away (取消, a closed tab) aborts the reads.
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { excelJs } from '../lazyPackages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../errors';

export type ExportFormat = 'xlsx' | 'csv';

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** The header the console reads the row count from (the progress notice's 共 N 行). */
export const TOTAL_ROWS_HEADER = 'X-Total-Rows';

/** The refusal of an export without rows, as the console's download shows it. */
export const EXPORT_EMPTY = '无数据可导出';

/** One column of an export: its header and the cell of a row (null: empty). */
export type ExportColumn<T> = readonly [header: string, value: (row: T) => string | number | null];

export interface StreamedExport<T> {
  /** The file name without its extension, e.g. 交易日志. */
  name: string;
  format: ExportFormat;
  columns: readonly ExportColumn<T>[];
  /** The rows it will write as the list counts them (its cheap total), sent as X-Total-Rows. */
  total: number;
  /** The rows in batches; the reader stops once `signal` aborts. */
  batches: (signal: AbortSignal) => AsyncIterable<T[]>;
  /** The refusal when there is no row (default 无数据可导出). */
  emptyMessage?: string;
}

/** The byte order mark that makes Excel read a csv as UTF-8 (Chinese headers and names). */
const BOM = '\uFEFF';
/** A cell starting with one of these is a formula to a spreadsheet (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One csv field (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes doubled; a
 * text starting like a formula (= + - @, tab, CR) gets a leading ' and is quoted, so a spreadsheet shows
 * it as text. Numbers are written as they are.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return guarded !== value || /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** One csv line, CRLF-terminated as RFC 4180 writes it. */
export const csvLine = (cells: readonly (string | number | null)[]): string =>
  `${cells.map(csvField).join(',')}\r\n`;

/** Waits until `out` drains (the reply read what it holds), or the export is aborted. */
async function drained(out: PassThrough, signal: AbortSignal): Promise<void> {
  if (!out.writableNeedDrain || signal.aborted) return;
  await once(out, 'drain', { signal }).catch(() => undefined);
}

/**
 * Answers the export: the JSON refusal when there is no row (before any byte of the file), else the file
 * as an attachment streamed batch by batch. Rows read after the answer began cannot become a refusal: a
 * failure then ends the answer early (the client sees a broken download) and is logged.
 */
export async function sendExport<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  e: StreamedExport<T>,
): Promise<FastifyReply> {
  const abort = new AbortController();
  const rows = e.batches(abort.signal)[Symbol.asyncIterator]();
  const first = await rows.next();
  if (first.done || first.value.length === 0) {
    await rows.return?.(undefined);
    throw fail(e.emptyMessage ?? EXPORT_EMPTY);
  }
  const out = new PassThrough();
  // The answer closed before its end: the client cancelled or went away.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  out.once('close', () => {
    if (!out.writableFinished) abort.abort();
  });
  const write = e.format === 'csv' ? writeCsv : writeXlsx;
  write(out, e.name, e.columns, first.value, rows, abort.signal).catch((err: unknown) => {
    if (!abort.signal.aborted) request.log.error(err, 'export failed');
    abort.abort();
    out.destroy();
  });
  return reply
    .type(EXPORT_TYPES[e.format])
    .header(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(`${e.name}.${e.format}`)}`,
    )
    .header(TOTAL_ROWS_HEADER, String(Math.max(e.total, first.value.length)))
    .header('cache-control', 'no-store')
    .send(out);
}

type Writer = <T>(
  out: PassThrough,
  name: string,
  columns: readonly ExportColumn<T>[],
  first: T[],
  rest: AsyncIterator<T[]>,
  signal: AbortSignal,
) => Promise<void>;

/**
 * The first batch, then the reader's, until it ends or the export is aborted. The next batch is asked for
 * before the current one is written, so the database reads while the file is written.
 */
async function* following<T>(first: T[], rest: AsyncIterator<T[]>, signal: AbortSignal) {
  let current: T[] | undefined = first;
  try {
    while (current && !signal.aborted) {
      const next = rest.next();
      // Awaited below; a failure while the current batch is written is not unhandled meanwhile.
      next.catch(() => undefined);
      yield current;
      const read = await next;
      current = read.done ? undefined : read.value;
    }
  } finally {
    await rest.return?.(undefined);
  }
}

const writeCsv: Writer = async (out, _name, columns, first, rest, signal) => {
  out.write(BOM + csvLine(columns.map(([h]) => h)));
  for await (const batch of following(first, rest, signal)) {
    let chunk = '';
    for (const row of batch) chunk += csvLine(columns.map(([, v]) => v(row)));
    out.write(chunk);
    await drained(out, signal);
  }
  if (signal.aborted) out.destroy();
  else out.end();
};

const writeXlsx: Writer = async (out, name, columns, first, rest, signal) => {
  // No styles (the header is not bold): styled cells cost three times as much to write, and a million
  // rows must fit the target of docs/performance.md. No shared strings: they would be held in memory.
  const wb = new (await excelJs()).stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const ws = wb.addWorksheet(name);
  ws.columns = columns.map(([header]) => ({ header, width: 18 }));
  for await (const batch of following(first, rest, signal)) {
    for (const row of batch) ws.addRow(columns.map(([, v]) => v(row))).commit();
    await drained(out, signal);
  }
  if (signal.aborted) {
    out.destroy();
    return;
  }
  ws.commit();
  await wb.commit();
};
