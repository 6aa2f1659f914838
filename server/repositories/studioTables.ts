/**
 * What the screens' and the deals' studios store alike (docs/studio.md): published versions, the head each
 * instance serves, the configurators' drafts and the audit. One set of statements over constant table
 * names: `studioTables(SCREEN_TABLES)` for screens (migration 031), `studioTables(DEAL_TABLES)` for deals
 * (migration 041).
 */
import type { Db } from '../db';
import { chinaTime } from './chinaTime';

/** The tables of one studio and the name its key column takes in answers. Constants only. */
export interface StudioTables<K extends string> {
  versions: string;
  heads: string;
  drafts: string;
  events: string;
  /** The key column (screen_id, deal_name). */
  key: string;
  /** Its name in answers (screenId, dealName). */
  as: K;
}

/** What every instance serves for an item the studio has touched. */
export type StudioHead<K extends string> = Record<K, string> & {
  /** The published version; null: the shipped baseline. */
  version: number | null;
  archived: boolean;
  changedBy: string;
  changedAt: string;
};

/** A head with the body of its published version (null when the baseline is served). */
export type StudioServedHead<K extends string> = StudioHead<K> & { body: string | null };

export interface StudioVersion {
  version: number;
  comment: string;
  author: string;
  createdAt: string;
}

export interface StudioDraft {
  body: string;
  /** The published version the draft was started from (0: the baseline). */
  baseVersion: number;
  savedAt: string;
}

export type StudioAction = 'publish' | 'rollback' | 'archive' | 'restore' | 'submit' | 'reject';

export type StudioEvent<K extends string> = Record<K, string> & {
  id: number;
  action: StudioAction;
  /** 0: the baseline. */
  fromVersion: number | null;
  toVersion: number | null;
  comment: string;
  actor: string;
  at: string;
};

/** The statements of one studio's tables. */
export class StudioStore<K extends string> {
  private readonly head: string;

  constructor(private readonly t: StudioTables<K>) {
    this.head = `h.${t.key} as "${t.as}", h.version, h.archived, h.changed_by as "changedBy",
  ${chinaTime('h.changed_at')} as "changedAt"`;
  }

  /** Sets what is served: a version (null: the baseline), or archived. */
  async setHead(
    db: Db,
    id: string,
    head: { version: number | null; archived: boolean },
    actor: string,
  ): Promise<void> {
    const t = this.t;
    await db.query(
      `insert into ${t.heads} (${t.key}, version, archived, changed_by) values ($1, $2, $3, $4)
       on conflict (${t.key}) do update set version = excluded.version, archived = excluded.archived,
         changed_by = excluded.changed_by, changed_at = now()`,
      [id, head.version, head.archived, actor],
    );
  }

  /** Every head with its published body: what the served index overlays on the baseline. */
  async servedHeads(db: Db): Promise<StudioServedHead<K>[]> {
    const t = this.t;
    const { rows } = await db.query<StudioServedHead<K>>(
      `select ${this.head}, v.body from ${t.heads} h
         left join ${t.versions} v on v.${t.key} = h.${t.key} and v.version = h.version
        order by h.${t.key}`,
    );
    return rows;
  }

  /** One head, locked for the change that reads it when `lock`. */
  async headOf(db: Db, id: string, lock = false): Promise<StudioHead<K> | undefined> {
    const t = this.t;
    const { rows } = await db.query<StudioHead<K>>(
      `select ${this.head} from ${t.heads} h where h.${t.key} = $1${lock ? ' for update' : ''}`,
      [id],
    );
    return rows[0];
  }

  /** Every version, newest first (without bodies). */
  async versionsOf(db: Db, id: string): Promise<StudioVersion[]> {
    const t = this.t;
    const { rows } = await db.query<StudioVersion>(
      `select version, comment, author, ${chinaTime('created_at')} as "createdAt"
         from ${t.versions} where ${t.key} = $1 order by version desc`,
      [id],
    );
    return rows;
  }

