/**
 * The streamed detail import of 结算明细对账 (docs/operations.md, 结算明细导入): a filled template as xlsx
 * (exceljs' streaming reader) or csv (papaparse's Node stream, UTF-8 only), read row by row as it
 * arrives, every row checked as `parseDetailWorkbook` checks it, the good rows staged in batches
 * (detail_imports), the first of them and the totals answered. A bad row, a failure or a cancel leaves
 * nothing staged.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../db';
import { fail } from '../errors';
import {
  createDetailImport,
  deleteDetailImport,
  deleteStaleDetailImports,
  finishDetailImport,
  insertDetailImportRows,
} from '../repositories/detailImports';
import type { DetailRow } from '../repositories/detailImports';
import { DetailRowChecker } from './detailExcel';
import { BATCH_ROWS, fileRows, IMPORT_MESSAGES, MAX_IMPORT_ROWS } from './detailFileRows';

export { IMPORT_MAX_MB, IMPORT_MESSAGES, MAX_IMPORT_ROWS } from './detailFileRows';

/** Rows of the answer's preview. */
export const PREVIEW_ROWS = 100;
/** Problems listed in a refusal; the rest are counted. */
const PROBLEMS_SHOWN = 100;

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
