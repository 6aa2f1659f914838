import type { BlockLoaders } from '../engine/blocks/registry';

/**
 * The registry of the antd block views: one loader per block type, the only list of them. The lazy
 * kit (`lazyKit.tsx`) makes each a chunk of its own; the eager kit (`kit.tsx`) loads them all.
 */
export const blockViewLoaders: BlockLoaders = {
  crud: () => import('./blocks/CrudView').then((m) => m.CrudView),
  form: () => import('./blocks/FormView').then((m) => m.FormView),
  panel: () => import('./blocks/PanelView').then((m) => m.PanelView),
  tabs: () => import('./blocks/TabsView').then((m) => m.TabsView),
  alert: () => import('./blocks/AlertView').then((m) => m.AlertView),
  descriptions: () => import('./blocks/DescriptionsView').then((m) => m.DescriptionsView),
  actions: () => import('./blocks/ActionsView').then((m) => m.ActionsView),
  text: () => import('./blocks/TextView').then((m) => m.TextView),
  qrcode: () => import('./blocks/QrcodeView').then((m) => m.QrcodeView),
  dealForm: () => import('./deal/DealFormView').then((m) => m.DealFormView),
  statistic: () => import('./blocks/StatisticView').then((m) => m.StatisticView),
  chart: () => import('./blocks/ChartView').then((m) => m.ChartView),
  descriptorEditor: () => import('./blocks/DescriptorEditorView').then((m) => m.DescriptorEditorView),
  dealEditor: () => import('./blocks/DealEditorView').then((m) => m.DealEditorView),
  editableTable: () => import('./blocks/EditableTableView').then((m) => m.EditableTableView),
  result: () => import('./blocks/ResultView').then((m) => m.ResultView),
  steps: () => import('./blocks/StepsView').then((m) => m.StepsView),
};
