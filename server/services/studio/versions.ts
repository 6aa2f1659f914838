/**
 * What publishing a version means in every studio (docs/studio.md): a change based on another version than
 * the one served is refused with the served text (409), and a publish writes the next version, served at
 * once, with its audit event. The screens' and the deals' studios differ only in their tables and nouns.
 */
import type { Db } from '../../db';
import { ApiError } from '../../errors';
import type { StudioHead, StudioStore } from '../../repositories/studioTables';

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
}

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
      } as Parameters<StudioStore<K>['recordEvent']>[1]);
      return version;
    },
  };
}
