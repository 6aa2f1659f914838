/**
 * Zips made by hand for the tests of uploaded files' content (docs/server.md, Limits of uploaded files):
 * entries in a chosen order, with the unpacked size they declare set apart from the real one (a bomb of
 * zeros declared as 100 B), or marked as a symbolic link.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';

export interface Part {
  name: string;
  /** The unpacked bytes (deflated here), or `deflated` given as it is. */
  data?: Uint8Array | string;
  deflated?: { bytes: Uint8Array; size: number; crc: number };
  /** The unpacked size its headers declare (default: the real one). */
  declared?: number;
  /** A unix mode for its external attributes (e.g. 0o120777, a symbolic link). */
  mode?: number;
}

const cache = new Map<number, { bytes: Uint8Array; size: number; crc: number }>();

/** `size` bytes of zeros, deflated (a bomb: about a thousandth of its size). */
export function zeros(size: number): { bytes: Uint8Array; size: number; crc: number } {
  let found = cache.get(size);
  if (!found) {
    const raw = Buffer.alloc(size);
    found = { bytes: deflateRawSync(raw, { level: 9 }), size, crc: crc32(raw) };
    cache.set(size, found);
  }
  return found;
}

/** A zip of `parts` in their order. */
export function zipParts(parts: readonly Part[]): Buffer {
  const out: Buffer[] = [];
  const dir: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const raw = typeof p.data === 'string' ? Buffer.from(p.data, 'utf8') : p.data;
    const z = p.deflated ?? {
      bytes: deflateRawSync(raw ?? Buffer.alloc(0)),
      size: raw?.length ?? 0,
      crc: crc32(raw ?? Buffer.alloc(0)),
    };
    const name = Buffer.from(p.name, 'utf8');
    const size = p.declared ?? z.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(z.crc, 14);
    local.writeUInt32LE(z.bytes.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(p.mode === undefined ? 20 : 0x0314, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(z.crc, 16);
    central.writeUInt32LE(z.bytes.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((p.mode ?? 0) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    out.push(local, name, Buffer.from(z.bytes));
    dir.push(central, name);
    offset += 30 + name.length + z.bytes.length;
  }
  const dirBytes = Buffer.concat(dir);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, dirBytes, end]);
}

/**
 * The parts of a real xlsx (exceljs) of `rows` under `sheet`, as exceljs orders them (the worksheet before
 * the shared strings), folders left out: to be changed and zipped again with `zipParts`.
 */
export async function xlsxParts(sheet: string, rows: unknown[][]): Promise<Part[]> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  for (const r of rows) ws.addRow(r);
  const files = unzipSync(new Uint8Array(await wb.xlsx.writeBuffer()));
  return Object.entries(files)
    .filter(([name]) => !name.endsWith('/'))
    .map(([name, data]) => ({ name, data }));
}

/** `parts` with the part `name` replaced (or added at the end). */
export function withPart(parts: readonly Part[], part: Part): Part[] {
  const at = parts.findIndex((p) => p.name === part.name);
  return at < 0 ? [...parts, part] : parts.map((p, i) => (i === at ? part : p));
}

/**
 * A shared-strings table holding `items` (`<si><t>…</t></si>` each), between `before` and `after`; built
 * as bytes, not as a string, so that the test's own garbage stays out of the heap it measures.
 */
export const sharedStrings = (items: Buffer, before = '', after = '') =>
  Buffer.concat([
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${before}`,
    ),
    items,
    Buffer.from(`${after}</sst>`),
  ]);
