/**
 * The file store of the deals (deal_files): uploads (9101), reconciliation results (3202) and
 * catalogue files (13xx), always kept as zips, each owned by one institution, downloadable until its
 * end time through a short-lived, one-time ticket URL (a new browser window cannot send the bearer token).
 */
import { createHash, randomBytes } from 'node:crypto';
import { unzipSync, zipSync } from 'fflate';
import type { Db } from '../db';
import { compact14 } from './time';

export const FILES_PATH = '/commondeal/files';
const TICKET_MINUTES = 10;

export interface StoredFile {
  file_qury_no: string;
  fixmedins_code: string;
  deal_name: string;
  kind: 'upload' | 'result' | 'catalogue';
  filename: string;
  ver: string | null;
  data_cnt: number | null;
  content: Uint8Array;
  dld_endtime: Date;
}

export const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;

export const zipOne = (name: string, text: string | Uint8Array) =>
  zipSync({ [name]: typeof text === 'string' ? new TextEncoder().encode(text) : text });

/** The text of the first .txt entry of a zip (or of the first entry), undefined when it is not a zip. */
export function firstText(zip: Uint8Array): string | undefined {
  try {
    const entries = Object.entries(unzipSync(zip)).filter(([name]) => !name.endsWith('/'));
    const entry = entries.find(([name]) => name.toLowerCase().endsWith('.txt')) ?? entries[0];
    return entry ? new TextDecoder().decode(entry[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** A new file query number: F + yyyyMMddHHmmss + an 8-digit serial. */
export async function newFileQuryNo(db: Db, now: Date): Promise<string> {
  const { rows } = await db.query<{ v: number }>("select nextval('center_file_seq')::int8 as v");
  return `F${compact14(now)}${String(rows[0]!.v % 100_000_000).padStart(8, '0')}`;
}

export async function storeFile(db: Db, f: StoredFile): Promise<void> {
  await db.query(
    `insert into deal_files (file_qury_no, fixmedins_code, deal_name, kind, filename, ver, data_cnt, content, dld_endtime)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      f.file_qury_no,
      f.fixmedins_code,
      f.deal_name,
      f.kind,
      f.filename,
      f.ver,
      f.data_cnt,
      f.content,
      f.dld_endtime,
    ],
  );
}

const SELECT = `select file_qury_no, fixmedins_code, deal_name, kind, filename, ver, data_cnt, content, dld_endtime
  from deal_files`;

export async function findFile(db: Db, fileQuryNo: string): Promise<StoredFile | undefined> {
  const { rows } = await db.query<StoredFile>(`${SELECT} where file_qury_no = $1`, [fileQuryNo]);
  return rows[0];
}

/** The latest catalogue file of a deal delivered to an institution, by file query number or file name. */
export async function findCatalogueFile(
  db: Db,
  orgCode: string,
  dealName: string,
  name: string,
): Promise<StoredFile | undefined> {
  const { rows } = await db.query<StoredFile>(
    `${SELECT} where fixmedins_code = $1 and deal_name = $2 and kind = 'catalogue'
       and (file_qury_no = $3 or filename = $3) order by created_at desc limit 1`,
    [orgCode, dealName, name],
  );
  return rows[0];
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** The download URL of a file, valid for a few minutes and one download. */
export async function downloadUrl(db: Db, fileQuryNo: string): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await db.query('delete from deal_file_tickets where expires_at <= now()');
  await db.query(
    `insert into deal_file_tickets (ticket_hash, file_qury_no, expires_at)
     values ($1, $2, now() + make_interval(mins => $3))`,
    [hashOf(ticket), fileQuryNo, TICKET_MINUTES],
  );
  return `${FILES_PATH}/${encodeURIComponent(fileQuryNo)}?ticket=${ticket}`;
}

/**
 * Whether `ticket` is a live ticket of this file, and uses it up: a ticket opens one download, so a
 * URL seen later (browser history, a proxy's log) is worth nothing. This server never logs query strings.
 */
export async function ticketAllows(db: Db, fileQuryNo: string, ticket: string): Promise<boolean> {
  const { rows } = await db.query(
    `delete from deal_file_tickets where ticket_hash = $1 and file_qury_no = $2 and expires_at > now()
     returning 1 as ok`,
    [hashOf(ticket), fileQuryNo],
  );
  return rows.length > 0;
}
