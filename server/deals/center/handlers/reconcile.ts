/**
 * 3201 对总账: the center totals the institution's settlements over (insutype, clr_type, setl_optins,
 * date range) and compares. 3202 对明细账: the rows of an uploaded 9101 file are compared with the
 * center's settlement by settlement; the result is a file (fetched with 9102).
 */
import type { CleanRow } from '../../input';
import { addDays, dateTime, dayRange } from '../../time';
import {
  statementDetails,
  statementTotals,
  type StatementFilter,
} from '../../../repositories/centerSettlements';
import { findFile, storeFile } from '../../../repositories/dealFiles';
import { downloadUrl, firstText, newFileQuryNo, zipOne } from '../../files';
import type { DetailRow } from '../../../repositories/detailImports';
import { detailRows, parseDetailRows } from '../reconcileRows';
import { answer, nodeOf, num, refuse, round2, type Handler, type HandlerContext } from './context';

function rangeOf(data: CleanRow): [Date, Date] {
  const range = dayRange(data.stmt_begndate ?? '', data.stmt_enddate ?? '') ?? refuse('对账日期不正确');
  if (range[0] >= range[1]) refuse('对账开始日期不能晚于结束日期');
  return range;
}

/** What the center compares with the institution's statement `data`. */
function statementOf(hc: HandlerContext, data: CleanRow): StatementFilter {
  const [from, to] = rangeOf(data);
  return {
    orgCode: hc.orgCode,
    setlOptins: data.setl_optins,
    clrType: data.clr_type,
    refdSetlFlag: data.refd_setl_flag ?? '1',
    from,
    to,
  };
}

const money = (v: number) => round2(v).toFixed(2);

export const reconcileTotals: Handler = async (hc) => {
  const data = nodeOf(hc, 'data');
  const c = await statementTotals(hc.db, { ...statementOf(hc, data), insutype: data.insutype });
  const balanced =
    c.cnt === num(data, 'fixmedins_setl_cnt') &&
    money(c.medfee) === money(num(data, 'medfee_sumamt')) &&
    money(c.fund) === money(num(data, 'fund_pay_sumamt')) &&
    money(c.acct) === money(num(data, 'acct_pay'));
  const dscr = balanced
    ? '对账平'
    : `对账不平：中心结算${c.cnt}笔，医疗费总额${money(c.medfee)}元，基金支付总额${money(c.fund)}元，个人账户支出${money(c.acct)}元`;
  return answer({
    stmtinfo: { setl_optins: data.setl_optins, stmt_rslt: balanced ? '0' : '1', stmt_rslt_dscr: dscr },
  });
};

function checkHeader(data: CleanRow, rows: DetailRow[]): void {
  const sum = (key: 'medfee_sumamt' | 'fund_pay_sumamt' | 'acct_pay') => rows.reduce((s, r) => s + r[key], 0);
  if (rows.length !== num(data, 'fixmedins_setl_cnt')) refuse('明细文件的结算笔数与定点医药机构结算笔数不符');
  if (money(sum('medfee_sumamt')) !== money(num(data, 'medfee_sumamt')))
    refuse('明细文件的医疗费总额与汇总不符');
  if (money(sum('fund_pay_sumamt')) !== money(num(data, 'fund_pay_sumamt')))
    refuse('明细文件的基金支付总额与汇总不符');
  const cash = sum('medfee_sumamt') - sum('fund_pay_sumamt') - sum('acct_pay');
  if (money(cash) !== money(num(data, 'cash_payamt'))) refuse('明细文件的现金支付金额与汇总不符');
}

export const reconcileDetails: Handler = async (hc) => {
  const data = nodeOf(hc, 'data');
  const upload = await findFile(hc.db, data.file_qury_no ?? '');
  if (!upload || upload.fixmedins_code !== hc.orgCode || upload.kind !== 'upload')
    return refuse('文件查询号不存在');
  const text = (await firstText(upload.content, refuse, '明细文件')) ?? refuse('明细文件无法读取');
  const rows = parseDetailRows(text);
  checkHeader(data, rows);
  const result = detailRows(rows, await statementDetails(hc.db, statementOf(hc, data)));
  const fileQuryNo = await newFileQuryNo(hc.db, hc.now);
  const dldEnd = addDays(hc.now, 1);
  const filename = `${fileQuryNo}_result.zip`;
  await storeFile(hc.db, {
    file_qury_no: fileQuryNo,
    fixmedins_code: hc.orgCode,
    deal_name: '3202',
    kind: 'result',
    filename,
    ver: null,
    data_cnt: result.length,
    content: zipOne('result.txt', result.map((r) => r.join('\t')).join('\n')),
    dld_endtime: dldEnd,
  });
  const fileinfo = { file_qury_no: fileQuryNo, filename, dld_endtime: dateTime(dldEnd) };
  return answer({ fileinfo }, await downloadUrl(hc.db, fileQuryNo));
};
