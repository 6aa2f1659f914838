import { lazyView } from '../engine/blocks/lazyView';
import { lazyBlockViews, type BlockViews, type UiKit } from '../engine/blocks/registry';
import type { ReactNode } from 'react';
import type { ScreenDescriptor } from '../engine/descriptor';
import { BlankPage } from './blocks/BlankPage';
import { blockViewLoaders } from './blockViews';
import { ErrorPanel } from './blocks/ErrorPanel';
import { ScreenLoading } from './blocks/ScreenLoading';

/**
 * The antd kit of the console, each view in its own chunk: a screen loads the code of the blocks it
 * uses and nothing else (the login page never loads the table, the shell or the deal form). Tests
 * and stories render with the eager `antdKit` (same views, from the same registry).
 */
export const lazyAntdBlocks: BlockViews = lazyBlockViews(blockViewLoaders);

type PageProps = { descriptor: ScreenDescriptor; children: ReactNode };
const ShellPage = lazyView<PageProps>(() => import('./blocks/Page').then((m) => m.Page));

/** A blank page (login) frames at once; a shell page's breadcrumb comes with the shell's chunks. */
function Page(props: PageProps) {
  return props.descriptor.layout === 'blank' ? <BlankPage {...props} /> : <ShellPage {...props} />;
}

export const lazyAntdKit: UiKit = {
  blocks: lazyAntdBlocks,
  Dialog: lazyView(() => import('./blocks/DialogView').then((m) => m.DialogView)),
  Page,
  Shell: lazyView(() => import('./blocks/Shell').then((m) => m.Shell)),
  // antd's Result: loaded only when a page is missing.
  NotFound: lazyView(() => import('./blocks/NotFoundPage').then((m) => m.NotFoundPage)),
  // In the main bundle: it must show when the link has dropped and no chunk can be loaded.
  ErrorPanel,
  Loading: ScreenLoading,
};
