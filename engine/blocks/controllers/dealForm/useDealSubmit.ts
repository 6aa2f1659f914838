import { useCallback } from 'react';
import type { DealStore } from '../../../deal';
import type { Scope } from '../shared/ScopeContext';
import type { DealValidation } from './useDealValidation';
import type { DealLatest } from './dealLatest';

/**
 * A deal form's validate (every node; a failure calls the `invalid` listeners), submit (runs
 * `onSubmit` when valid, one at a time through the form's guard: docs/descriptor.md, how every form
 * behaves) and reset (back to the inputs a new form starts with, its defaults, without messages).
 */
export function useDealSubmit(
  store: DealStore,
  checks: DealValidation,
  invalid: Set<() => void>,
  latest: DealLatest,
  runContext: () => Scope,
) {
  const validate = useCallback(() => {
    const valid = checks.validate();
    if (!valid) invalid.forEach((fn) => fn());
    return valid;
  }, [checks, invalid]);
  const submission = store.form.guard;
  const submit = useCallback(
    () =>
      submission.run(async () => {
        if (!validate()) return false;
        const { runtime: rt, block: b } = latest.current;
        return b.onSubmit ? rt.run(b.onSubmit, runContext()) : true;
      }),
    [submission, validate, latest, runContext],
  );
  const reset = useCallback(() => {
    store.load(store.start());
    checks.clear();
  }, [store, checks]);
  return { validate, submit, reset, submission };
}
