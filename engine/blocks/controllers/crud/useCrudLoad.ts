import { useEffect, useRef } from 'react';
import { test } from '../../../expr';
import { useRefresh } from '../../../screen';
import type { Page } from './crudTypes';
import type { CrudLatest, QueryReader } from './crudLatest';

/**
 * When a crud lists: on a refresh of its id or of everything, and on mount (the `start` page) unless
 * `autoQuery` says no; a list whose state the address held (`restored`) lists on mount whatever it says.
 */
export function useCrudLoad(
  id: string | undefined,
  reload: () => void,
  latest: CrudLatest,
  queryRef: QueryReader,
  fetchPage: (next: Page) => Promise<void>,
  { start, restored }: { start: Page; restored: boolean },
) {
  useRefresh(id ?? '', reload);
  useRefresh('*', reload);
  const first = useRef({ start, restored });
  useEffect(() => {
    const { runtime: rt, scope: sc, block: b } = latest.current;
    const { start: page, restored: fromUrl } = first.current;
    if (
      fromUrl ||
      b.autoQuery === undefined ||
      test(b.autoQuery, rt.context({ ...sc, query: queryRef.current() }))
    )
      void fetchPage(page);
  }, [latest, fetchPage, queryRef]);
}
