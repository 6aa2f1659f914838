export { ScopeProvider, useScope } from './shared/ScopeContext';
export type { Scope } from './shared/ScopeContext';
export type { FormBinding, FormController } from './form/formTypes';
export { useFormController } from './form/useFormController';
export type { FormControllerOptions } from './form/useFormController';
export { FormControllerContext, useFormContext, useFormData } from './form/FormControllerContext';
export { useCrudController } from './crud/useCrudController';
export type { CrudController, Page } from './crud/crudTypes';
export { CrudControllerContext, useCrudContext } from './crud/CrudControllerContext';
export { useDialogController } from './dialog/useDialogController';
export type { DialogController } from './dialog/useDialogController';
export { useButton } from './button/useButton';
export type { ButtonState } from './button/useButton';
export { formatValue } from './shared/format';
export { shellMenu, openKeysFor } from './shell/menuItems';
export type { ShellMenuEntry } from './shell/menuItems';
export { shellScreen } from './shell/shellScreen';
export type { Row } from './shared/rows';
export { omitExtra } from './form/omitExtra';
export { useBlockContext } from './shared/useBlockContext';
export { useTabsController } from './tabs/useTabsController';
export type { TabsController, TabItem } from './tabs/useTabsController';
export { useOptionSources, withOptions, treeOf, withTrees, type TreeOption } from './form/useOptionSources';
export { applyDerived } from './form/derived';
export { useDealFormController } from './dealForm/useDealFormController';
export type { DealFieldsApi, DealFormController } from './dealForm/dealFormTypes';
export {
  DealFieldsContext,
  DealFormControllerContext,
  useDealError,
  useDealFields,
  useDealFormContext,
  useDealInput,
  useDealRows,
  useDealValue,
} from './dealForm/DealFormControllerContext';
export { useDealMeta } from './dealForm/useDealMeta';
export { useSampleAnswer, SAMPLE_INVALID, type SampleAnswer } from './dealForm/useSampleAnswer';
export { useBlockData } from './shared/useBlockData';
export type { BlockData } from './shared/useBlockData';
export { figureOf, formatFigure, trendOf } from './shared/figures';
export { useStatisticController } from './statistic/useStatisticController';
export type { StatisticController, StatisticFigure } from './statistic/useStatisticController';
export { useChartController } from './chart/useChartController';
export type { ChartModel, ChartSeriesData } from './chart/useChartController';
export { useEditableTableController } from './editableTable/useEditableTableController';
export type { EditableTableController } from './editableTable/useEditableTableController';
export {
  amountOf,
  blankRow,
  editableTexts,
  emptyCells,
  isEmptyCell,
  saveProblem,
} from './editableTable/editableRows';
export { stepsOf, STEP_LABELS } from './steps/steps';
export type { StepItem, StepStatus } from './steps/steps';
export { checkFiles, DEFAULT_FILE_LIMITS } from './form/fileLimits';
export type { FileLimits, UploadedEntry } from './form/fileLimits';
