import { loadBlockViews, type BlockViews, type UiKit } from '../engine/blocks';
import { DialogView } from './blocks/DialogView';
import { ErrorPanel } from './blocks/ErrorPanel';
import { NotFoundPage } from './blocks/NotFoundPage';
import { Page } from './blocks/Page';
import { ScreenLoading } from './blocks/ScreenLoading';
import { Shell } from './blocks/Shell';
import { blockViewLoaders } from './blockViews';

/**
 * One antd view per block type, from the registry of `blockViews.ts`, every one loaded before this
 * module finishes evaluating (top-level await): tests and stories render at once, never suspending.
 */
export const antdBlocks: BlockViews = await loadBlockViews(blockViewLoaders);

/** The antd UI kit the renderer draws with. */
export const antdKit: UiKit = {
  blocks: antdBlocks,
  Dialog: DialogView,
  Page,
  Shell,
  NotFound: NotFoundPage,
  ErrorPanel,
  Loading: ScreenLoading,
};
