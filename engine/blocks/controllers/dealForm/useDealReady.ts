import { useLayoutEffect, useRef } from 'react';
import type { ConvertedDeal, DealStore } from '../../../deal';
import type { Scope } from '../shared/ScopeContext';
import type { DealValidation } from './useDealValidation';
import type { DealLatest } from './dealLatest';

/**
 * Runs a deal form's onReady once per loaded deal (a new store), with `deal` and the form writer
 * (querymaxver → ver); before the first paint, so values it writes at once are painted with the form.
 */
export function useDealReady(
  deal: ConvertedDeal | null,
  store: DealStore,
  checks: DealValidation,
  latest: DealLatest,
  runContext: () => Scope,
) {
  const readyFor = useRef<unknown>(null);
  useLayoutEffect(() => {
    if (!deal || readyFor.current === store) return;
    readyFor.current = store;
    checks.clear();
    const { runtime: rt, block: b } = latest.current;
    if (b.onReady) void rt.run(b.onReady, runContext());
  }, [deal, store, checks, latest, runContext]);
}
