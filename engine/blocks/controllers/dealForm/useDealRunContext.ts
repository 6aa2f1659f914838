import { useCallback } from 'react';
import type { ValueWriter } from '../../../actions';
import type { DealStore } from '../../../deal';
import type { Scope } from '../shared/ScopeContext';
import type { DealLatest } from './dealLatest';

/** The context of onReady / onSubmit: the enclosing scope, `deal`, `form` and the form writer. */
export function useDealRunContext(latest: DealLatest, store: DealStore, writer: ValueWriter) {
  return useCallback((): Scope => {
    const { outer: o, meta: m } = latest.current;
    return { ...o, deal: m ?? undefined, form: store.snapshot(), writers: { ...o.writers, form: writer } };
  }, [latest, store, writer]);
}
