import { useMemo } from 'react';
import type { DealStore } from '../../../deal';
import type { DealFieldsApi } from './dealFormTypes';
import type { DealValidation } from './useDealValidation';

/**
 * What a deal form's fields use (the store, commit, rows, and the calls made when a submit finds
 * messages, kept in `invalid`); the same object while the store and checks stay.
 */
export function useDealFieldsApi(store: DealStore, checks: DealValidation, id: string) {
  const invalid = useMemo(() => new Set<() => void>(), []);
  const fields = useMemo<DealFieldsApi>(
    () => ({
      store,
      prefix: id,
      commit: (field) => store.form.leaveAfterPress(field, () => checks.touch(field)),
      change: (field, value) => {
        store.setValue(field, value);
        checks.change(field);
      },
      addRow: (node) => {
        store.addRow(node);
        checks.reshow(node);
      },
      removeRow: (node, key) => {
        store.removeRow(node, key);
        checks.reshow(node);
      },
      onInvalid: (fn) => {
        invalid.add(fn);
        return () => void invalid.delete(fn);
      },
    }),
    [store, checks, id, invalid],
  );
  return { fields, invalid };
}
