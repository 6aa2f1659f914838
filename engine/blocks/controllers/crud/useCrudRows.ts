import { useMemo } from 'react';
import type { CrudBlock } from '../../../descriptor';
import { evaluate } from '../../../expr';
import type { ScreenRuntime } from '../../../screen';
import type { FormData } from '../../../form';
import { filterAndSort, rowsAt, type Row } from '../shared/rows';
import type { Scope } from '../shared/ScopeContext';

/**
 * A crud's rows, filtered and sorted: those held in the screen state (`rowsFrom`) follow the state;
 * otherwise the list call's rows.
 */
export function useCrudRows(
  block: CrudBlock,
  runtime: ScreenRuntime,
  scope: Scope,
  fetched: Row[],
  appliedQuery: FormData,
): Row[] {
  const fromState =
    block.rowsFrom === undefined ? undefined : evaluate(block.rowsFrom, runtime.context(scope));
  const stateRows = useMemo(() => (fromState === undefined ? undefined : rowsAt(fromState)), [fromState]);
  const source = stateRows ?? fetched;
  return useMemo(
    () =>
      filterAndSort(source, block.filter, block.sort, (row) =>
        runtime.context({ ...scope, query: appliedQuery, row }),
      ),
    [source, block.filter, block.sort, runtime, scope, appliedQuery],
  );
}
