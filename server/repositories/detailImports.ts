/**
 * The staged detail imports of 结算明细对账 (detail_imports, detail_import_rows; migration 025): the rows of
 * a large template file, kept on the server by import id and institution until 上传对账信息 sends them.
 */
import type { Db } from '../db';
import type { DetailRow } from '../reconciliation/detailExcel';

/** The columns of one staged row, in the order of the insert's parameters. */
const ROW_COLUMNS = 9;

/** Opens an import (not ready) for the institution; its rows follow. */
export async function createDetailImport(
  db: Db,
  i: { importId: string; orgCode: string; createdBy: string },
): Promise<void> {
  await db.query('insert into detail_imports (import_id, fixmedins_code, created_by) values ($1, $2, $3)', [
    i.importId,
    i.orgCode,
    i.createdBy,
  ]);
}

/** Stages `rows` as the import's rows `firstSeq`…, in one statement with bound parameters. */
export async function insertDetailImportRows(
  db: Db,
  importId: string,
  firstSeq: number,
  rows: readonly DetailRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const tuples = rows.map((r, n) => {
    params.push(
      importId,
      firstSeq + n,
      r.setl_id,
      r.mdtrt_id,
      r.psn_no,
      r.medfee_sumamt,
      r.fund_pay_sumamt,
      r.acct_pay,
      r.refd_setl_flag,
    );
    const at = n * ROW_COLUMNS;
    return `(${Array.from({ length: ROW_COLUMNS }, (_, c) => `$${at + c + 1}`).join(', ')})`;
  });
  await db.query(
    `insert into detail_import_rows (import_id, seq, setl_id, mdtrt_id, psn_no, medfee_sumamt, fund_pay_sumamt,
       acct_pay, refd_setl_flag) values ${tuples.join(', ')}`,
    params,
  );
}

/** Marks the import ready with its row count and amount totals: 上传对账信息 may send it from now on. */
export async function finishDetailImport(
  db: Db,
  importId: string,
  t: { count: number; medfee: number; fund: number; acct: number },
): Promise<void> {
  await db.query(
    `update detail_imports set ready = true, row_count = $2, medfee_sumamt = $3, fund_pay_sumamt = $4, acct_pay = $5
      where import_id = $1`,
    [importId, t.count, t.medfee, t.fund, t.acct],
  );
}

/** Deletes an import and its rows (a bad row found, the upload cancelled). */
export async function deleteDetailImport(db: Db, importId: string): Promise<void> {
  await db.query('delete from detail_imports where import_id = $1', [importId]);
}

/** Deletes the imports older than a day, with their rows; answers how many. */
export async function deleteStaleDetailImports(db: Db): Promise<number> {
  const { rows } = await db.query<{ import_id: string }>(
    `delete from detail_imports where created_at < now() - interval '1 day' returning import_id`,
  );
  return rows.length;
}

/** The ready import `importId`: its institution and row count (undefined: none, or not ready). */
export async function findDetailImport(
  db: Db,
  importId: string,
): Promise<{ fixmedins_code: string; row_count: number } | undefined> {
  const { rows } = await db.query<{ fixmedins_code: string; row_count: number }>(
    'select fixmedins_code, row_count from detail_imports where import_id = $1 and ready',
    [importId],
  );
  return rows[0];
}

/** The rows of an import in file order. */
export async function readDetailImportRows(db: Db, importId: string): Promise<DetailRow[]> {
  const { rows } = await db.query<DetailRow>(
    `select setl_id, mdtrt_id, psn_no, medfee_sumamt::float8 as medfee_sumamt,
            fund_pay_sumamt::float8 as fund_pay_sumamt, acct_pay::float8 as acct_pay, refd_setl_flag
       from detail_import_rows where import_id = $1 order by seq`,
    [importId],
  );
  return rows;
}
