export { ScopeProvider, useScope } from './ScopeContext';
export type { Scope } from './ScopeContext';
export type { FormBinding, FormController } from './formTypes';
export { useFormController } from './useFormController';
export type { FormControllerOptions } from './useFormController';
export { FormControllerContext, useFormContext, useFormData } from './FormControllerContext';
export { useCrudController } from './useCrudController';
export type { CrudController, Page } from './crudTypes';
export { CrudControllerContext, useCrudContext } from './CrudControllerContext';
export { useDialogController } from './useDialogController';
export type { DialogController } from './useDialogController';
export { useButton } from './useButton';
export type { ButtonState } from './useButton';
export { formatValue } from './format';
export { shellMenu, openKeysFor } from './menuItems';
export type { ShellMenuEntry } from './menuItems';
export { shellScreen } from './shellScreen';
export type { Row } from './rows';
export { omitExtra } from './omitExtra';
export { useBlockContext } from './useBlockContext';
export { useTabsController } from './useTabsController';
export type { TabsController, TabItem } from './useTabsController';
export { useOptionSources, withOptions, treeOf, withTrees, type TreeOption } from './useOptionSources';
export { applyDerived } from './derived';
export { useDealFormController } from './useDealFormController';
export type { DealFieldsApi, DealFormController } from './dealFormTypes';
export {
  DealFieldsContext,
  DealFormControllerContext,
  useDealError,
  useDealFields,
  useDealFormContext,
  useDealInput,
  useDealRows,
  useDealValue,
} from './DealFormControllerContext';
export { useDealMeta } from './useDealMeta';
export { useBlockData } from './useBlockData';
export type { BlockData } from './useBlockData';
export { figureOf, formatFigure, trendOf } from './figures';
export { useStatisticController } from './useStatisticController';
export type { StatisticController, StatisticFigure } from './useStatisticController';
export { useChartController } from './useChartController';
export type { ChartModel, ChartSeriesData } from './useChartController';
export { useEditableTableController } from './useEditableTableController';
export type { EditableTableController } from './useEditableTableController';
export { amountOf, blankRow, editableTexts, emptyCells, isEmptyCell, saveProblem } from './editableRows';
export { stepsOf, STEP_LABELS } from './steps';
export type { StepItem, StepStatus } from './steps';
export { checkFiles, DEFAULT_FILE_LIMITS } from './fileLimits';
export type { FileLimits, UploadedEntry } from './fileLimits';
