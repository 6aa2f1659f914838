/**
 * Work drafts (work_drafts, migration 040): a screen's work in progress kept per user, institution and
 * key until the work is submitted or discarded (docs/server.md#work-drafts).
 */
import type { Db } from '../db';

/** Whose draft: the user and the institution it works for. */
export interface DraftOwner {
  userId: number;
  orgCode: string;
}

/** The draft of `key`, with when it was saved; undefined when none is kept. */
export async function readWorkDraft(
  db: Db,
  owner: DraftOwner,
  key: string,
): Promise<{ body: unknown; updatedAt: string } | undefined> {
  const { rows } = await db.query<{ body: unknown; updated_at: Date | string }>(
    'select body, updated_at from work_drafts where user_id = $1 and org_code = $2 and draft_key = $3',
    [owner.userId, owner.orgCode, key],
  );
  const row = rows[0];
  return row && { body: row.body, updatedAt: new Date(row.updated_at).toISOString() };
}

/** Keeps `body` as the draft of `key`, replacing the one before. */
export async function saveWorkDraft(db: Db, owner: DraftOwner, key: string, body: unknown): Promise<void> {
  await db.query(
    `insert into work_drafts (user_id, org_code, draft_key, body) values ($1, $2, $3, $4::jsonb)
     on conflict (user_id, org_code, draft_key) do update set body = excluded.body, updated_at = now()`,
    [owner.userId, owner.orgCode, key, JSON.stringify(body)],
  );
}

/** Drops the draft of `key` (none kept: nothing to do). */
export async function deleteWorkDraft(db: Db, owner: DraftOwner, key: string): Promise<void> {
  await db.query('delete from work_drafts where user_id = $1 and org_code = $2 and draft_key = $3', [
    owner.userId,
    owner.orgCode,
    key,
  ]);
}
