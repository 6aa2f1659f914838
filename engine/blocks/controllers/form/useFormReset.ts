import { useCallback, useState } from 'react';
import type { FormData } from '../formStore';

/**
 * Starting a form's data over: `reset` goes back to the initial data and remounts the renderer
 * (a new `resetKey`, dropping its messages); `applyLoaded` takes a loaded answer over the initial data.
 */
export function useFormReset(
  setData: (next: FormData) => void,
  initialData: FormData,
  markClean: () => void,
) {
  const [resetKey, setResetKey] = useState(0);
  const reset = useCallback(() => {
    setData(initialData);
    markClean();
    setResetKey((k) => k + 1);
  }, [setData, initialData, markClean]);
  const applyLoaded = useCallback(
    (data: FormData) => {
      setData({ ...initialData, ...data });
      markClean();
    },
    [setData, initialData, markClean],
  );
  return { reset, resetKey, applyLoaded };
}
