export { createFormCore, firstInvalid, type FormCore, type ShownMessages } from './formCore';
export {
  fieldMessages,
  firstMessages,
  messageOf,
  messagePath,
  withoutFields,
  type FieldError,
  type FieldMessages,
  type MessageSource,
} from './fieldMessages';
export { validationMessages } from './fieldMessages';
export { createSubmitGuard, type SubmitGuard } from './submitGuard';
export { useFormCore } from './useFormCore';
export { useSubmitGuard, useSubmitting } from './useSubmitting';
export {
  inputKind,
  normaliseData,
  normaliseField,
  normaliseNumberText,
  normaliseValue,
  toHalfWidth,
  PLAIN_NUMBER,
  type InputKind,
} from './normalise';
