/**
 * Two-person publishing (migration 032, docs/studio.md): the draft submitted for review of a screen, which
 * another administrator publishes or sends back.
 */
import type { Db } from '../db';
import { chinaTime } from './chinaTime';
import type { MenuPlacement } from './screenStudio';

export interface ScreenSubmission {
  body: string;
  /** The published version the submission was based on (0: the file). */
  baseVersion: number;
  comment: string;
  menu: MenuPlacement | null;
  submitterId: number;
  submittedBy: string;
  submittedAt: string;
}

export async function submissionOf(
  db: Db,
  screenId: string,
  lock = false,
): Promise<ScreenSubmission | undefined> {
  const { rows } = await db.query<ScreenSubmission>(
    `select body, base_version as "baseVersion", comment, menu, submitter_id as "submitterId",
        submitted_by as "submittedBy", ${chinaTime('submitted_at')} as "submittedAt"
       from screen_submissions where screen_id = $1${lock ? ' for update' : ''}`,
    [screenId],
  );
  return rows[0];
}

/** The screens waiting for review. */
export async function submittedIds(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ screen_id: string }>('select screen_id from screen_submissions');
  return rows.map((r) => r.screen_id);
}

/** Submits `screenId` for review, replacing an earlier submission of it. */
export async function submit(
  db: Db,
  screenId: string,
  s: Omit<ScreenSubmission, 'submittedAt'>,
): Promise<void> {
  await db.query(
    `insert into screen_submissions (screen_id, body, base_version, comment, menu, submitter_id, submitted_by)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (screen_id) do update set body = excluded.body, base_version = excluded.base_version,
       comment = excluded.comment, menu = excluded.menu, submitter_id = excluded.submitter_id,
       submitted_by = excluded.submitted_by, submitted_at = now()`,
    [
      screenId,
      s.body,
      s.baseVersion,
      s.comment,
      s.menu === null ? null : JSON.stringify(s.menu),
      s.submitterId,
      s.submittedBy,
    ],
  );
}

export async function withdrawSubmission(db: Db, screenId: string): Promise<void> {
  await db.query('delete from screen_submissions where screen_id = $1', [screenId]);
}
