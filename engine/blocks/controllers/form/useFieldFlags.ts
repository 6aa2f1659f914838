import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { FieldState } from '../../../descriptor';
import type { ActionContext } from '../../../actions';
import { evaluateFieldStates, sameFlags, type FieldFlags } from './fieldStates';
import type { FormData, FormStore } from '../../../form';

/**
 * The field states of a form, evaluated over `{...context, form}`. They are re-evaluated on each
 * change, but a React update happens only when a flag flips (typing does not re-render the form).
 */
export function useFieldFlags(
  states: Record<string, FieldState> | undefined,
  store: FormStore,
  contextOf: RefObject<(data: FormData) => ActionContext>,
): { flags: FieldFlags; refreshFlags(data: FormData): void } {
  const flagsOf = useCallback(
    (data: FormData) => evaluateFieldStates(states, contextOf.current(data)),
    [states, contextOf],
  );
  const [flags, setFlags] = useState(() => flagsOf(store.get()));
  const refreshFlags = useCallback(
    (data: FormData) => {
      const next = flagsOf(data);
      setFlags((prev) => (sameFlags(prev, next) ? prev : next));
    },
    [flagsOf],
  );
  // The context (user, screen state) may change them too.
  useEffect(() => refreshFlags(store.get()));
  return { flags, refreshFlags };
}
