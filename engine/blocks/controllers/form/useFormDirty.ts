import { useCallback, useRef } from 'react';
import type { FormData, FormStore } from '../formStore';

/** Whether a form changed since it was loaded, reset or saved; `markClean` takes the data as saved. */
export function useFormDirty(store: FormStore, initialData: FormData) {
  const baseline = useRef(JSON.stringify(initialData));
  const markClean = useCallback(() => void (baseline.current = JSON.stringify(store.get())), [store]);
  const isDirty = useCallback(() => JSON.stringify(store.get()) !== baseline.current, [store]);
  return { markClean, isDirty };
}
