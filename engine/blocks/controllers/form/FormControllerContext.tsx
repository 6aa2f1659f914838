import { createContext, useContext, useSyncExternalStore } from 'react';
import type { FormData } from '../../../form';
import type { FormController } from './formTypes';

export const FormControllerContext = createContext<FormController | null>(null);

/** The form around the calling view; throws outside one. */
export function useFormContext(): FormController {
  const c = useContext(FormControllerContext);
  if (!c) throw new Error('useFormContext 必须在 FormControllerContext.Provider 内使用');
  return c;
}

/** The form's latest data; the caller re-renders on every change (buttons with predicates over `form`). */
export function useFormData(form: FormController): FormData {
  return useSyncExternalStore(form.store.subscribe, form.store.get);
}
