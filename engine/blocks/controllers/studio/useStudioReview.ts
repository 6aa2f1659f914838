import { useCallback } from 'react';
import { useApp } from '../../../app';
import type { MenuPlacement, StudioScreen } from './studioTypes';

type Envelope = { code: number; message: string; data: { version: number } | null };

/** What the review steps need of the studio's document. */
export interface ReviewedDocument {
  path: string;
  screenId: string;
  screen?: StudioScreen;
  read(id: string): Promise<StudioScreen>;
  setBaseVersion(version: number): void;
  baseVersion: number;
}

/**
 * Two-person publishing (docs/studio.md): 提交审核 of the edited text, and, for another administrator,
 * 发布 of the submission exactly as submitted (its text then fills the editor) or 退回. Each refusal goes
 * through `attempt`, as 发布's do.
 */
export function useStudioReview(
  doc: ReviewedDocument,
  attempt: <T>(work: () => Promise<T>) => Promise<T | undefined>,
  load: (text: string) => void,
) {
  const { api, ui } = useApp();
  const at = `${doc.path}/${encodeURIComponent(doc.screenId)}`;
  const { read, screenId, setBaseVersion, baseVersion } = doc;
  const submission = doc.screen?.submission ?? undefined;
  const post = useCallback(
    (url: string, body: object) =>
      attempt(() => api.request<Envelope>('POST', url, { body, silent: true, envelope: true })),
    [api, attempt],
  );
  const after = useCallback(
    async (answer: Envelope | undefined) => {
      if (!answer) return false;
      const s = await read(screenId).catch(() => undefined);
      if (answer.data?.version && s?.published) {
        setBaseVersion(answer.data.version);
        load(s.published);
      }
      ui.toast('success', answer.message);
      return true;
    },
    [read, screenId, setBaseVersion, load, ui],
  );
  const submit = async (
    text: string,
    comment: string,
    menu?: MenuPlacement,
    extras?: Record<string, string[]>,
  ) =>
    after(
      await post(`${at}/submit`, { body: text, baseVersion, comment, ...(menu ? { menu } : {}), ...extras }),
    );
  const approve = async () =>
    submission
      ? after(await post(`${at}/publish`, { body: submission.body, baseVersion: submission.baseVersion }))
      : false;
  const reject = async (comment: string) => after(await post(`${at}/reject`, { comment }));
  return { twoPerson: doc.screen?.twoPerson ?? false, submission, submit, approve, reject };
}
