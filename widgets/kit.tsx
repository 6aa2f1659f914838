import type { BlockViews, UiKit } from '../engine/blocks';
import {
  ActionsView,
  AlertView,
  ChartView,
  CrudView,
  DescriptionsView,
  DescriptorEditorView,
  DialogView,
  EditableTableView,
  ErrorPanel,
  FormView,
  NotFoundPage,
  Page,
  PanelView,
  QrcodeView,
  ResultView,
  ScreenLoading,
  Shell,
  StatisticView,
  StepsView,
  TabsView,
  TextView,
} from './blocks';
import { DealFormView } from './deal';

/** One antd view per block type: a missing one is a compile error. */
export const antdBlocks: BlockViews = {
  crud: CrudView,
  form: FormView,
  panel: PanelView,
  tabs: TabsView,
  alert: AlertView,
  descriptions: DescriptionsView,
  actions: ActionsView,
  text: TextView,
  qrcode: QrcodeView,
  dealForm: DealFormView,
  statistic: StatisticView,
  chart: ChartView,
  descriptorEditor: DescriptorEditorView,
  editableTable: EditableTableView,
  result: ResultView,
  steps: StepsView,
};

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
