/**
 * What publishing a version means in every studio (docs/studio.md): a change based on another version than
 * the one served is refused with the served text (409), and a publish writes the next version, served at
 * once, with its audit event. The screens' and the deals' studios differ only in their tables and nouns.
 */
import type { Db } from '../../db';
import { ApiError } from '../../errors';
import type { StudioAction, StudioHead, StudioStore } from '../../repositories/studioTables';

/** A body as stored: the configurator's text with one final newline. */
export const stored = (text: string) => `${text.replace(/\s+$/, '')}\n`;

export interface PublishEvent {
  action: 'publish' | 'rollback';
  comment: string;
  actor: string;
  /** The version served before (0: the baseline). */
  from: number;
}

export interface StudioVersions<K extends string> {
  /** Refuses a change based on another version than the one served now (409, with the served text). */
  expectBase(db: Db, id: string, head: StudioHead<K> | undefined, baseVersion: number): Promise<void>;
  /** Writes `text` as the next version of `id`, served at once, and its event; the new version. */
  publish(db: Db, id: string, text: string, e: PublishEvent): Promise<number>;
  /**
   * 下线 (archived: nothing served) or 恢复出厂 (the baseline served again) from `head`, with its event; no
   * version is written.
   */
  changeHead(
    db: Db,
    id: string,
    head: StudioHead<K> | undefined,
    e: { action: 'archive' | 'restore'; comment: string; actor: string },
  ): Promise<void>;
  /** The audit event of a submission for review or of its sending back (two-person publishing). */
  recordReview(
    db: Db,
    id: string,
    head: StudioHead<K> | undefined,
    e: { action: 'submit' | 'reject'; comment: string; actor: string },
  ): Promise<void>;
}

/** How the studios name their states and their audit's actions. */
export const STUDIO_STATE_TEXT = {
  file: '出厂',
  published: '已发布',
  archived: '已下线',
  draft: '草稿（未发布）',
} as const;
export const STUDIO_ACTION_TEXT: Record<StudioAction, string> = {
  publish: '发布',
  rollback: '回滚',
  archive: '下线',
  restore: '恢复出厂',
  submit: '提交审核',
  reject: '退回',
};

/**
 * The versions of one studio: `noun` names what it keeps (界面, 交易) in the refusal, `servedText` answers
 * the text served now.
 */
export function studioVersions<K extends string>(
  store: StudioStore<K>,
  key: K,
  noun: string,
  servedText: (db: Db, id: string, head: StudioHead<K> | undefined) => Promise<string | null>,
): StudioVersions<K> {
  type Event = Parameters<StudioStore<K>['recordEvent']>[1];
  return {
    async expectBase(db, id, head, baseVersion) {
      if ((head?.version ?? 0) === baseVersion) return;
      throw new ApiError(`该${noun}已被他人修改，请对比最新版本后再保存`, 409, 409, {
        version: head?.version ?? 0,
        body: await servedText(db, id, head),
        changedBy: head?.changedBy ?? null,
        changedAt: head?.changedAt ?? null,
      });
    },
    async publish(db, id, text, e) {
      const version = await store.publishVersion(db, id, stored(text), e.comment, e.actor);
      await store.recordEvent(db, {
        [key]: id,
        action: e.action,
        fromVersion: e.from,
        toVersion: version,
        comment: e.comment,
        actor: e.actor,
      } as Event);
      return version;
    },
    async recordReview(db, id, head, e) {
      await store.recordEvent(db, {
        [key]: id,
        action: e.action,
        fromVersion: head?.version ?? 0,
        toVersion: null,
        comment: e.comment,
        actor: e.actor,
      } as Event);
    },
    async changeHead(db, id, head, e) {
      const archive = e.action === 'archive';
      const next = archive
        ? { version: head?.version ?? null, archived: true }
        : { version: null, archived: false };
      await store.setHead(db, id, next, e.actor);
      await store.recordEvent(db, {
        [key]: id,
        action: e.action,
        fromVersion: head?.version ?? 0,
        toVersion: archive ? null : 0,
        comment: e.comment,
        actor: e.actor,
      } as Event);
    },
  };
}
