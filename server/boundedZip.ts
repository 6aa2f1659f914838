/**
 * Reading an uploaded zip (a screens import, an xlsx) without trusting it (docs/server.md, Limits of
 * uploaded files): its central directory is read first, so that the entries' count, names, kinds and
 * declared sizes are checked before anything is unpacked; an entry is then inflated by zlib in Node's
 * thread pool, 64 kB at a time, counting the bytes it really gives and stopping at the caller's limit, so
 * that no archive (a bomb of zeros declared as a few bytes) holds the memory or the event loop.
 */
import { crc32, createInflateRaw } from 'node:zlib';

/** One entry of a zip's central directory. */
export interface ZipEntry {
  name: string;
  /** 0: stored, 8: deflate (any other is refused by the callers). */
  compression: number;
  /** The general-purpose flags (bit 0: encrypted). */
  flags: number;
  /** The CRC-32 of its unpacked bytes, as the directory records it. */
  crc: number;
  compressedSize: number;
  /** The unpacked size the archive declares (not trusted: the inflation counts the real bytes). */
  declaredSize: number;
  /** Where its local header begins. */
  offset: number;
  /** Its unix mode (type and permissions) when the archive was made on unix, else 0. */
  unixMode: number;
}

/** The archive is not a zip this reader takes (broken, split over disks, or lying about its layout). */
export class ZipFormatError extends Error {
  constructor(what: string) {
    super(`zip: ${what}`);
    this.name = 'ZipFormatError';
  }
}

/** An entry gave more bytes than the caller's limit: inflation stopped there. */
export class ZipEntryTooLarge extends Error {
  constructor(readonly entry: ZipEntry) {
    super(`zip: ${entry.name} is larger than its limit`);
    this.name = 'ZipEntryTooLarge';
  }
}

const S_IFMT = 0o170000;
/** Whether the entry is a symbolic link (unix mode S_IFLNK). */
export const isSymlink = (e: ZipEntry): boolean => (e.unixMode & S_IFMT) === 0o120000;
/** Whether the entry is a folder (a name ending in `/`, or unix mode S_IFDIR). */
export const isFolder = (e: ZipEntry): boolean => e.name.endsWith('/') || (e.unixMode & S_IFMT) === 0o040000;

const u16 = (d: Uint8Array, at: number) => d[at]! | (d[at + 1]! << 8);
const u32 = (d: Uint8Array, at: number) => (u16(d, at) | (u16(d, at + 2) << 16)) >>> 0;
const u64 = (d: Uint8Array, at: number) => u32(d, at) + u32(d, at + 4) * 2 ** 32;

function need(d: Uint8Array, at: number, length: number, what: string): void {
  if (at < 0 || at + length > d.length) throw new ZipFormatError(what);
}

/** The end of central directory record: where the directory is and how many entries it has. */
function directoryOf(d: Uint8Array): { count: number; offset: number; size: number } {
  let end = -1;
  for (let at = d.length - 22; at >= Math.max(0, d.length - 22 - 0xffff); at--)
    if (u32(d, at) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) throw new ZipFormatError('no end of central directory');
  if (u16(d, end + 4) !== 0 || u16(d, end + 6) !== 0) throw new ZipFormatError('split archive');
  let count = u16(d, end + 10);
  let size = u32(d, end + 12);
  let offset = u32(d, end + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    // Zip64: the locator just before the record points to the zip64 end of central directory.
    need(d, end - 20, 20, 'zip64 locator');
    if (u32(d, end - 20) !== 0x07064b50) throw new ZipFormatError('zip64 locator');
    const at = u64(d, end - 12);
    need(d, at, 56, 'zip64 end of central directory');
    if (u32(d, at) !== 0x06064b50) throw new ZipFormatError('zip64 end of central directory');
    count = u64(d, at + 32);
    size = u64(d, at + 40);
    offset = u64(d, at + 48);
  }
  need(d, offset, size, 'central directory');
  return { count, offset, size };
}

/**
 * The entries of a zip from its central directory, in its order; throws `ZipFormatError` when it cannot
 * be read, and stops (answering `maxEntries + 1` entries, the rest unread) once there are more than
 * `maxEntries`. Nothing is unpacked.
 */
