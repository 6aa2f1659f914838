import { createContext, useContext, useEffect } from 'react';
import type { FormHandle } from './types';

/**
 * Where a running screen tells its route whether leaving now would lose typed work: the route asks
 * before a navigation that leaves the screen and before the tab closes or reloads (engine/router).
 */
export type LeaveGuardRegistry = (unsaved: () => boolean) => () => void;

export const LeaveGuardContext = createContext<LeaveGuardRegistry | null>(null);

/** Publishes whether any registered form of the screen (a dialog's too) has unsaved work. */
export function useUnsavedForms(forms: { current: Map<string, FormHandle> }): void {
  const guard = useContext(LeaveGuardContext);
  useEffect(
    () => guard?.(() => [...forms.current.values()].some((f) => f.unsaved?.() ?? false)),
    [guard, forms],
  );
}
