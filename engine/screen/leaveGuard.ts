import { createContext, useContext, useEffect } from 'react';
import type { FormHandle } from './types';

/**
 * Where a running screen tells its route whether leaving now would lose typed work: the route asks
 * before a navigation that leaves the screen and before the tab closes or reloads (engine/router).
 */
export type LeaveGuardRegistry = (unsaved: () => boolean) => () => void;

export const LeaveGuardContext = createContext<LeaveGuardRegistry | null>(null);

/**
 * Publishes whether any registered form of the screen (a dialog's too) has unsaved work. The forms its
 * `draft` keeps (`kept`) lose nothing on leaving: they are saved as the screen closes and restored.
 */
export function useUnsavedForms(
  forms: { current: Map<string, FormHandle> },
  kept: readonly string[] = [],
): void {
  const guard = useContext(LeaveGuardContext);
  const keptKey = kept.join('\n');
  useEffect(() => {
    const keptIds = new Set(keptKey ? keptKey.split('\n') : []);
    return guard?.(() => [...forms.current].some(([id, f]) => !keptIds.has(id) && (f.unsaved?.() ?? false)));
  }, [guard, forms, keptKey]);
}