export function zipEntries(data: Uint8Array, maxEntries: number): ZipEntry[] {
  const dir = directoryOf(data);
  const entries: ZipEntry[] = [];
  const names = new TextDecoder('utf-8');
  let at = dir.offset;
  for (let i = 0; i < dir.count && entries.length <= maxEntries; i++) {
    need(data, at, 46, 'central directory entry');
    if (u32(data, at) !== 0x02014b50) throw new ZipFormatError('central directory entry');
    const madeBy = u16(data, at + 4) >> 8;
    const nameLength = u16(data, at + 28);
    const extraLength = u16(data, at + 30);
    const commentLength = u16(data, at + 32);
    need(data, at + 46, nameLength + extraLength + commentLength, 'central directory entry');
    const entry: ZipEntry = {
      name: names.decode(data.subarray(at + 46, at + 46 + nameLength)),
      flags: u16(data, at + 8),
      compression: u16(data, at + 10),
      crc: u32(data, at + 16),
      compressedSize: u32(data, at + 20),
      declaredSize: u32(data, at + 24),
      offset: u32(data, at + 42),
      // 3: unix; its mode is the high half of the external attributes.
      unixMode: madeBy === 3 ? u32(data, at + 38) >>> 16 : 0,
    };
    readZip64Sizes(data, at + 46 + nameLength, extraLength, entry);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The sizes and offset a zip64 extra field holds for the ones marked 0xffffffff in the directory. */
function readZip64Sizes(d: Uint8Array, from: number, length: number, e: ZipEntry): void {
  for (let at = from; at + 4 <= from + length; at += 4 + u16(d, at + 2)) {
    if (u16(d, at) !== 0x0001) continue;
    let field = at + 4;
    const take = (): number => {
      need(d, field, 8, 'zip64 extra field');
      field += 8;
      return u64(d, field - 8);
    };
    if (e.declaredSize === 0xffffffff) e.declaredSize = take();
    if (e.compressedSize === 0xffffffff) e.compressedSize = take();
    if (e.offset === 0xffffffff) e.offset = take();
    return;
  }
}

/** Where the entry's data begins and ends in the archive (after its local header). */
export function entryData(data: Uint8Array, e: ZipEntry): { start: number; end: number } {
  need(data, e.offset, 30, 'local header');
  if (u32(data, e.offset) !== 0x04034b50) throw new ZipFormatError('local header');
  const start = e.offset + 30 + u16(data, e.offset + 26) + u16(data, e.offset + 28);
  need(data, start, e.compressedSize, 'entry data');
  return { start, end: start + e.compressedSize };
}

/** Stored bytes handed on at a time. */
const PIECE = 64 * 1024;

/**
 * Inflates one entry, handing each piece to `onData`, and answers its real size. Throws
 * `ZipEntryTooLarge` as soon as it gives more than `limit` bytes (whatever it declares), and
 * `ZipFormatError` when it is encrypted, of another compression or its data is broken; an error thrown
 * by `onData` stops it too and is thrown as it is. The inflation is zlib's, in Node's thread pool, 64 kB of
 * output at a time: the event loop stays free and no more than the limit is ever inflated.
 */
export async function inflateEntry(
  data: Uint8Array,
  e: ZipEntry,
  limit: number,
  onData: (piece: Uint8Array) => void = () => {},
): Promise<number> {
  if (e.flags & 1) throw new ZipFormatError('encrypted entry');
  if (e.compression !== 0 && e.compression !== 8) throw new ZipFormatError('compression');
  const { start, end } = entryData(data, e);
  let size = 0;
  const take = (piece: Uint8Array) => {
    size += piece.length;
    if (size > limit) throw new ZipEntryTooLarge(e);
    onData(piece);
  };
  if (e.compression === 0) {
    for (let at = start; at < end; at += PIECE) take(data.subarray(at, Math.min(end, at + PIECE)));
    return size;
  }
  const inflater = createInflateRaw({ chunkSize: PIECE });
  inflater.end(data.subarray(start, end));
  let own: unknown;
  try {
    for await (const piece of inflater as AsyncIterable<Buffer>)
      try {
        take(piece);
      } catch (err) {
        own = err;
        throw err;
      }
  } catch {
    if (own !== undefined) throw own;
    throw new ZipFormatError('entry data');
  } finally {
    inflater.destroy();
  }
  return size;
}

/** A part to put into a new zip: an entry of the archive, copied as it is stored, or new bytes. */
export type ZipPart = ZipEntry | { name: string; bytes: Uint8Array };

/**
 * A new zip of `parts` in their order: the entries of `data` copied as they are stored (nothing is inflated
 * or deflated again), new parts stored uncompressed.
 */
export function reorderedZip(data: Uint8Array, parts: readonly ZipPart[]): Buffer {
  const out: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  const utf8 = new TextEncoder();
  for (const p of parts) {
    const name = utf8.encode(p.name);
    // The sizes and CRC are the directory's: a local header followed by a data descriptor holds zeros.
    const at = 'bytes' in p ? undefined : entryData(data, p);
    const bytes = 'bytes' in p ? p.bytes : data.subarray(at!.start, at!.end);
    const o =
      'bytes' in p
        ? { compression: 0, crc: crc32(p.bytes), csize: p.bytes.length, size: p.bytes.length }
        : { compression: p.compression, crc: p.crc, csize: p.compressedSize, size: p.declaredSize };
    const local = Buffer.alloc(30 + name.length);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(o.compression, 8);
    local.writeUInt32LE(o.crc, 14);
    local.writeUInt32LE(o.csize, 18);
    local.writeUInt32LE(o.size, 22);
    local.writeUInt16LE(name.length, 26);
    local.set(name, 30);
    const dir = Buffer.alloc(46 + name.length);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt16LE(o.compression, 10);
    dir.writeUInt32LE(o.crc, 16);
    dir.writeUInt32LE(o.csize, 20);
    dir.writeUInt32LE(o.size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    dir.set(name, 46);
    out.push(local, bytes);
    central.push(dir);
    offset += local.length + bytes.length;
  }
  const dirSize = central.reduce((n, c) => n + c.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length, 8);
  end.writeUInt16LE(central.length, 10);
  end.writeUInt32LE(dirSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, ...central, end]);
}
