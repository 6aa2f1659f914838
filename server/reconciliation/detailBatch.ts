/**
 * The upload step of the settlement detail reconciliation: the detail rows (file plus manual) go to the
 * center as a 9101 file, kept as a batch (recon_batches) that 开始对账 then reconciles.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { InsuranceCenter } from '../deals/center';
import { runDeal } from '../deals/execute';
import { zipOne } from '../deals/files';
import { dateTime } from '../deals/time';
import { fail, forbidden } from '../errors';
import { findDetailImport, readDetailImportRows } from '../repositories/detailImports';
import { insertReconBatch } from '../repositories/reconBatches';
import type { SessionUser } from '../services/sessions';
import type { DetailRow } from './detailExcel';

const round2 = (v: number) => Math.round((v + Number.EPSILON) * 100) / 100;

/** The 9101 file of the rows' text: the txt itself, or zipped when large. */
function fileOf(text: string): { in: string; filename: string } {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= ZIP_FROM_BYTES) return { in: bytes.toString('base64'), filename: 'setl_detail.txt' };
  return {
    in: Buffer.from(zipOne('setl_detail.txt', bytes)).toString('base64'),
    filename: 'setl_detail.zip',
  };
}

export interface BatchAnswer {
  file_qury_no: string;
  medfee_sumamt: number;
  fund_pay_sumamt: number;
  acct_pay: number;
  cash_payamt: number;
  fixmedins_setl_cnt: number;
  dld_endtime: string;
  batchId: string;
}

/** A text larger than this goes to the center zipped (9101 takes at most 5 MB). */
const ZIP_FROM_BYTES = 1024 * 1024;

export const IMPORT_GONE = '导入的明细不存在或已过期，请重新导入';

/**
 * The rows 上传对账信息 sends: the staged rows of the caller's institution's import `importId`, followed by
 * `rows` (manual entry). Another institution's import is refused (403); one unknown or older than a day
 * is answered IMPORT_GONE.
 */
export async function rowsToUpload(
  db: Db,
  caller: SessionUser,
  importId: string | null | undefined,
  rows: DetailRow[] = [],
): Promise<DetailRow[]> {
  if (!importId) return rows;
  const found = await findDetailImport(db, importId);
  if (!found) throw fail(IMPORT_GONE);
  if (found.fixmedins_code !== caller.orgCode) throw forbidden();
  const staged = await readDetailImportRows(db, importId);
  for (const r of rows) staged.push(r);
  return staged;
}

/** Uploads the rows as a 9101 txt (tab separated) and keeps the batch; answers the totals. */
export async function uploadBatch(
  center: InsuranceCenter,
  db: Db,
  caller: SessionUser,
  rows: DetailRow[],
): Promise<BatchAnswer> {
  if (rows.length === 0) throw fail('请完善对账信息！');
  const ids = new Set<string>();
  for (const r of rows) {
    if (ids.has(r.setl_id)) throw fail(`结算ID ${r.setl_id} 重复`);
    ids.add(r.setl_id);
  }
  const text = rows
    .map((r) =>
      [
        r.setl_id,
        r.mdtrt_id,
        r.psn_no,
        r.medfee_sumamt.toFixed(2),
        r.fund_pay_sumamt.toFixed(2),
        r.acct_pay.toFixed(2),
        r.refd_setl_flag,
      ].join('\t'),
    )
    .join('\n');
  const result = await runDeal(center, db, caller, {
    dealName: '9101',
    dealInput: {
      fsUploadIn: {
        ...fileOf(text),
        fixmedins_code: caller.orgCode,
      },
    },
  });
  if (result.isNewMsg) throw fail(result.isNewMsg);
  const out = (result.dealOutput.data ?? {}) as { file_qury_no?: string; dld_endtime?: string };
  const sum = (k: 'medfee_sumamt' | 'fund_pay_sumamt' | 'acct_pay') =>
    round2(rows.reduce((s, r) => s + r[k], 0));
  const answer: BatchAnswer = {
    file_qury_no: String(out.file_qury_no ?? ''),
    medfee_sumamt: sum('medfee_sumamt'),
    fund_pay_sumamt: sum('fund_pay_sumamt'),
    acct_pay: sum('acct_pay'),
    cash_payamt: round2(sum('medfee_sumamt') - sum('fund_pay_sumamt') - sum('acct_pay')),
    fixmedins_setl_cnt: rows.length,
    dld_endtime: String(out.dld_endtime ?? dateTime(new Date(Date.now() + 86_400_000))),
    batchId: randomUUID(),
  };
  await insertReconBatch(db, {
    batchId: answer.batchId,
    orgCode: caller.orgCode,
    fileQuryNo: answer.file_qury_no,
    rows,
    medfee: answer.medfee_sumamt,
    fund: answer.fund_pay_sumamt,
    acct: answer.acct_pay,
    cash: answer.cash_payamt,
    count: answer.fixmedins_setl_cnt,
    dldEndtime: answer.dld_endtime,
    createdBy: caller.username,
  });
  return answer;
}
