/**
 * The staged detail imports of 结算明细对账 (detail_imports, detail_import_rows; migration 026): the rows of
 * a large template file, kept on the server by import id and institution until 上传对账信息 sends them.
 */
import type { Db } from '../db';

/** One settlement line of a detail file (结算明细对账), as the template and the txt of 3202 give it. */
export interface DetailRow {
  setl_id: string;
  mdtrt_id: string;
  psn_no: string;
  medfee_sumamt: number;
  fund_pay_sumamt: number;
  acct_pay: number;
  refd_setl_flag: '0' | '1';
}

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
  // One JSON parameter for the batch: a thousand rows of nine bound values each cost PGlite twice the time.
  await db.query(
    `insert into detail_import_rows (import_id, seq, setl_id, mdtrt_id, psn_no, medfee_sumamt, fund_pay_sumamt,
       acct_pay, refd_setl_flag)
     select $1, $2::int + r.n, r.setl_id, r.mdtrt_id, r.psn_no, r.medfee_sumamt, r.fund_pay_sumamt, r.acct_pay,
            r.refd_setl_flag
       from jsonb_to_recordset($3::jsonb) as r(n int, setl_id text, mdtrt_id text, psn_no text,
            medfee_sumamt numeric, fund_pay_sumamt numeric, acct_pay numeric, refd_setl_flag text)`,
    [importId, firstSeq, JSON.stringify(rows.map((r, n) => ({ ...r, n })))],
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

/**
 * Deletes the imports older than a day, with their rows, but those of a batch that may still be
 * reconciled (not yet reconciled, before its confirmation deadline); answers how many.
 */
export async function deleteStaleDetailImports(db: Db): Promise<number> {
  const { rows } = await db.query<{ import_id: string }>(
    `delete from detail_imports d where d.created_at < now() - interval '1 day'
        and not exists (select 1 from recon_batches b
                         where b.import_id = d.import_id and b.log_id is null and b.dld_endtime > now())
     returning import_id`,
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

/** The rows of an import in file order (开始对账 of a batch sent by import id). */
export async function readDetailImportRows(db: Db, importId: string): Promise<DetailRow[]> {
  const { rows } = await db.query<DetailRow>(
    `select setl_id, mdtrt_id, psn_no, medfee_sumamt::float8 as medfee_sumamt,
            fund_pay_sumamt::float8 as fund_pay_sumamt, acct_pay::float8 as acct_pay, refd_setl_flag
       from detail_import_rows where import_id = $1 order by seq`,
    [importId],
  );
  return rows;
}

/** The row count and amount totals of an import. */
export async function detailImportTotals(
  db: Db,
  importId: string,
): Promise<{ count: number; medfee: number; fund: number; acct: number }> {
  const { rows } = await db.query<{ count: number; medfee: number; fund: number; acct: number }>(
    `select count(*)::int as count, coalesce(sum(medfee_sumamt), 0)::float8 as medfee,
            coalesce(sum(fund_pay_sumamt), 0)::float8 as fund, coalesce(sum(acct_pay), 0)::float8 as acct
       from detail_import_rows where import_id = $1`,
    [importId],
  );
  return rows[0]!;
}

/**
 * Up to `limit` rows of an import after row `afterSeq`, in file order, each as its line of the 9101 file
 * (tab separated, amounts with two decimals), with its number: read page by page.
 */
export async function detailImportLines(
  db: Db,
  importId: string,
  afterSeq: number,
  limit: number,
): Promise<{ seq: number; line: string }[]> {
  const { rows } = await db.query<{ seq: number; line: string }>(
    `select seq, concat_ws(E'\\t', setl_id, mdtrt_id, psn_no, medfee_sumamt, fund_pay_sumamt, acct_pay, refd_setl_flag)
            as line
       from detail_import_rows where import_id = $1 and seq > $2 order by seq limit $3`,
    [importId, afterSeq, limit],
  );
  return rows;
}

/** Those of `setlIds` the import already has. */
export async function stagedSetlIds(db: Db, importId: string, setlIds: string[]): Promise<string[]> {
  if (setlIds.length === 0) return [];
  const { rows } = await db.query<{ setl_id: string }>(
    'select setl_id from detail_import_rows where import_id = $1 and setl_id = any($2::text[])',
    [importId, setlIds],
  );
  return rows.map((r) => r.setl_id);
}
