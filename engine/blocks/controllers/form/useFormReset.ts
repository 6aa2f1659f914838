import { useCallback, useState } from 'react';
import type { FormData, FormStore } from '../../../form';

/**
 * Starting a form's data over: `reset` goes back to the initial data and remounts the renderer
 * (a new `resetKey`) with the store's fields left, submit and messages forgotten; `applyLoaded` takes a
 * loaded answer over the initial data.
 */
export function useFormReset(
  store: FormStore,
  setData: (next: FormData) => void,
  initialData: FormData,
  markClean: () => void,
) {
  const [resetKey, setResetKey] = useState(0);
  const reset = useCallback(() => {
    store.clear();
    setData(initialData);
    markClean();
    setResetKey((k) => k + 1);
  }, [store, setData, initialData, markClean]);
  const applyLoaded = useCallback(
    (data: FormData) => {
      setData({ ...initialData, ...data });
      markClean();
    },
    [setData, initialData, markClean],
  );
  return { reset, resetKey, applyLoaded };
}
