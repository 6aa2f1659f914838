import { useMemo } from 'react';
import type { Page } from './crudTypes';
import { pageOf, type Row } from '../shared/rows';

/**
 * The page a crud shows and its rows. Local paging (no total from the server) cuts the page from
 * all rows and keeps it in range when rows go away.
 */
export function useShownPage(local: boolean, all: Row[], total: number, page: Page) {
  const current = local ? Math.max(1, Math.min(page.current, Math.ceil(total / page.size))) : page.current;
  const shown = useMemo(() => ({ current, size: page.size }), [current, page.size]);
  const rows = useMemo(
    () => (local ? pageOf(all, current, page.size) : all),
    [local, all, current, page.size],
  );
  return { shown, rows };
}
