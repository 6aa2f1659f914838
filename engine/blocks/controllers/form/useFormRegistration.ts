import { useEffect } from 'react';
import type { FormHandle, ScreenRuntime } from '../../../screen';

interface Registration extends Required<
  Pick<FormHandle, 'submit' | 'reset' | 'isDirty' | 'unsaved' | 'setValue'>
> {
  registerForm: ScreenRuntime['registerForm'];
  id: string;
  register: boolean;
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
}: Registration) {
  useEffect(
    () => (register ? registerForm(id, { submit, reset, isDirty, unsaved, setValue }) : undefined),
    [register, registerForm, id, submit, reset, isDirty, unsaved, setValue],
  );
}
