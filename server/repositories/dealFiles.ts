/**
 * The file store of the deals (deal_files, migration 005) and its one-time download tickets
 * (deal_file_tickets): server/deals/files.ts makes the numbers, zips and tickets.
 */
import type { Db } from '../db';

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

/** Keeps a new ticket (its hash) of a file for `minutes`, after forgetting the expired ones. */
export async function insertFileTicket(
  db: Db,
  ticketHash: string,
  fileQuryNo: string,
  minutes: number,
): Promise<void> {
  await db.query('delete from deal_file_tickets where expires_at <= now()');
  await db.query(
    `insert into deal_file_tickets (ticket_hash, file_qury_no, expires_at)
     values ($1, $2, now() + make_interval(mins => $3))`,
    [ticketHash, fileQuryNo, minutes],
  );
}

/** Whether the ticket of this hash is a live ticket of the file, and uses it up. */
export async function spendFileTicket(db: Db, ticketHash: string, fileQuryNo: string): Promise<boolean> {
  const { rows } = await db.query(
    `delete from deal_file_tickets where ticket_hash = $1 and file_qury_no = $2 and expires_at > now()
     returning 1 as ok`,
    [ticketHash, fileQuryNo],
  );
  return rows.length > 0;
}
