/**
 * 3201 对总账: the center totals the institution's settlements over (insutype, clr_type, setl_optins,
 * date range) and compares. 3202 对明细账: the rows of an uploaded 9101 file are compared with the
 * center's settlement by settlement; the result is a file (fetched with 9102).
 */
import type { CleanRow } from '../../input';
import { addDays, dateTime, dayRange } from '../../time';
import { downloadUrl, findFile, firstText, newFileQuryNo, storeFile, zipOne } from '../../files';
import { detailRows, parseDetailRows, type CenterDetail, type DetailRow } from '../reconcileRows';
import { answer, nodeOf, num, refuse, round2, type Handler, type HandlerContext } from './context';

interface Totals {
  cnt: number;
  medfee: number;
  fund: number;
  acct: number;
  cash: number;
}

function rangeOf(data: CleanRow): [Date, Date] {
  const range = dayRange(data.stmt_begndate ?? '', data.stmt_enddate ?? '') ?? refuse('对账日期不正确');
  if (range[0] >= range[1]) refuse('对账开始日期不能晚于结束日期');
  return range;
}

async function centerTotals(hc: HandlerContext, data: CleanRow): Promise<Totals> {
  const [from, to] = rangeOf(data);
  const { rows } = await hc.db.query<Totals>(
    `select count(*)::int as cnt, coalesce(sum(medfee_sumamt), 0)::float8 as medfee,
            coalesce(sum(fund_pay_sumamt), 0)::float8 as fund, coalesce(sum(acct_pay), 0)::float8 as acct,
            coalesce(sum(psn_cash_pay), 0)::float8 as cash
       from center_settlements
      where fixmedins_code = $1 and insutype = $2 and clr_type = $3 and setl_optins = $4
        and setl_time >= $5 and setl_time < $6 and not reversed and ($7 <> '0' or refd_setl_flag = '0')`,
    [hc.orgCode, data.insutype, data.clr_type, data.setl_optins, from, to, data.refd_setl_flag ?? '1'],
  );
  return rows[0]!;
}

const money = (v: number) => round2(v).toFixed(2);

export const reconcileTotals: Handler = async (hc) => {
  const data = nodeOf(hc, 'data');
  const c = await centerTotals(hc, data);
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

async function centerDetails(hc: HandlerContext, data: CleanRow): Promise<CenterDetail[]> {
  const [from, to] = rangeOf(data);
  const { rows } = await hc.db.query<CenterDetail>(
    `select setl_id, mdtrt_id, psn_no, msgid, refd_setl_flag, medfee_sumamt::float8 as medfee_sumamt,
            fund_pay_sumamt::float8 as fund_pay_sumamt, acct_pay::float8 as acct_pay
       from center_settlements
      where fixmedins_code = $1 and setl_optins = $2 and setl_time >= $3 and setl_time < $4 and not reversed
        and ($5::text is null or clr_type = $5) and ($6 <> '0' or refd_setl_flag = '0')
      order by setl_time, setl_id`,
    [hc.orgCode, data.setl_optins, from, to, data.clr_type ?? null, data.refd_setl_flag ?? '1'],
  );
  return rows;
}

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
  const text = firstText(upload.content) ?? refuse('明细文件无法读取');
  const rows = parseDetailRows(text);
  checkHeader(data, rows);
  const result = detailRows(rows, await centerDetails(hc, data));
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
