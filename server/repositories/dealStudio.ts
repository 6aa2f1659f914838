/**
 * Deals as data (migration 041, docs/server.md#交易目录-deals-as-data): published versions of a deal's metadata, the head
 * each instance serves, the configurators' drafts and the audit, with the statements of the screens' studio.
 */
import { StudioSubmissions } from './studioSubmissions';
import { StudioStore, type StudioEvent, type StudioHead, type StudioServedHead } from './studioTables';

/** What every instance serves for a deal the studio has touched (version null: the baseline). */
export type DealHead = StudioHead<'dealName'>;
export type ServedDealHead = StudioServedHead<'dealName'>;
export type DealEvent = StudioEvent<'dealName'>;

/** The deal studio's tables: `dealStudio.publishVersion(db, '2207', body, comment, author)` and so on. */
export const dealStudio = new StudioStore({
  versions: 'deal_versions',
  heads: 'deal_heads',
  drafts: 'deal_drafts',
  events: 'deal_events',
  key: 'deal_name',
  as: 'dealName',
});

/** Two-person publishing: the deal submitted for review, one per deal (migration 041). */
export const dealSubmissions = new StudioSubmissions({
  table: 'deal_submissions',
  key: 'deal_name',
  menu: false,
});
