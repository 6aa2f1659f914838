/**
 * Two-person publishing (migration 032, docs/studio.md): the draft submitted for review of a screen, which
 * another administrator publishes or sends back (the statements of studioSubmissions.ts).
 */
import type { Db } from '../db';
import type { MenuPlacement } from './screenStudio';
import { StudioSubmissions, type StudioSubmission } from './studioSubmissions';

export type ScreenSubmission = StudioSubmission<MenuPlacement>;

export const screenSubmissions = new StudioSubmissions<MenuPlacement>({
  table: 'screen_submissions',
  key: 'screen_id',
  menu: true,
});

export const submissionOf = (db: Db, screenId: string, lock = false) =>
  screenSubmissions.submissionOf(db, screenId, lock);
/** The screens waiting for review. */
export const submittedIds = (db: Db) => screenSubmissions.submittedIds(db);
/** Submits `screenId` for review, replacing an earlier submission of it. */
export const submit = (db: Db, screenId: string, s: Omit<ScreenSubmission, 'submittedAt'>) =>
  screenSubmissions.submit(db, screenId, s);
export const withdrawSubmission = (db: Db, screenId: string) =>
  screenSubmissions.withdrawSubmission(db, screenId);
