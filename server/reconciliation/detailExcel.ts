/**
 * The detail template (结算明细对账 批量导入): a real xlsx generated with exceljs, and the parser of a
 * filled one. Every bad cell is reported by row and column in Chinese; nothing is stored.
 */
import type ExcelJS from 'exceljs';
import { excelJs } from '../lazyPackages';
import { fail } from '../errors';
import { checkedXlsx, LOADED_XLSX, ZipFormatError } from '../xlsxLimits';
import type { DetailRow } from '../repositories/detailImports';

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

/** At most this many detail rows in one file sent back to the console (`excel-upd`). */
export const MAX_DETAIL_ROWS = 5000;
const AMOUNT = /^\d{1,14}(\.\d{1,2})?$/;

/** The template: a header row, one example row, and a note on the flag. */
export async function detailTemplate(): Promise<Buffer> {
  const wb = new (await excelJs()).Workbook();
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

/**
 * A copy of `text` that holds nothing else: a cell's text may be a slice of the parser's whole chunk of
 * the file, which the duplicate check's map would otherwise keep alive for every row.
 */
const copied = (text: string): string => (' ' + text).slice(1);

/**
 * Checks the rows of a filled template one by one (the file import and the streamed import share it):
 * every problem by row and column, in Chinese, the first `keep` of them kept and all of them counted.
 */
export class DetailRowChecker {
  /** The first problems found, at most `keep`. */
  readonly problems: string[] = [];
  /** Every problem found. */
  problemCount = 0;
  /** The rows checked (blank rows not counted). */
  rowCount = 0;
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly maxRows: number,
    private readonly keep: number,
  ) {}

  private problem(text: string): void {
    this.problemCount++;
    if (this.problems.length < this.keep) this.problems.push(text);
  }

  /** The header row's problem, or undefined when its first cells are the template's titles. */
  static headerProblem(header: readonly string[]): string | undefined {
    const wrong = DETAIL_COLUMNS.findIndex((c, i) => header[i] !== c.title);
    return wrong < 0
      ? undefined
      : `第1行第${wrong + 1}列应为「${DETAIL_COLUMNS[wrong]!.title}」：请使用下载的模板`;
  }

  /**
   * Row `r` of the file (its cells as text): the row when it is good, undefined when it is blank or bad
   * (its problems counted). Returns 'full' once the file has more than `maxRows` rows.
   */
  check(r: number, cells: readonly string[]): DetailRow | undefined | 'full' {
    if (DETAIL_COLUMNS.every((_, i) => (cells[i] ?? '') === '')) return undefined;
    if (this.rowCount >= this.maxRows) {
      this.problem(`明细不能超过${this.maxRows}行`);
      return 'full';
    }
    this.rowCount++;
    const before = this.problemCount;
    const row: Record<string, unknown> = {};
    DETAIL_COLUMNS.forEach((c, i) => {
      const v = cells[i] ?? '';
      const at = `第${r}行第${i + 1}列（${c.title}）`;
      if (v === '') return void this.problem(`${at}：不能为空`);
      if (c.kind === 'text') {
        if (v.length > c.max) this.problem(`${at}：不能超过${c.max}个字符`);
        row[c.key] = v;
      } else if (c.kind === 'amount') {
        if (!AMOUNT.test(v)) this.problem(`${at}：须为不小于0、最多两位小数的金额`);
        row[c.key] = Number(v);
      } else {
        const flag = v === '是' ? '1' : v === '否' ? '0' : v;
        if (flag !== '0' && flag !== '1') this.problem(`${at}：须为0（否）或1（是）`);
        row[c.key] = flag;
      }
    });
    const setlId = String(row.setl_id ?? '');
    if (setlId && this.seen.has(setlId))
      this.problem(`第${r}行第1列（结算ID）：与第${this.seen.get(setlId)}行重复`);
    else if (setlId) this.seen.set(copied(setlId), r);
    return this.problemCount === before ? (row as unknown as DetailRow) : undefined;
  }

  /** The refusal listing the problems kept, and how many more there are; undefined when there are none. */
  message(tail: (rest: number) => string): string | undefined {
    if (this.problemCount === 0) return undefined;
    const rest = this.problemCount - this.problems.length;
    return this.problems.join('；') + (rest > 0 ? tail(rest) : '');
  }
}

/** The text of a cell of the first columns of a row (exceljs' `row.values`, 1-based). */
export function detailCells(
  values: readonly ExcelJS.CellValue[] | Record<string, ExcelJS.CellValue>,
): string[] {
  const at = values as Record<number, ExcelJS.CellValue>;
  return DETAIL_COLUMNS.map((_, i) => cellText(at[i + 1]));
}

/**
 * The detail rows of a filled template; every problem (row, column, why) in one refusal. The file's
 * content is checked against the limits of an xlsx read whole (server/xlsxLimits.ts) before it is read.
 */
export async function parseDetailWorkbook(data: Buffer): Promise<DetailRow[]> {
  const unreadable = '文件无法读取：请使用下载的模板（xlsx）填写';
  let book: Buffer;
  try {
    book = await checkedXlsx(data, LOADED_XLSX);
  } catch (err) {
    throw err instanceof ZipFormatError ? fail(unreadable) : err;
  }
  const wb = new (await excelJs()).Workbook();
  try {
    await wb.xlsx.load(book as unknown as ArrayBuffer);
  } catch {
    throw fail(unreadable);
  }
  const ws = wb.worksheets[0];
  if (!ws) throw fail('文件中没有工作表');
  const header = DETAIL_COLUMNS.map((_, i) => cellText(ws.getRow(1).getCell(i + 1).value));
  const wrongHeader = DetailRowChecker.headerProblem(header);
  if (wrongHeader) throw fail(wrongHeader);
  const rows: DetailRow[] = [];
  const checker = new DetailRowChecker(MAX_DETAIL_ROWS, 20);
  for (let r = 2; r <= ws.rowCount; r++) {
    const row = checker.check(
      r,
      DETAIL_COLUMNS.map((_, i) => cellText(ws.getRow(r).getCell(i + 1).value)),
    );
    if (row === 'full') break;
    if (row) rows.push(row);
  }
  const refusal = checker.message(() => `；等${checker.problemCount}处`);
  if (refusal) throw fail(refusal);
  if (rows.length === 0) throw fail('文件中没有明细数据');
  return rows;
}
