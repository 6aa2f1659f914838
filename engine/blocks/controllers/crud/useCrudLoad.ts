import { useEffect } from 'react';
import { test } from '../../../expr';
import { useRefresh } from '../../../screen';
import type { Page } from '../crudTypes';
import type { CrudLatest, QueryReader } from './crudLatest';

/** When a crud lists: on a refresh of its id or of everything, and on mount unless `autoQuery` says no. */
export function useCrudLoad(
  id: string | undefined,
  reload: () => void,
  latest: CrudLatest,
  queryRef: QueryReader,
  fetchPage: (next: Page) => Promise<void>,
  firstSize: number,
) {
  useRefresh(id ?? '', reload);
  useRefresh('*', reload);
  useEffect(() => {
    const { runtime: rt, scope: sc, block: b } = latest.current;
    if (b.autoQuery === undefined || test(b.autoQuery, rt.context({ ...sc, query: queryRef.current() })))
      void fetchPage({ current: 1, size: firstSize });
  }, [latest, fetchPage, firstSize, queryRef]);
}
