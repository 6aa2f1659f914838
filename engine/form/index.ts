export { createFormCore, firstInvalid, type FormCore } from './formCore';
export { useFormCore } from './useFormCore';
