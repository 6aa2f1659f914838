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
export { useSubmitting } from './useSubmitting';
export { afterPress, watchPresses } from './afterPress';
export {
  createFormStore,
  formFieldId,
  type FormData,
  type FormState,
  type FormStore,
  type FormStoreOptions,
  type ShownById,
} from './formStore';
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
