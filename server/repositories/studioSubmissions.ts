/**
 * Two-person publishing (docs/studio.md): the draft submitted for review of a screen (migration 032) or a
 * deal (migration 041), which another administrator publishes or sends back. One set of statements over
 * constant table names; a screen's submission also carries its menu placement.
 */
import type { Db } from '../db';
import { chinaTime } from './chinaTime';

export interface StudioSubmission<M = never> {
  body: string;
  /** The published version the submission was based on (0: the baseline). */
  baseVersion: number;
  comment: string;
  /** The menu placement asked for (screens only), or null: the menu as it is. */
  menu: M | null;
  submitterId: number;
  submittedBy: string;
  submittedAt: string;
}

/** The submissions table of one studio, its key column, and whether it keeps a menu placement. */
export interface SubmissionTable {
  table: string;
  key: string;
  menu: boolean;
}

export class StudioSubmissions<M = never> {
  constructor(private readonly t: SubmissionTable) {}

  async submissionOf(db: Db, id: string, lock = false): Promise<StudioSubmission<M> | undefined> {
    const t = this.t;
    const { rows } = await db.query<StudioSubmission<M>>(
      `select body, base_version as "baseVersion", comment, ${t.menu ? 'menu' : 'null as menu'},
          submitter_id as "submitterId", submitted_by as "submittedBy", ${chinaTime('submitted_at')} as "submittedAt"
         from ${t.table} where ${t.key} = $1${lock ? ' for update' : ''}`,
      [id],
    );
    return rows[0];
  }

  /** The items waiting for review. */
  async submittedIds(db: Db): Promise<string[]> {
    const { rows } = await db.query<{ id: string }>(`select ${this.t.key} as id from ${this.t.table}`);
    return rows.map((r) => r.id);
  }

  /** Submits `id` for review, replacing an earlier submission of it. */
  async submit(db: Db, id: string, s: Omit<StudioSubmission<M>, 'submittedAt'>): Promise<void> {
    const t = this.t;
    const menu = t.menu ? ', menu' : '';
    await db.query(
      `insert into ${t.table} (${t.key}, body, base_version, comment, submitter_id, submitted_by${menu})
       values ($1, $2, $3, $4, $5, $6${t.menu ? ', $7' : ''})
       on conflict (${t.key}) do update set body = excluded.body, base_version = excluded.base_version,
         comment = excluded.comment, submitter_id = excluded.submitter_id,
         submitted_by = excluded.submitted_by, submitted_at = now()${t.menu ? ', menu = excluded.menu' : ''}`,
      [
        id,
        s.body,
        s.baseVersion,
        s.comment,
        s.submitterId,
        s.submittedBy,
        ...(t.menu ? [s.menu === null ? null : JSON.stringify(s.menu)] : []),
      ],
    );
  }

  async withdrawSubmission(db: Db, id: string): Promise<void> {
    await db.query(`delete from ${this.t.table} where ${this.t.key} = $1`, [id]);
  }
}
