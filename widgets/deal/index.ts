export { DealFormView } from './DealFormView';
export { DealInputs } from './DealInputs';
export { DealTable } from './DealTable';
export { DealField } from './DealField';
export { DealCell } from './DealCell';
export { DealInput } from './DealInput';
export type { DealInputProps } from './DealInput';
export { DealOutputView, OutputDescriptions, OutputTable } from './DealOutputView';
export { DealButtons } from './DealButtons';
