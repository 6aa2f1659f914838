import { useCallback } from 'react';
import type { ActionContext, ValueWriter } from '../../../actions';
import type { FormStore } from '../../../form';
import type { Row } from '../shared/rows';

/** The context of a crud's buttons: `query`, `selection` and `list`; a row's adds `row` and its writer. */
export function useCrudActionContext(
  query: FormStore,
  selection: Row[],
  all: Row[],
  total: number,
  rowWriter: (row: Row) => ValueWriter,
) {
  const context = useCallback(
    (): Partial<ActionContext> => ({ query: query.get(), selection, list: { rows: all, total } }),
    [query, selection, all, total],
  );
  const rowContext = useCallback(
    (row: Row): Partial<ActionContext> => ({ ...context(), row, writers: { row: rowWriter(row) } }),
    [context, rowWriter],
  );
  return { context, rowContext };
}
