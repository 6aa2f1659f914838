import { useCallback, useRef, useState } from 'react';
import { buildObject, renderTemplate } from '../../../expr';
import type { Page } from './crudTypes';
import type { FormData } from '../../../form';
import { rowsAt, singleRow, totalAt, type Row } from '../shared/rows';
import type { CrudLatest, QueryReader } from './crudLatest';
import { keysetPage, rememberKeyset, type KeysetMemory } from './keysetPage';

/**
 * A crud's list call: `fetchPage` takes the query form's data, calls `list` for a page and keeps
 * its rows and total (only the latest call's answer counts; a new answer clears the selection). A list
 * paged by keyset (`list.cursor`) also keeps the answer's cursors, to ask the pages beside it by them.
 */
export function useCrudList(
  firstSize: number,
  latest: CrudLatest,
  queryRef: QueryReader,
  setSelectedKeys: (keys: string[]) => void,
) {
  const [page, setPage] = useState<Page>({ current: 1, size: firstSize });
  const [fetched, setAll] = useState<Row[]>([]);
  const [appliedQuery, setAppliedQuery] = useState<FormData>({});
  const [remoteTotal, setRemoteTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);
  const pageRef = useRef(page);
  pageRef.current = page;
  const keyset = useRef<KeysetMemory | undefined>(undefined);

  const fetchPage = useCallback(
    async (next: Page) => {
      const { runtime: rt, scope: sc, block: b } = latest.current;
      setPage(next);
      const mine = ++seq.current;
      const query = queryRef.current();
      setAppliedQuery(query);
      if (!b.list) return;
      const cursor = b.list.cursor;
      const queryKey = cursor ? JSON.stringify(query) : '';
      const ctx = rt.context({
        ...sc,
        query,
        page: cursor ? keysetPage(keyset.current, queryKey, next) : next,
      });
      const mapped = buildObject(ctx, b.list.body, b.list.bodyFrom);
      setLoading(true);
      try {
        const list = b.list;
        const answer = await rt.env.request(list.method, renderTemplate(list.path, ctx), {
          ...(list.method === 'GET' ? { query: mapped } : { body: mapped }),
        });
        if (mine !== seq.current) return;
        const rows = list.single ? singleRow(answer, list.rows) : rowsAt(answer, list.rows);
        const total = totalAt(answer, list.total, rows);
        keyset.current = cursor && rememberKeyset(cursor, answer, next, queryKey, total);
        setAll(rows);
        setRemoteTotal(total);
        setSelectedKeys([]);
      } catch {
        // The API client already showed the message; the old rows stay.
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    },
    [latest, queryRef, setSelectedKeys],
  );
  return { page, setPage, pageRef, fetched, setAll, appliedQuery, remoteTotal, loading, fetchPage };
}

export type CrudList = ReturnType<typeof useCrudList>;
