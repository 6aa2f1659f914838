import { useCallback, useMemo, useState } from 'react';
import type { FormSpec } from '../../../descriptor';
import type { ValueWriter } from '../../../actions';
import { getPath, setPath } from '../../../expr';
import { applyDerived } from './derived';
import { createFormStore, type FormData } from '../../../form';
import { useFieldFlags } from './useFieldFlags';
import type { FormContextOf } from './formOptions';

/**
 * A form's data in its form store (`engine/form`, outside React; its touched fields, messages and
 * submit guard too), its field flags, and the ways to change it: the renderer's
 * `onChange` (derived fields applied), `setData` from outside and the `form` writer of actions.
 */
export function useFormValues(spec: Partial<FormSpec>, initialData: FormData, contextOf: FormContextOf) {
  const [store] = useState(() => createFormStore({ initial: initialData }));
  const [version, setVersion] = useState(0);
  const { flags, refreshFlags } = useFieldFlags(spec.fieldStates, store, contextOf);
  const setData = useCallback(
    (next: FormData) => {
      store.set(next);
      setVersion((v) => v + 1);
      refreshFlags(next);
    },
    [store, refreshFlags],
  );
  const derived = spec.derived;
  const onChange = useCallback(
    (data: FormData) => {
      const next = applyDerived(derived, data, contextOf.current);
      // A derived field changed: the form shows the new value (a re-render); otherwise typing stays cheap.
      if (next !== data) return setData(next);
      store.set(data);
      refreshFlags(data);
    },
    [store, refreshFlags, derived, contextOf, setData],
  );
  const writer = useCallback<ValueWriter>(
    (path, value) => {
      const old = getPath(store.get(), path);
      setData(setPath(store.get(), path, value));
      return () => setData(setPath(store.get(), path, old));
    },
    [store, setData],
  );
  const writers = useMemo(() => ({ form: writer }), [writer]);
  return { store, version, flags, setData, onChange, writer, writers };
}
