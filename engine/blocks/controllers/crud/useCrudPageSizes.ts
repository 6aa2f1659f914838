import { useMemo } from 'react';
import type { CrudBlock } from '../../../descriptor';

const DEFAULT_PAGE_SIZE = 10;

/** A crud's paging settings: whether it pages, its first and reset page sizes, the sizes offered. */
export function useCrudPageSizes(block: CrudBlock) {
  const paged = block.pagination !== false;
  const firstSize = block.pagination ? block.pagination.pageSize : DEFAULT_PAGE_SIZE;
  const resetSize = block.pagination ? (block.pagination.resetPageSize ?? firstSize) : firstSize;
  const pageSizes = useMemo(
    () => (block.pagination && block.pagination.pageSizes ? block.pagination.pageSizes : [firstSize]),
    [block.pagination, firstSize],
  );
  return { paged, firstSize, resetSize, pageSizes };
}
