/**
 * The xlsx files of security codes (exceljs): the columns of the approval list's export (streamed by
 * services/exportStream.ts), the import template and its reading.
 */
import type ExcelJS from 'exceljs';
import { excelJs } from '../lazyPackages';
import { Ajv } from 'ajv';
import ajvErrors from 'ajv-errors';
import { SecImportRow } from '../../schemas/sec';
import { APPROVAL_STATUSES, PRODUCT_TYPES } from '../../schemas/secFields';
import type { SecRow } from '../repositories/secAdmin';
import { checkedXlsx, LOADED_XLSX, ZipFormatError } from '../xlsxLimits';

const PRD: Record<string, string> = Object.fromEntries(PRODUCT_TYPES.map((p) => [p.const, p.title]));
const STATUS: Record<string, string> = Object.fromEntries(APPROVAL_STATUSES.map((s) => [s.const, s.title]));

/** The export's columns, in order: header and value of a row. */
export const EXPORT_COLUMNS: readonly [string, (r: SecRow) => string | number][] = [
  ['机构编码', (r) => r.orgCode],
  ['机构名称', (r) => r.orgName],
  ['区划', (r) => r.areaCode],
  ['产品类型', (r) => PRD[r.hisPrd] ?? r.hisPrd],
  ['开发商', (r) => r.hisName],
  ['开发商编码', (r) => r.hisCode],
  ['国家机构类型', (r) => r.orgInsType || r.orgInsTypeCode],
  ['国家机构等级', (r) => r.orgLevel || r.orgLevelCode],
  ['用户数', (r) => r.userNum],
  ['有效期', (r) => r.expiration ?? ''],
  ['安全码', (r) => r.secretCode ?? ''],
  ['状态', (r) => STATUS[r.status] ?? r.status],
  ['是否有效', (r) => (r.ifValid === '1' ? '有效' : '无效')],
  ['联系人', (r) => r.conerName],
  ['联系电话', (r) => r.tel],
  ['申请时间', (r) => r.appyDate],
];

async function toBuffer(wb: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The import template's columns: field and header. */
export const IMPORT_COLUMNS = [
  ['orgCode', '机构编码'],
  ['orgName', '机构名称'],
  ['hisCode', '开发商编码'],
  ['hisName', '开发商名称'],
  ['secretCode', '安全管理码'],
  ['status', '状态'],
  ['expiration', '有效期'],
] as const;

export type ImportRow = Record<(typeof IMPORT_COLUMNS)[number][0], string>;

/** The empty import template with one example row. */
export async function templateWorkbook(): Promise<Buffer> {
  const wb = new (await excelJs()).Workbook();
  const ws = wb.addWorksheet('安全管理码');
  ws.addRow(IMPORT_COLUMNS.map(([, h]) => h)).font = { bold: true };
  ws.addRow(['H21010200001', '沈阳市示范医院', 'NEU', '东软集团', 'A1B2C3D4E5F6', '1', '20271231']);
  ws.columns.forEach((c) => (c.width = 20));
  return toBuffer(wb);
}

const ajv = new Ajv({ allErrors: true, strict: false });
(ajvErrors as unknown as (a: Ajv) => void)(ajv);
const validateRow = ajv.compile({ ...SecImportRow, $id: undefined });

const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'text' in v) return String(v.text).trim();
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '').trim();
  if (v instanceof Date) return v.toISOString().slice(0, 10).replace(/-/g, '');
  return String(v).trim();
};

/**
 * The rows of a filled template, each checked against the imported-row schema: the rows, and one
 * message per bad row naming its sheet row (第 3 行：机构编码不正确). A file over the limits of an xlsx
 * read whole (server/xlsxLimits.ts) is refused (400) before it is read.
 */
export async function readImport(data: Buffer): Promise<{ rows: ImportRow[]; errors: string[] }> {
  const unreadable = { rows: [], errors: ['文件不是有效的 xlsx 表格'] };
  let book: Buffer;
  try {
    book = await checkedXlsx(data, LOADED_XLSX);
  } catch (err) {
    if (err instanceof ZipFormatError) return unreadable;
    throw err;
  }
  const wb = new (await excelJs()).Workbook();
  try {
    await wb.xlsx.load(book as unknown as ArrayBuffer);
  } catch {
    return unreadable;
  }
  const ws = wb.worksheets[0];
  if (!ws) return { rows: [], errors: ['表格中没有工作表'] };
  const header = (ws.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(cellText);
  const missing = IMPORT_COLUMNS.filter(([, h]) => !header.includes(h)).map(([, h]) => h);
  if (missing.length) return { rows: [], errors: [`模板缺少列：${missing.join('、')}`] };
  const rows: ImportRow[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const values = row.values as ExcelJS.CellValue[];
    const item = Object.fromEntries(
      IMPORT_COLUMNS.map(([field, h]) => [field, cellText(values[header.indexOf(h) + 1] ?? null)]),
    ) as ImportRow;
    if (Object.values(item).every((v) => v === '')) return;
    if (!validateRow(item)) {
      const messages = [...new Set((validateRow.errors ?? []).map((e) => e.message ?? '格式不正确'))];
      errors.push(`第 ${n} 行：${messages.join('；')}`);
      return;
    }
    if (seen.has(item.orgCode)) errors.push(`第 ${n} 行：机构编码 ${item.orgCode} 重复`);
    seen.add(item.orgCode);
    rows.push(item);
  });
  if (rows.length === 0 && errors.length === 0) errors.push('表格中没有数据');
  return { rows, errors };
}
