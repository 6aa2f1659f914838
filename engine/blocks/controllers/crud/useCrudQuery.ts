import { useCallback } from 'react';
import type { CrudBlock } from '../../../descriptor';
import { useFormController } from '../form/useFormController';
import type { QueryReader } from './crudLatest';
import type { CrudList } from './useCrudList';

const NO_QUERY = {};

/**
 * A crud's query form and the commands that list with it: search (first page), reset (query
 * defaults, first page at the reset size), reload (the current page) and page changes.
 */
export function useCrudQuery(block: CrudBlock, list: CrudList, resetSize: number, queryRef: QueryReader) {
  const { fetchPage, pageRef, setPage } = list;
  const queryForm = useFormController(block.query ?? NO_QUERY, {
    id: `${block.id ?? 'crud'}.query`,
    register: false,
    onValid: async () => {
      await fetchPage({ current: 1, size: pageRef.current.size });
      return true;
    },
  });
  queryRef.current = queryForm.store.get;

  const search = queryForm.submit;
  const reload = useCallback(() => void fetchPage(pageRef.current), [fetchPage, pageRef]);
  const reset = useCallback(() => {
    queryForm.reset();
    void fetchPage({ current: 1, size: resetSize });
  }, [queryForm, fetchPage, resetSize]);
  const changePage = useCallback(
    (current: number, size: number) => {
      const next = { current: size === pageRef.current.size ? current : 1, size };
      if (block.list?.total) void fetchPage(next);
      else setPage(next);
    },
    [fetchPage, block.list?.total, pageRef, setPage],
  );
  return { queryForm, search, reset, reload, changePage };
}
