/**
 * The detail template (结算明细对账 批量导入): a real xlsx generated with exceljs, and the parser of a
 * filled one. Every bad cell is reported by row and column in Chinese; nothing is stored.
 */
import ExcelJS from 'exceljs';
import { fail } from '../errors';

export interface DetailRow {
  setl_id: string;
  mdtrt_id: string;
  psn_no: string;
  medfee_sumamt: number;
  fund_pay_sumamt: number;
  acct_pay: number;
  refd_setl_flag: '0' | '1';
}

/** The template's columns in order. */
export const DETAIL_COLUMNS = [
  { key: 'setl_id', title: '结算ID', kind: 'text', max: 30 },
  { key: 'mdtrt_id', title: '就诊ID', kind: 'text', max: 30 },
  { key: 'psn_no', title: '人员编号', kind: 'text', max: 30 },
  { key: 'medfee_sumamt', title: '医疗费总额', kind: 'amount' },
  { key: 'fund_pay_sumamt', title: '基金支付总额', kind: 'amount' },
  { key: 'acct_pay', title: '个人账户支出', kind: 'amount' },
  { key: 'refd_setl_flag', title: '退费结算标志', kind: 'flag' },
] as const;

/** At most this many detail rows in one file. */
export const MAX_DETAIL_ROWS = 5000;
const AMOUNT = /^\d{1,14}(\.\d{1,2})?$/;

/** The template: a header row, one example row, and a note on the flag. */
export async function detailTemplate(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '医保结算平台';
  const ws = wb.addWorksheet('结算明细');
  ws.columns = DETAIL_COLUMNS.map((c) => ({
    header: c.title,
    key: c.key,
    width: c.kind === 'text' ? 24 : 16,
  }));
  ws.getRow(1).font = { bold: true };
  ws.addRow(['400130001', '300179901', '21010000000000000101', 57, 40, 10, '0']);
  ws.getCell('I1').value = '说明：金额保留两位小数；退费结算标志填 0（否）或 1（是）。导入前请删除示例行。';
  for (const col of ['A', 'B', 'C', 'G']) ws.getColumn(col).numFmt = '@';
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') {
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    if (v instanceof Date) return v.toISOString();
    return '';
  }
  return String(v).trim();
}

/** The detail rows of a filled template; every problem (row, column, why) in one refusal. */
export async function parseDetailWorkbook(data: Buffer): Promise<DetailRow[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw fail('文件无法读取：请使用下载的模板（xlsx）填写');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw fail('文件中没有工作表');
  const header = DETAIL_COLUMNS.map((_, i) => cellText(ws.getRow(1).getCell(i + 1).value));
  const wrongHeader = DETAIL_COLUMNS.findIndex((c, i) => header[i] !== c.title);
  if (wrongHeader >= 0)
    throw fail(`第1行第${wrongHeader + 1}列应为「${DETAIL_COLUMNS[wrongHeader]!.title}」：请使用下载的模板`);
  const rows: DetailRow[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (let r = 2; r <= ws.rowCount; r++) {
    const cells = DETAIL_COLUMNS.map((_, i) => cellText(ws.getRow(r).getCell(i + 1).value));
    if (cells.every((c) => c === '')) continue;
    if (rows.length + problems.length >= MAX_DETAIL_ROWS) {
      problems.push(`明细不能超过${MAX_DETAIL_ROWS}行`);
      break;
    }
    const row: Record<string, unknown> = {};
    DETAIL_COLUMNS.forEach((c, i) => {
      const v = cells[i]!;
      const at = `第${r}行第${i + 1}列（${c.title}）`;
      if (v === '') return void problems.push(`${at}：不能为空`);
      if (c.kind === 'text') {
        if (v.length > c.max) problems.push(`${at}：不能超过${c.max}个字符`);
        row[c.key] = v;
      } else if (c.kind === 'amount') {
        if (!AMOUNT.test(v)) problems.push(`${at}：须为不小于0、最多两位小数的金额`);
        row[c.key] = Number(v);
      } else {
        const flag = v === '是' ? '1' : v === '否' ? '0' : v;
        if (flag !== '0' && flag !== '1') problems.push(`${at}：须为0（否）或1（是）`);
        row[c.key] = flag;
      }
    });
    const setlId = String(row.setl_id ?? '');
    if (setlId && seen.has(setlId)) problems.push(`第${r}行第1列（结算ID）：与第${seen.get(setlId)}行重复`);
    else if (setlId) seen.set(setlId, r);
    rows.push(row as unknown as DetailRow);
  }
  if (problems.length)
    throw fail(problems.slice(0, 20).join('；') + (problems.length > 20 ? `；等${problems.length}处` : ''));
  if (rows.length === 0) throw fail('文件中没有明细数据');
  return rows;
}
