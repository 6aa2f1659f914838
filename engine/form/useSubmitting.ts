import { useCallback, useSyncExternalStore } from 'react';
import type { SubmitGuard } from './submitGuard';

const NO_UNSUBSCRIBE = () => undefined;

/** Whether a submit of the form guarded by `guard` runs (re-renders only the caller when it changes). */
export function useSubmitting(guard: SubmitGuard | undefined): boolean {
  const subscribe = useCallback(
    (listener: () => void) => guard?.subscribe(listener) ?? NO_UNSUBSCRIBE,
    [guard],
  );
  return useSyncExternalStore(subscribe, () => guard?.running ?? false);
}
