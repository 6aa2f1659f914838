/**
 * The file store of the deals (deal_files): uploads (9101), reconciliation results (3202) and
 * catalogue files (13xx), always kept as zips, each owned by one institution, downloadable until its
 * end time through a short-lived, one-time ticket URL (a new browser window cannot send the bearer token).
 * The rows are read and written by server/repositories/dealFiles.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { unzipSync, zipSync } from 'fflate';
import type { Db } from '../db';
import { nextSequence } from '../repositories/centerSequences';
import { insertFileTicket, spendFileTicket } from '../repositories/dealFiles';
import { compact14 } from './time';

export const FILES_PATH = '/commondeal/files';
const TICKET_MINUTES = 10;

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
