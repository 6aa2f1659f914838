/**
 * The rows of a 3202 detail reconciliation. The uploaded txt holds one settlement per line, tab (or
 * comma) separated: setl_id, mdtrt_id, psn_no, medfee_sumamt, fund_pay_sumamt, acct_pay, refd_setl_flag.
 * The result file holds: psn_no, mdtrt_id, setl_id, msgid, stmt_rslt, refd_setl_flag, memo,
 * medfee_sumamt, fund_pay_sumamt, acct_pay; stmt_rslt 0 对平, 1 中心多, 2 医药机构多, 3 数据不一致.
 */
import type { CenterDetail } from '../../repositories/centerSettlements';
import type { DetailRow } from '../../repositories/detailImports';
import { refuse } from './handlers/context';

const AMOUNT = /^-?\d{1,14}(\.\d{1,2})?$/;

export function parseDetailRows(text: string): DetailRow[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  return lines.map((line, i) => {
    const cells = line.split(line.includes('\t') ? '\t' : ',').map((c) => c.trim());
    const [setl_id, mdtrt_id, psn_no, medfee, fund, acct, refd = '0'] = cells;
    if (!setl_id || !mdtrt_id || !psn_no || ![medfee, fund, acct].every((v) => AMOUNT.test(v ?? '')))
      refuse(`明细文件第${i + 1}行格式不正确`);
    if (refd !== '0' && refd !== '1') return refuse(`明细文件第${i + 1}行退费结算标志须为0或1`);
    return {
      setl_id: setl_id!,
      mdtrt_id: mdtrt_id!,
      psn_no: psn_no!,
      medfee_sumamt: Number(medfee),
      fund_pay_sumamt: Number(fund),
      acct_pay: Number(acct),
      refd_setl_flag: refd,
    };
  });
}

const same = (a: DetailRow, b: DetailRow) =>
  a.medfee_sumamt.toFixed(2) === b.medfee_sumamt.toFixed(2) &&
  a.fund_pay_sumamt.toFixed(2) === b.fund_pay_sumamt.toFixed(2) &&
  a.acct_pay.toFixed(2) === b.acct_pay.toFixed(2) &&
  a.refd_setl_flag === b.refd_setl_flag &&
  a.psn_no === b.psn_no;

const line = (r: DetailRow, msgid: string, rslt: string, memo: string, amounts: DetailRow = r) => [
  r.psn_no,
  r.mdtrt_id,
  r.setl_id,
  msgid,
  rslt,
  r.refd_setl_flag,
  memo,
  amounts.medfee_sumamt.toFixed(2),
  amounts.fund_pay_sumamt.toFixed(2),
  amounts.acct_pay.toFixed(2),
];

/** One result line per settlement of either side (the center's amounts where it has the settlement). */
export function detailRows(uploaded: DetailRow[], center: CenterDetail[]): string[][] {
  const mine = new Map(uploaded.map((r) => [r.setl_id, r]));
  const out: string[][] = [];
  for (const c of center) {
    const m = mine.get(c.setl_id);
    mine.delete(c.setl_id);
    if (!m) out.push(line(c, c.msgid, '1', '中心多：医药机构无此结算'));
    else if (same(m, c)) out.push(line(c, c.msgid, '0', '对平'));
    else out.push(line(c, c.msgid, '3', '数据不一致：以中心金额为准'));
  }
  for (const m of mine.values()) out.push(line(m, '', '2', '医药机构多：中心无此结算或已冲正'));
  return out;
}
