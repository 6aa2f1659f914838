import { useEffect } from 'react';
import type { FormHandle, ScreenRuntime } from '../../../screen';
import type { FormStore } from '../../../form';

interface Registration extends Required<
  Pick<FormHandle, 'submit' | 'reset' | 'isDirty' | 'unsaved' | 'setValue'>
> {
  registerForm: ScreenRuntime['registerForm'];
  id: string;
  register: boolean;
  /** Its data, read and watched by the screen (a `draft`). */
  store: FormStore;
}

/**
 * Registers a form with its screen under its id (unless `register` is false), for `submit` actions and
 * the question before leaving the screen with unsaved work.
 */
export function useFormRegistration({
  registerForm,
  id,
  register,
  submit,
  reset,
  isDirty,
  unsaved,
  setValue,
  store,
}: Registration) {
  useEffect(
    () =>
      register
        ? registerForm(id, {
            submit,
            reset,
            isDirty,
            unsaved,
            setValue,
            values: store.get,
            subscribe: store.subscribe,
          })
        : undefined,
    [register, registerForm, id, submit, reset, isDirty, unsaved, setValue, store],
  );
}
