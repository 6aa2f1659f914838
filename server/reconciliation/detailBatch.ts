/**
 * The upload step of the settlement detail reconciliation: the detail rows (a staged import plus manual
 * rows) go to the center as a 9101 file, kept as a batch (recon_batches) that 开始对账 then reconciles.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { runDeal, type DealRunner } from '../deals/execute';
import { zipOne } from '../deals/files';
import { dateTime } from '../deals/time';
import { fail, forbidden } from '../errors';
import { Zip, ZipDeflate } from 'fflate';
import {
  detailImportLines,
  detailImportTotals,
  findDetailImport,
  stagedSetlIds,
} from '../repositories/detailImports';
import { insertReconBatch } from '../repositories/reconBatches';
import type { SessionUser } from '../services/sessions';
import type { DetailRow } from '../repositories/detailImports';

const round2 = (v: number) => Math.round((v + Number.EPSILON) * 100) / 100;

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

/** The 9101 file of the rows' text: the txt itself, or zipped when large. */
function fileOf(text: string): { in: string; filename: string } {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= ZIP_FROM_BYTES) return { in: bytes.toString('base64'), filename: 'setl_detail.txt' };
  return {
    in: Buffer.from(zipOne('setl_detail.txt', bytes)).toString('base64'),
    filename: 'setl_detail.zip',
  };
}

const line = (r: DetailRow) =>
  [
    r.setl_id,
    r.mdtrt_id,
    r.psn_no,
    r.medfee_sumamt.toFixed(2),
    r.fund_pay_sumamt.toFixed(2),
    r.acct_pay.toFixed(2),
    r.refd_setl_flag,
  ].join('\t');

/** Rows of a staged import read at a time for its 9101 file. */
const LINES_PAGE = 10_000;

/**
 * The 9101 zip of the staged import's rows then `lines`, deflated as the rows are read page by page: the
 * 100,000 lines are never one text in memory.
 */
async function stagedZip(db: Db, importId: string, lines: string[]): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    parts.push(chunk);
  });
  const entry = new ZipDeflate('setl_detail.txt', { level: 6 });
  zip.add(entry);
  const encoder = new TextEncoder();
  let first = true;
  const push = (text: string) => {
    if (!text) return;
    entry.push(encoder.encode(first ? text : `\n${text}`));
    first = false;
  };
  for (let after = 0; ;) {
    const page = await detailImportLines(db, importId, after, LINES_PAGE);
    if (page.length === 0) break;
    push(page.map((p) => p.line).join('\n'));
    after = page.at(-1)!.seq;
  }
  push(lines.join('\n'));
  entry.push(new Uint8Array(0), true);
  zip.end();
  return Buffer.concat(parts);
}

/** The staged part of a batch: its count and totals, as the database gives them. */
interface Staged {
  count: number;
  medfee: number;
  fund: number;
  acct: number;
}

/**
 * The caller institution's import `importId`, as 9101 lines and totals, with none of `rows`' settlement
 * ids in it. Another institution's import is refused (403); one unknown or older than a day is IMPORT_GONE.
 */
async function stagedImport(
  db: Db,
  caller: SessionUser,
  importId: string,
  rows: DetailRow[],
): Promise<Staged> {
  const found = await findDetailImport(db, importId);
  if (!found) throw fail(IMPORT_GONE);
  if (found.fixmedins_code !== caller.orgCode) throw forbidden();
  const [twice] = await stagedSetlIds(
    db,
    importId,
    rows.map((r) => r.setl_id),
  );
  if (twice) throw fail(`结算ID ${twice} 重复`);
  return detailImportTotals(db, importId);
}

/**
 * Uploads the rows — those of the staged import `importId` (read page by page into the zip, and left in
 * the database for 开始对账), then `rows` — as a 9101 txt (tab separated; zipped when large, always
 * for an import) and keeps the batch; answers the totals.
 */
export async function uploadBatch(
  run: DealRunner,
  db: Db,
  caller: SessionUser,
  rows: DetailRow[],
  importId?: string | null,
): Promise<BatchAnswer> {
  const ids = new Set<string>();
  for (const r of rows) {
    if (ids.has(r.setl_id)) throw fail(`结算ID ${r.setl_id} 重复`);
    ids.add(r.setl_id);
  }
  const staged = importId ? await stagedImport(db, caller, importId, rows) : undefined;
  const count = (staged?.count ?? 0) + rows.length;
  if (count === 0) throw fail('请完善对账信息！');
  const file = staged
    ? {
        in: Buffer.from(await stagedZip(db, importId!, rows.map(line))).toString('base64'),
        filename: 'setl_detail.zip',
      }
    : fileOf(rows.map(line).join('\n'));
  const result = await runDeal(run, db, caller, {
    dealName: '9101',
    dealInput: { fsUploadIn: { ...file, fixmedins_code: caller.orgCode } },
  });
  if (result.isNewMsg) throw fail(result.isNewMsg);
  const out = (result.dealOutput.data ?? {}) as { file_qury_no?: string; dld_endtime?: string };
  const sum = (k: 'medfee_sumamt' | 'fund_pay_sumamt' | 'acct_pay', from: number) =>
    round2(rows.reduce((s, r) => s + r[k], from));
  const medfee = sum('medfee_sumamt', staged?.medfee ?? 0);
  const fund = sum('fund_pay_sumamt', staged?.fund ?? 0);
  const acct = sum('acct_pay', staged?.acct ?? 0);
  const answer: BatchAnswer = {
    file_qury_no: String(out.file_qury_no ?? ''),
    medfee_sumamt: medfee,
    fund_pay_sumamt: fund,
    acct_pay: acct,
    cash_payamt: round2(medfee - fund - acct),
    fixmedins_setl_cnt: count,
    dld_endtime: String(out.dld_endtime ?? dateTime(new Date(Date.now() + 86_400_000))),
    batchId: randomUUID(),
  };
  await insertReconBatch(db, {
    batchId: answer.batchId,
    orgCode: caller.orgCode,
    fileQuryNo: answer.file_qury_no,
    importId: staged ? importId! : null,
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
