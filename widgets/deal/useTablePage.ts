import { useEffect, useState } from 'react';
import type { DealStore } from '../../engine/deal';

export const PAGE_SIZES = [10, 20, 50, 100];
/** No pager while every row fits on the smallest page. */
export const SMALLEST_PAGE = 10;

/**
 * The page of a list's editable table: 20 rows a page by default; adding a row shows the last page,
 * and when the list gets a message (a submit with incomplete rows) the first page holding a marked
 * row is shown.
 */
export function useTablePage(
  store: DealStore,
  node: string,
  keys: readonly string[],
  error: string | undefined,
) {
  const [page, setPage] = useState({ current: 1, size: 20 });
  const pages = Math.max(1, Math.ceil(keys.length / page.size));
  const current = Math.min(page.current, pages);
  useEffect(() => {
    if (!error) return;
    const marked = Object.keys(store.errors())
      .filter((id) => id.startsWith(`${node}.`))
      .map((id) => keys.indexOf(id.split('.')[1] ?? ''))
      .filter((i) => i >= 0);
    if (marked.length) setPage((p) => ({ ...p, current: Math.floor(Math.min(...marked) / p.size) + 1 }));
    // Only when the list's message appears or changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  return {
    current,
    size: page.size,
    change: (c: number, size: number) => setPage({ current: size === page.size ? c : 1, size }),
    /** Shows the page of the last row (after adding one). */
    showLast: (count: number) => setPage((p) => ({ ...p, current: Math.max(1, Math.ceil(count / p.size)) })),
    /** Shows the page of the row at `index` (a failed submit's first message). */
    showRow: (index: number) => setPage((p) => ({ ...p, current: Math.floor(index / p.size) + 1 })),
  };
}