  async versionBody(db: Db, id: string, version: number): Promise<string | undefined> {
    const t = this.t;
    const { rows } = await db.query<{ body: string }>(
      `select body from ${t.versions} where ${t.key} = $1 and version = $2`,
      [id, version],
    );
    return rows[0]?.body;
  }

  /** Writes the next version and makes it the served one; answers its number. */
  async publishVersion(db: Db, id: string, body: string, comment: string, author: string): Promise<number> {
    const t = this.t;
    const { rows } = await db.query<{ version: number }>(
      `insert into ${t.versions} (${t.key}, version, body, comment, author)
       values ($1::text, coalesce((select max(version) from ${t.versions} where ${t.key} = $1::text), 0) + 1,
         $2, $3, $4)
       returning version`,
      [id, body, comment, author],
    );
    const version = rows[0]!.version;
    await this.setHead(db, id, { version, archived: false }, author);
    return version;
  }

  async recordEvent(db: Db, e: Omit<StudioEvent<K>, 'id' | 'at'>): Promise<void> {
    const t = this.t;
    await db.query(
      `insert into ${t.events} (${t.key}, action, from_version, to_version, comment, actor)
       values ($1, $2, $3, $4, $5, $6)`,
      [(e as Record<K, string>)[t.as], e.action, e.fromVersion, e.toVersion, e.comment, e.actor],
    );
  }

  /** The audit, newest first; one item's when `id` is given. */
  async listEvents(
    db: Db,
    id: string | undefined,
    page: { size: number; current: number },
  ): Promise<{ records: StudioEvent<K>[]; total: number }> {
    const t = this.t;
    const where = id === undefined ? '' : `where ${t.key} = $3`;
    const params: unknown[] = [page.size, (page.current - 1) * page.size];
    if (id !== undefined) params.push(id);
    const { rows } = await db.query<StudioEvent<K> & { total: number }>(
      `select id::int as id, ${t.key} as "${t.as}", action, from_version as "fromVersion",
          to_version as "toVersion", comment, actor, ${chinaTime('at')} as at, count(*) over ()::int as total
         from ${t.events} ${where} order by at desc, id desc limit $1 offset $2`,
      params,
    );
    return { records: rows.map(({ total: _, ...r }) => r as StudioEvent<K>), total: rows[0]?.total ?? 0 };
  }

  async draftOf(db: Db, id: string, userId: number): Promise<StudioDraft | undefined> {
    const t = this.t;
    const { rows } = await db.query<StudioDraft>(
      `select body, base_version as "baseVersion", ${chinaTime('saved_at')} as "savedAt"
         from ${t.drafts} where ${t.key} = $1 and user_id = $2`,
      [id, userId],
    );
    return rows[0];
  }

  /** The items this configurator has a draft of. */
  async draftIds(db: Db, userId: number): Promise<string[]> {
    const t = this.t;
    const { rows } = await db.query<{ id: string }>(
      `select ${t.key} as id from ${t.drafts} where user_id = $1`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  async saveDraft(
    db: Db,
    id: string,
    userId: number,
    draft: { body: string; baseVersion: number },
  ): Promise<StudioDraft> {
    const t = this.t;
    const { rows } = await db.query<StudioDraft>(
      `insert into ${t.drafts} (${t.key}, user_id, body, base_version) values ($1, $2, $3, $4)
       on conflict (${t.key}, user_id) do update set body = excluded.body,
         base_version = excluded.base_version, saved_at = now()
       returning body, base_version as "baseVersion", ${chinaTime('saved_at')} as "savedAt"`,
      [id, userId, draft.body, draft.baseVersion],
    );
    return rows[0]!;
  }

  async deleteDraft(db: Db, id: string, userId: number): Promise<void> {
    const t = this.t;
    await db.query(`delete from ${t.drafts} where ${t.key} = $1 and user_id = $2`, [id, userId]);
  }
}
