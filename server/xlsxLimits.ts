/**
 * The limits of an uploaded xlsx's content (docs/server.md, Limits of uploaded files), checked before
 * exceljs reads a byte of it: how many parts, how large each part and all of them are once unpacked (the
 * sizes the zip declares, then the bytes really inflated, stopping at the limit: server/boundedZip.ts),
 * and how many shared strings it holds and how large their table is. What exceljs then reads is a new zip
 * of exactly the parts checked, the shared strings before the worksheets: its streaming reader otherwise
 * copies a worksheet that comes first into a temporary file until the strings are read.
 */
import { badRequest } from './errors';
import {
  inflateEntry,
  isFolder,
  reorderedZip,
  ZipEntryTooLarge,
  zipEntries,
  ZipFormatError,
  type ZipPart,
} from './boundedZip';

export { ZipFormatError } from './boundedZip';

export interface XlsxLimits {
  /** At most this many parts (entries of the zip). */
  parts: number;
  /** At most this many bytes in one part once unpacked. */
  partBytes: number;
  /** At most this many bytes in all the parts once unpacked. */
  totalBytes: number;
  /** At most this many shared strings (`<si>` of xl/sharedStrings.xml). */
  sharedStrings: number;
  /** At most this many bytes in the shared-strings table once unpacked (it bounds their total length). */
  sharedBytes: number;
}

const MB = 1024 * 1024;

/**
 * An xlsx read row by row (the streamed detail import, up to 200,000 rows): a worksheet is read as it is
 * inflated, so it may be large; the shared strings stay in memory while it is read, so they are bounded.
 */
export const STREAMED_XLSX: XlsxLimits = {
  parts: 1000,
  partBytes: 128 * MB,
  totalBytes: 160 * MB,
  sharedStrings: 1_000_000,
  sharedBytes: 64 * MB,
};

/** An xlsx read whole into memory (a few thousand rows: 明细 excel-upd, 安全码 import). */
export const LOADED_XLSX: XlsxLimits = {
  parts: 1000,
  partBytes: 16 * MB,
  totalBytes: 32 * MB,
  sharedStrings: 100_000,
  sharedBytes: 8 * MB,
};

const size = (bytes: number) =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round(bytes / 1024)} kB`;

export const XLSX_MESSAGES = {
  parts: (n: number) => `xlsx文件中的部件超过${n}个的上限`,
  part: (name: string, bytes: number) => `xlsx文件中的${name}解压后超过${size(bytes)}的上限`,
  total: (bytes: number) => `xlsx文件解压后超过${size(bytes)}的上限`,
  sharedStrings: (n: number) => `xlsx文件中的共享字符串超过${n}条的上限`,
  sharedBytes: (bytes: number) => `xlsx文件中的共享字符串表解压后超过${size(bytes)}的上限`,
} as const;

const SHARED = 'xl/sharedStrings.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
/** The parts exceljs' streaming reader needs before any worksheet, in the order it reads them. */
const FIRST = [
  '[Content_Types].xml',
  '_rels/.rels',
  WORKBOOK_RELS,
  'xl/workbook.xml',
  SHARED,
  'xl/styles.xml',
];
const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
const EMPTY_SHARED = new TextEncoder().encode(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/** Counts `<si>` elements across the pieces of the shared-strings table (a tag may straddle two). */
function siCounter(limit: number, onOver: () => never): (piece: Uint8Array) => void {
  let count = 0;
  let tail = Buffer.alloc(0);
  return (piece) => {
    const text = tail.length
      ? Buffer.concat([tail, piece])
      : Buffer.from(piece.buffer, piece.byteOffset, piece.length);
    for (let at = text.indexOf('<si'); at >= 0 && at + 3 < text.length; at = text.indexOf('<si', at + 3)) {
      const next = text[at + 3];
      // `<si>`, `<si/>` or `<si ` (attributes); not `<sis…`.
      if (next === 0x3e || next === 0x2f || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d)
        if (++count > limit) onOver();
    }
    tail = Buffer.from(text.subarray(Math.max(0, text.length - 3)));
  };
}

/**
 * Checks an uploaded xlsx against `limits` and answers the zip exceljs is to read: the parts checked, the
 * shared strings (an empty table when it has none) and the workbook before the worksheets. Refuses (400,
 * in Chinese) a file over a limit; throws `ZipFormatError` when it is not a zip this reader takes (each
 * caller answers that with its own 文件无法读取).
 */
export async function checkedXlsx(data: Uint8Array, limits: XlsxLimits): Promise<Buffer> {
  const entries = zipEntries(data, limits.parts).filter((e) => !isFolder(e));
  if (entries.length > limits.parts) throw badRequest(XLSX_MESSAGES.parts(limits.parts));
  const names = new Set<string>();
  let declared = 0;
  for (const e of entries) {
    if (names.has(e.name)) throw new ZipFormatError('duplicate entry');
    names.add(e.name);
    if (e.name === SHARED && e.declaredSize > limits.sharedBytes)
      throw badRequest(XLSX_MESSAGES.sharedBytes(limits.sharedBytes));
    if (e.declaredSize > limits.partBytes) throw badRequest(XLSX_MESSAGES.part(e.name, limits.partBytes));
    declared += e.declaredSize;
  }
  if (declared > limits.totalBytes) throw badRequest(XLSX_MESSAGES.total(limits.totalBytes));
  if (!names.has(WORKBOOK_RELS)) throw new ZipFormatError('no workbook relationships');
  let unpacked = 0;
  const checked: ZipPart[] = [];
  for (const e of entries) {
    const shared = e.name === SHARED;
    const partLimit = shared ? Math.min(limits.sharedBytes, limits.partBytes) : limits.partBytes;
    const limit = Math.min(partLimit, limits.totalBytes - unpacked);
    const onData = shared
      ? siCounter(limits.sharedStrings, () => {
          throw badRequest(XLSX_MESSAGES.sharedStrings(limits.sharedStrings));
        })
      : undefined;
    try {
      const real = await inflateEntry(data, e, limit, onData);
      unpacked += real;
      checked.push({ ...e, declaredSize: real });
    } catch (err) {
      if (!(err instanceof ZipEntryTooLarge)) throw err;
      if (limit < partLimit) throw badRequest(XLSX_MESSAGES.total(limits.totalBytes));
      throw badRequest(
        shared ? XLSX_MESSAGES.sharedBytes(limits.sharedBytes) : XLSX_MESSAGES.part(e.name, limits.partBytes),
      );
    }
  }
  const rank = (e: ZipPart) => {
    const first = FIRST.indexOf(e.name);
    return first >= 0 ? first : WORKSHEET.test(e.name) ? FIRST.length + 1 : FIRST.length;
  };
  if (!names.has(SHARED)) checked.push({ name: SHARED, bytes: EMPTY_SHARED });
  return reorderedZip(
    data,
    checked.sort((a, b) => rank(a) - rank(b)),
  );
}
