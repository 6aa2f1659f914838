/**
 * The upload step of the settlement detail reconciliation: the detail rows (file plus manual) go to the
 * center as a 9101 file, kept as a batch (recon_batches) that 开始对账 then reconciles.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { InsuranceCenter } from '../deals/center';
import { runDeal } from '../deals/execute';
import { dateTime } from '../deals/time';
import { fail } from '../errors';
import { insertReconBatch } from '../repositories/reconBatches';
import type { SessionUser } from '../services/sessions';
import type { DetailRow } from './detailExcel';

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
        in: Buffer.from(text, 'utf8').toString('base64'),
        filename: 'setl_detail.txt',
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
