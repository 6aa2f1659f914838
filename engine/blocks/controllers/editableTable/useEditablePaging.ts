import { useCallback, useMemo, useState } from 'react';
import type { EditableTableBlock } from '../../../descriptor';
import type { Page } from '../crud/crudTypes';
import type { Row } from '../shared/rows';

const DEFAULT_SIZE = 10;

/**
 * An editable table's page: the sizes offered (with the size on clear), page changes, and the page
 * shown, kept in range of the rows.
 */
export function useEditablePaging(block: EditableTableBlock, rows: Row[]) {
  const firstSize = block.pagination?.pageSize ?? DEFAULT_SIZE;
  const [page, setPage] = useState<Page>({ current: 1, size: firstSize });
  const pageSizes = useMemo(() => {
    const sizes = block.pagination?.pageSizes ?? [firstSize];
    const onClear = block.pagination?.pageSizeOnClear;
    return onClear && !sizes.includes(onClear) ? [...sizes, onClear].sort((a, b) => a - b) : sizes;
  }, [block.pagination, firstSize]);
  const changePage = useCallback(
    (current: number, size: number) => setPage((p) => ({ current: size === p.size ? current : 1, size })),
    [],
  );
  const lastPage = Math.max(1, Math.ceil(rows.length / page.size));
  const shown = useMemo(
    () => ({ current: Math.min(page.current, lastPage), size: page.size }),
    [page, lastPage],
  );
  return { firstSize, setPage, pageSizes, changePage, shown };
}
