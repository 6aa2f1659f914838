import { useCallback } from 'react';
import type { ValueWriter } from '../../../actions';
import type { DealStore } from '../../../deal';
import { getPath } from '../../../expr';
import { nodeOf, type DealValidation } from './useDealValidation';

/** The `form` writer of a deal form: writes into the dealInput, refreshes the node's messages, undoes. */
export function useDealWriter(store: DealStore, checks: DealValidation): ValueWriter {
  return useCallback<ValueWriter>(
    (path, value) => {
      const old = getPath(store.snapshot(), path);
      store.setAt(path, value);
      checks.reshow(nodeOf(path));
      return () => {
        store.setAt(path, old);
        checks.reshow(nodeOf(path));
      };
    },
    [store, checks],
  );
}
