import { lazyView } from '../engine/blocks/lazyView';
import type { BlockViews, UiKit } from '../engine/blocks/registry';
import type { ReactNode } from 'react';
import type { ScreenDescriptor } from '../engine/descriptor';
import { BlankPage } from './blocks/BlankPage';
import { ScreenLoading } from './blocks/ScreenLoading';

/**
 * The antd kit of the console, each view in its own chunk: a screen loads the code of the blocks it
 * uses and nothing else (the login page never loads the table, the shell or the deal form). Tests
 * and stories render with the eager `antdKit` (same views).
 */
export const lazyAntdBlocks: BlockViews = {
  crud: lazyView(() => import('./blocks/CrudView').then((m) => m.CrudView)),
  form: lazyView(() => import('./blocks/FormView').then((m) => m.FormView)),
  panel: lazyView(() => import('./blocks/PanelView').then((m) => m.PanelView)),
  tabs: lazyView(() => import('./blocks/TabsView').then((m) => m.TabsView)),
  alert: lazyView(() => import('./blocks/AlertView').then((m) => m.AlertView)),
  descriptions: lazyView(() => import('./blocks/DescriptionsView').then((m) => m.DescriptionsView)),
  actions: lazyView(() => import('./blocks/ActionsView').then((m) => m.ActionsView)),
  text: lazyView(() => import('./blocks/TextView').then((m) => m.TextView)),
  qrcode: lazyView(() => import('./blocks/QrcodeView').then((m) => m.QrcodeView)),
  dealForm: lazyView(() => import('./deal/DealFormView').then((m) => m.DealFormView)),
  statistic: lazyView(() => import('./blocks/StatisticView').then((m) => m.StatisticView)),
  chart: lazyView(() => import('./blocks/ChartView').then((m) => m.ChartView)),
  descriptorEditor: lazyView(() =>
    import('./blocks/DescriptorEditorView').then((m) => m.DescriptorEditorView),
  ),
  editableTable: lazyView(() => import('./blocks/EditableTableView').then((m) => m.EditableTableView)),
  result: lazyView(() => import('./blocks/ResultView').then((m) => m.ResultView)),
  steps: lazyView(() => import('./blocks/StepsView').then((m) => m.StepsView)),
};

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
  // antd's Result: loaded only when a page is missing or failed.
  NotFound: lazyView(() => import('./blocks/NotFoundPage').then((m) => m.NotFoundPage)),
  ErrorPanel: lazyView(() => import('./blocks/ErrorPanel').then((m) => m.ErrorPanel)),
  Loading: ScreenLoading,
};
