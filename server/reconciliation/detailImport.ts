/**
 * The streamed detail import of 结算明细对账 (docs/operations.md, 结算明细导入): a filled template as xlsx
 * (exceljs' streaming reader) or csv (papaparse's Node stream, UTF-8 only), read row by row as it
 * arrives, every row checked as `parseDetailWorkbook` checks it, the good rows staged in batches
 * (detail_imports), the first of them and the totals answered. A bad row, a failure or a cancel leaves
 * nothing staged.
 */
import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import Papa from 'papaparse';
import type { Db } from '../db';
import { ApiError, fail } from '../errors';
import {
  createDetailImport,
  deleteDetailImport,
  deleteStaleDetailImports,
  finishDetailImport,
  insertDetailImportRows,
} from '../repositories/detailImports';
import { isFileTooLarge } from '../uploads';
import { DETAIL_COLUMNS, DetailRowChecker, detailCells, type DetailRow } from './detailExcel';

/** At most this many rows in one imported file (a large hospital's month is about 100,000). */
export const MAX_IMPORT_ROWS = 200_000;
/** The largest imported file, in MB (100,000 rows: about 3.5 MB of xlsx, 7 MB of csv). */
export const IMPORT_MAX_MB = 32;
/** Rows staged in one insert, and between two progress reports. */
const BATCH_ROWS = 1000;
/** Rows of the answer's preview. */
export const PREVIEW_ROWS = 100;
/** Problems listed in a refusal; the rest are counted. */
const PROBLEMS_SHOWN = 100;

export const IMPORT_MESSAGES = {
  unreadable: '文件无法读取：请使用下载的模板填写（xlsx，或另存为UTF-8编码的csv）',
  notUtf8: 'csv文件须为UTF-8编码（可带BOM）：请在另存为时选择「CSV UTF-8」',
  kind: '只能上传xlsx或csv格式的文件（按文件内容识别）',
  size: `文件大小不能超过${IMPORT_MAX_MB}MB`,
  noSheet: '文件中没有工作表',
  empty: '文件中没有明细数据',
  rest: (n: number) => `；……另有 ${n} 处错误未列出`,
} as const;

/** The server's progress: rows read from the file, rows checked (and staged while all are good). */
export interface ImportProgress {
  read: number;
  checked: number;
}

/** The answer of an import: its id, the row count, the three amount totals and the first rows. */
export interface ImportSummary {
  importId: string;
  fixmedins_setl_cnt: number;
  medfee_sumamt: number;
  fund_pay_sumamt: number;
  acct_pay: number;
  preview: DetailRow[];
}

/** Thrown when the import was cancelled (its request closed): nothing is answered. */
export class ImportCancelled extends Error {
  constructor() {
    super('import cancelled');
    this.name = 'ImportCancelled';
  }
}

interface FileRow {
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
 * The rows of the first worksheet of an xlsx, read as the file arrives, in the batches its parser reads
 * them (one async step a batch, not a row).
 */
async function* xlsxRows(stream: Readable): AsyncGenerator<FileRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
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

/** UTF-8 (a BOM is dropped) to text, refusing any other encoding. */
function utf8Text(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk?: Buffer): string => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw fail(IMPORT_MESSAGES.notUtf8);
    }
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
async function* fileRows(file: Readable): AsyncGenerator<FileRow[]> {
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

const cents = (v: number) => Math.round(v * 100);

/**
 * Imports one file for `caller`: staged under a new import id, answered as a summary. `onProgress` hears
 * the rows read and checked every 1,000 rows; when `signal` aborts (the request closed) the import stops
 * with `ImportCancelled`. On any refusal, failure or cancel its staged rows are deleted.
 */
export async function importDetailFile(
  db: Db,
  caller: { orgCode: string; username: string },
  file: Readable,
  opts: { signal?: AbortSignal; onProgress?: (p: ImportProgress) => void } = {},
): Promise<ImportSummary> {
  await deleteStaleDetailImports(db);
  const importId = randomUUID();
  await createDetailImport(db, { importId, orgCode: caller.orgCode, createdBy: caller.username });
  // A cancel ends the file's stream at once, wherever the reading waits.
  opts.signal?.addEventListener('abort', () => file.destroy(new ImportCancelled()), { once: true });
  const checker = new DetailRowChecker(MAX_IMPORT_ROWS, PROBLEMS_SHOWN);
  const preview: DetailRow[] = [];
  const totals = { medfee: 0, fund: 0, acct: 0 };
  let batch: DetailRow[] = [];
  let staged = 0;
  let read = 0;
  const stage = async () => {
    if (checker.problemCount === 0) await insertDetailImportRows(db, importId, staged + 1, batch);
    staged += batch.length;
    batch = [];
  };
  try {
    let header = true;
    reading: for await (const batchRows of fileRows(file)) {
      for (const { r, cells } of batchRows) {
        if (opts.signal?.aborted) throw new ImportCancelled();
        if (header) {
          const wrong = DetailRowChecker.headerProblem(cells);
          if (wrong) throw fail(wrong);
          header = false;
          continue;
        }
        read++;
        const row = checker.check(r, cells);
        if (row === 'full') break reading;
        if (row) {
          totals.medfee += cents(row.medfee_sumamt);
          totals.fund += cents(row.fund_pay_sumamt);
          totals.acct += cents(row.acct_pay);
          if (preview.length < PREVIEW_ROWS) preview.push(row);
          // Once a row is bad nothing more is staged: the rows are only checked, to list every problem.
          if (checker.problemCount === 0) batch.push(row);
        }
        if (read % BATCH_ROWS === 0) {
          await stage();
          opts.onProgress?.({ read, checked: checker.rowCount });
        }
      }
    }
    if (opts.signal?.aborted) throw new ImportCancelled();
    if (header) throw fail(IMPORT_MESSAGES.empty);
    const refusal = checker.message(IMPORT_MESSAGES.rest);
    if (refusal) throw fail(refusal);
    if (checker.rowCount === 0) throw fail(IMPORT_MESSAGES.empty);
    await stage();
    opts.onProgress?.({ read, checked: checker.rowCount });
    const summary: ImportSummary = {
      importId,
      fixmedins_setl_cnt: checker.rowCount,
      medfee_sumamt: totals.medfee / 100,
      fund_pay_sumamt: totals.fund / 100,
      acct_pay: totals.acct / 100,
      preview,
    };
    await finishDetailImport(db, importId, {
      count: summary.fixmedins_setl_cnt,
      medfee: summary.medfee_sumamt,
      fund: summary.fund_pay_sumamt,
      acct: summary.acct_pay,
    });
    return summary;
  } catch (err) {
    file.resume();
    await deleteDetailImport(db, importId);
    if (opts.signal?.aborted) throw new ImportCancelled();
    throw err;
  }
}
