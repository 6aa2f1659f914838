/**
 * What every way of publishing a screen shares (docs/studio.md): the checks before anything is written, the
 * refusals in Chinese with their paths, and the new version with its audit event.
 */
import type { App } from '../../schemaTypes';
import { ApiError } from '../../errors';
import { screenStudio, versionBody, type ScreenHead } from '../../repositories/screenStudio';
import { stored, studioVersions, type PublishEvent, type StudioVersions } from '../studio/versions';
import type { Db } from '../../db';
import { parseDescriptor, publishProblems, type Problem } from './checks';
import type { ScreenStore } from './store';

export { stored, type PublishEvent };

/** The descriptor text of a file, as the studio shows and diffs it. */
export const fileText = (doc: Record<string, unknown>) => `${JSON.stringify(doc, null, 2)}\n`;

/** The text served now for a screen (its published body, else its file), or null. */
export async function servedText(
  db: Db,
  store: ScreenStore,
  id: string,
  head: ScreenHead | undefined,
): Promise<string | null> {
  if (head?.version) return (await versionBody(db, id, head.version)) ?? null;
  const file = store.fileDoc(id);
  return file ? fileText(file) : null;
}

/** The refusal of a publish: each problem with its path, in Chinese (HTTP 400, nothing written). */
export const refusedWith = (problems: Problem[]) =>
  new ApiError(`发布被拒绝：界面描述有 ${problems.length} 处问题，请按路径逐一修正`, 400, 400, { problems });

export interface Publishing {
  /** The routes (and aliases) of every served screen but `id`, with the screen answering each. */
  otherRoutes(id: string): Promise<Map<string, string>>;
  /** Refuses a change based on another version than the one served now (409, with the served text). */
  expectBase(db: Db, id: string, head: ScreenHead | undefined, baseVersion: number): Promise<void>;
  /**
   * The descriptor of `text`, or a refusal with every problem that stops its publishing (checked before
   * any lock is taken).
   */
  publishable(id: string, text: string): Promise<Record<string, unknown>>;
  /** Writes `text` as the next version of `id`, served at once, and its event; the new version. */
  publish(db: Db, id: string, text: string, e: PublishEvent): Promise<number>;
  /** 下线 or 恢复出厂, with its event. */
  changeHead: StudioVersions<'screenId'>['changeHead'];
  /** 提交审核 or 退回 in the audit. */
  recordReview: StudioVersions<'screenId'>['recordReview'];
}

export function publishing(app: App, store: ScreenStore): Publishing {
  const versions = studioVersions(screenStudio, 'screenId', '界面', (db, id, head) =>
    servedText(db, store, id, head),
  );
  async function otherRoutes(id: string): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const s of (await store.current()).index.screens)
      if (s.id !== id) for (const r of [s.route, ...(s.aliases ?? [])]) out.set(r, s.id);
    return out;
  }
  return {
    otherRoutes,
    expectBase: versions.expectBase,
    async publishable(id, text) {
      const parsed = parseDescriptor(id, text);
      if (!parsed.doc) throw refusedWith(parsed.problems);
      const problems = await publishProblems(app, parsed.doc, await otherRoutes(id));
      if (problems.length) throw refusedWith(problems);
      return parsed.doc;
    },
    publish: versions.publish,
    changeHead: versions.changeHead,
    recordReview: versions.recordReview,
  };
}
