import { useLayoutEffect } from 'react';
import type { ValueWriter } from '../../../actions';
import type { ScreenRuntime } from '../../../screen';
import { watchPresses } from '../../../form';

/**
 * Registers a deal form under its id before onReady runs (both layout effects), so onReady may
 * submit, reset or fill the form; `setValue` lets another block write into it (`setValue` with
 * `form: <id>`; empty path: the whole input). Also watches presses for the fields' commits.
 */
export function useDealRegistration(
  registerForm: ScreenRuntime['registerForm'],
  id: string,
  submit: () => Promise<boolean>,
  reset: () => void,
  writer: ValueWriter,
) {
  useLayoutEffect(watchPresses, []);
  useLayoutEffect(
    () => registerForm(id, { submit, reset, setValue: writer }),
    [registerForm, id, submit, reset, writer],
  );
}
