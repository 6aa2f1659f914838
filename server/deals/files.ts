/**
 * The file store of the deals (deal_files): uploads (9101), reconciliation results (3202) and
 * catalogue files (13xx), always kept as zips, each owned by one institution, downloadable until its
 * end time through a short-lived, one-time ticket URL (a new browser window cannot send the bearer token).
 * The rows are read and written by server/repositories/dealFiles.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import { inflateEntry, isFolder, isSymlink, ZipEntryTooLarge, zipEntries } from '../boundedZip';
import type { Db } from '../db';
import { nextSequence } from '../repositories/centerSequences';
import { insertFileTicket, spendFileTicket } from '../repositories/dealFiles';
import { compact14 } from './time';

export const FILES_PATH = '/commondeal/files';
const TICKET_MINUTES = 10;

export const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;

export const zipOne = (name: string, text: string | Uint8Array) =>
  zipSync({ [name]: typeof text === 'string' ? new TextEncoder().encode(text) : text });

/** At most this many bytes in the text of a stored file once unpacked (docs/server.md, Limits of uploaded files). */
export const FILE_TEXT_MAX_UNPACKED = 64 * 1024 * 1024;
/** At most this many entries in a stored zip. */
const FILE_MAX_ENTRIES = 1000;

/** The refusal of a file whose text is larger than `FILE_TEXT_MAX_UNPACKED`, `what` naming it (明细文件…). */
export const fileTooLarge = (what: string) =>
  `${what}解压后超过 ${FILE_TEXT_MAX_UNPACKED / 1024 / 1024} MB 的上限`;

/**
 * The text of the first .txt entry of a zip (or of the first entry); undefined when it is not a zip this
 * reader takes (broken, more than 1,000 entries, a symbolic link, encrypted). The entry is inflated in
 * bounded chunks off the event loop (server/boundedZip.ts) and stops at `FILE_TEXT_MAX_UNPACKED` whatever
 * it declares: then `refuse` is called with `fileTooLarge(what)`, each caller throwing its own kind of error.
 */
export async function firstText(
  zip: Uint8Array,
  refuse: (message: string) => never,
  what = '文件',
): Promise<string | undefined> {
  const pieces: Uint8Array[] = [];
  let tooLarge = false;
  try {
    const all = zipEntries(zip, FILE_MAX_ENTRIES);
    if (all.length > FILE_MAX_ENTRIES || all.some(isSymlink)) return undefined;
    const entries = all.filter((e) => !isFolder(e));
    const entry = entries.find((e) => e.name.toLowerCase().endsWith('.txt')) ?? entries[0];
    if (!entry) return undefined;
    tooLarge = entry.declaredSize > FILE_TEXT_MAX_UNPACKED;
    if (!tooLarge) await inflateEntry(zip, entry, FILE_TEXT_MAX_UNPACKED, (p) => pieces.push(p));
  } catch (err) {
    if (!(err instanceof ZipEntryTooLarge)) return undefined;
    tooLarge = true;
  }
  return tooLarge ? refuse(fileTooLarge(what)) : new TextDecoder().decode(Buffer.concat(pieces));
}

/** A new file query number: F + yyyyMMddHHmmss + an 8-digit serial. */
export async function newFileQuryNo(db: Db, now: Date): Promise<string> {
  const serial = (await nextSequence(db, 'center_file_seq')) % 100_000_000;
  return `F${compact14(now)}${String(serial).padStart(8, '0')}`;
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** The download URL of a file, valid for a few minutes and one download. */
export async function downloadUrl(db: Db, fileQuryNo: string): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await insertFileTicket(db, hashOf(ticket), fileQuryNo, TICKET_MINUTES);
  return `${FILES_PATH}/${encodeURIComponent(fileQuryNo)}?ticket=${ticket}`;
}

/**
 * Whether `ticket` is a live ticket of this file, and uses it up: a ticket opens one download, so a
 * URL seen later (browser history, a proxy's log) is worth nothing. This server never logs query strings.
 */
export const ticketAllows = (db: Db, fileQuryNo: string, ticket: string): Promise<boolean> =>
  spendFileTicket(db, hashOf(ticket), fileQuryNo);
