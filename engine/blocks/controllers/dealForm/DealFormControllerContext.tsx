import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { DealData, DealStore } from '../../../deal';
import type { DealFieldsApi, DealFormController } from './dealFormTypes';

export const DealFormControllerContext = createContext<DealFormController | null>(null);
export const DealFieldsContext = createContext<DealFieldsApi | null>(null);

/** The dealForm around the calling view; throws outside one. */
export function useDealFormContext(): DealFormController {
  const c = useContext(DealFormControllerContext);
  if (!c) throw new Error('useDealFormContext 必须在 DealFormControllerContext.Provider 内使用');
  return c;
}

/** The store and commands of the deal form's fields (stable: fields re-render only from the store). */
export function useDealFields(): DealFieldsApi {
  const c = useContext(DealFieldsContext);
  if (!c) throw new Error('useDealFields 必须在 DealFieldsContext.Provider 内使用');
  return c;
}

/** A stable subscription to one id of the store. */
function useSubscription(store: DealStore, id: string) {
  return useCallback((fn: () => void) => store.subscribe(id, fn), [store, id]);
}

/** The value of one field; the caller re-renders when that value changes, and only then. */
export function useDealValue(store: DealStore, id: string): unknown {
  return useSyncExternalStore(useSubscription(store, id), () => store.value(id));
}

/** The message shown under one field (or a list), re-rendering when it changes. */
export function useDealError(store: DealStore, id: string): string | undefined {
  return useSyncExternalStore(useSubscription(store, id), () => store.error(id));
}

/** The row keys of a list; the caller re-renders when rows are added or removed. */
export function useDealRows(store: DealStore, node: string): readonly string[] {
  return useSyncExternalStore(useSubscription(store, node), () => store.rowKeys(node));
}

/** The whole dealInput; the caller re-renders on every change (buttons whose predicates read `form`). */
export function useDealInput(store: DealStore): DealData {
  return useSyncExternalStore(store.subscribeAll, store.snapshot);
}
