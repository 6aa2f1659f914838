/** Ticket attachments: the files themselves, and who may read them. */
import type { Db } from '../db';

export interface AttachmentInput {
  id: string;
  orgCode: string;
  kind: string;
  mime: string;
  filename: string;
  data: Uint8Array;
  createdBy: number;
}

export interface AttachmentRecord {
  org_code: string;
  mime: string;
  filename: string;
  data: Uint8Array;
}

/** Which of these attachment ids belong to the institution. */
export async function ownAttachmentIds(db: Db, ids: string[], orgCode: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'select id from order_attachments where id = any($1) and org_code = $2',
    [ids, orgCode],
  );
  return rows.map((r) => r.id);
}

export async function insertAttachment(db: Db, a: AttachmentInput): Promise<void> {
  await db.query(
    `insert into order_attachments (id, org_code, kind, mime, filename, data, created_by)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [a.id, a.orgCode, a.kind, a.mime, a.filename, a.data, a.createdBy],
  );
}

export async function getAttachment(db: Db, id: string): Promise<AttachmentRecord | undefined> {
  const { rows } = await db.query<AttachmentRecord>(
    'select org_code, mime, filename, data from order_attachments where id = $1',
    [id],
  );
  return rows[0];
}

/** Whether the user handles (or handled) a node of a ticket whose pictures or files name the attachment. */
export async function handlesTicketWithAttachment(db: Db, userId: number, id: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from order_tickets t join order_nodes n on n.inst_id = t.inst_id
      where n.response_user_id = $1 and (t.pics_url like $2 or t.file_url like $2) limit 1`,
    [userId, `%${id}%`],
  );
  return rows.length > 0;
}
