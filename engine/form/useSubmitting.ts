import { useCallback, useState, useSyncExternalStore } from 'react';
import { createSubmitGuard, type SubmitGuard } from './submitGuard';

/** The submit guard of one form controller, the same for its whole life. */
export function useSubmitGuard(): SubmitGuard {
  const [guard] = useState(createSubmitGuard);
  return guard;
}

const NO_UNSUBSCRIBE = () => undefined;

/** Whether a submit of the form guarded by `guard` runs (re-renders only the caller when it changes). */
export function useSubmitting(guard: SubmitGuard | undefined): boolean {
  const subscribe = useCallback(
    (listener: () => void) => guard?.subscribe(listener) ?? NO_UNSUBSCRIBE,
    [guard],
  );
  return useSyncExternalStore(subscribe, () => guard?.running ?? false);
}
