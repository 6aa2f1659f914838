/**
 * Optimistic locking of shared records (docs/server.md#record-versions): every row that several people
 * may edit carries an integer `version`, raised by one in each update. An edit sends the version it read;
 * an update whose version is no longer the row's changes nothing and is refused with 409, so two tabs or
 * two administrators never silently overwrite each other's work.
 */
import { ApiError } from './errors';

/** What the console shows when an edit was based on a version someone else has replaced. */
export const STALE_RECORD = '该记录已被他人修改，请刷新后重试';

/** The refusal of a stale edit: HTTP 409, with the version the record has now (null: it is gone). */
export const staleRecord = (current: number | null = null) =>
  new ApiError(STALE_RECORD, 409, 409, { version: current });

/** The body property of an edit: the version of the record as it was read (JSON Schema, in schemas/). */
export { versionProperty } from '../schemas/common';

/**
 * The outcome of `update … set …, version = version + 1 where <key> and version = $n returning version`:
 * the new version, or the refusal when no row matched (the version moved, or the row is gone).
 */
export function versionUpdated(rows: readonly { version: number | string }[]): number {
  const row = rows[0];
  if (!row) throw staleRecord();
  return Number(row.version);
}
