import { useCallback, useRef } from 'react';
import type { ScreenDescriptor } from '../../descriptor';
import type { FormHandle } from '../types';
import { declaresBlock } from './declaresBlock';

/**
 * The forms registered with a screen, for `submit`, `resetForm` and `setValue` actions. Writes to a
 * form of the descriptor that has not mounted yet (its view still loading, e.g. an `onLoad` answer
 * arriving before a lazily loaded form) wait and are applied when the form registers.
 */
export function useFormRegistry(descriptor: ScreenDescriptor) {
  const forms = useRef(new Map<string, FormHandle>());
  const pendingWrites = useRef(new Map<string, { path: string; value: unknown }[]>());
  const changeListeners = useRef(new Set<(id: string) => void>());
  const registerForm = useCallback((id: string, handle: FormHandle) => {
    forms.current.set(id, handle);
    const pending = pendingWrites.current.get(id) ?? [];
    pendingWrites.current.delete(id);
    for (const { path, value } of pending) handle.setValue?.(path, value);
    const changed = () => changeListeners.current.forEach((fn) => fn(id));
    const unsubscribe = handle.subscribe?.(changed);
    changed();
    return () => {
      unsubscribe?.();
      forms.current.delete(id);
    };
  }, []);
  /** Calls `listener` with a form's id when it registers or its data changes; returns the unsubscribe. */
  const onFormChange = useCallback((listener: (id: string) => void) => {
    changeListeners.current.add(listener);
    return () => void changeListeners.current.delete(listener);
  }, []);
  /** Writes a value into a form, or queues it; returns a function undoing the write. */
  const writeForm = useCallback(
    (formId: string, path: string, value: unknown): (() => void) => {
      const write = forms.current.get(formId)?.setValue;
      if (write) return write(path, value);
      if (!declaresBlock(descriptor, formId)) throw new Error(`setValue: 未找到可写的表单 "${formId}"`);
      const queue = pendingWrites.current.get(formId) ?? [];
      const entry = { path, value };
      pendingWrites.current.set(formId, [...queue, entry]);
      return () => {
        const left = (pendingWrites.current.get(formId) ?? []).filter((e) => e !== entry);
        pendingWrites.current.set(formId, left);
      };
    },
    [descriptor],
  );
  /** The form with this id; without id, the last registered. */
  const findForm = useCallback(
    (formId?: string) => (formId ? forms.current.get(formId) : [...forms.current.values()].at(-1)),
    [],
  );
  return { forms, registerForm, writeForm, findForm, onFormChange };
}

export type FormRegistry = ReturnType<typeof useFormRegistry>;
