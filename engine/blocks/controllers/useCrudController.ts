import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CrudBlock } from '../../descriptor';
import type { ActionContext, ValueWriter } from '../../actions';
import { buildObject, evaluate, getPath, renderTemplate, test } from '../../expr';
import { useRefresh, useScreen } from '../../screen';
import type { CrudController, Page } from './crudTypes';
import { filterAndSort, pageOf, rowKeyOf, rowsAt, totalAt, updateRow, type Row } from './rows';
import { useScope } from './ScopeContext';
import { useFormController } from './useFormController';
import { useLatest } from './useLatest';
import type { FormData } from './formStore';

const DEFAULT_PAGE_SIZE = 10;
const NO_QUERY = {};

/** The controller of a crud block: query form, paging, list call, selection and row writers. */
export function useCrudController(block: CrudBlock): CrudController {
  const runtime = useScreen();
  const scope = useScope();
  const paged = block.pagination !== false;
  const firstSize = block.pagination ? block.pagination.pageSize : DEFAULT_PAGE_SIZE;
  const pageSizes = useMemo(
    () => (block.pagination && block.pagination.pageSizes ? block.pagination.pageSizes : [firstSize]),
    [block.pagination, firstSize],
  );
  const [page, setPage] = useState<Page>({ current: 1, size: firstSize });
  const [fetched, setAll] = useState<Row[]>([]);
  const [appliedQuery, setAppliedQuery] = useState<FormData>({});
  const [remoteTotal, setRemoteTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const seq = useRef(0);
  // Rows held in the screen state (`rowsFrom`) follow the state; otherwise the list call's rows.
  const fromState =
    block.rowsFrom === undefined ? undefined : evaluate(block.rowsFrom, runtime.context(scope));
  const stateRows = useMemo(() => (fromState === undefined ? undefined : rowsAt(fromState)), [fromState]);
  const source = stateRows ?? fetched;
  const all = useMemo(
    () =>
      filterAndSort(source, block.filter, block.sort, (row) =>
        runtime.context({ ...scope, query: appliedQuery, row }),
      ),
    [source, block.filter, block.sort, runtime, scope, appliedQuery],
  );
  const allRef = useRef(all);
  allRef.current = all;
  const pageRef = useRef(page);
  pageRef.current = page;
  const queryRef = useRef<() => FormData>(() => ({}));
  const latest = useLatest({ runtime, scope, block });

  const fetchPage = useCallback(
    async (next: Page) => {
      const { runtime: rt, scope: sc, block: b } = latest.current;
      setPage(next);
      const mine = ++seq.current;
      const query = queryRef.current();
      setAppliedQuery(query);
      if (!b.list) return;
      const ctx = rt.context({ ...sc, query, page: next });
      const mapped = buildObject(ctx, b.list.body, b.list.bodyFrom);
      setLoading(true);
      try {
        const list = b.list;
        const answer = await rt.env.request(list.method, renderTemplate(list.path, ctx), {
          ...(list.method === 'GET' ? { query: mapped } : { body: mapped }),
        });
        if (mine !== seq.current) return;
        const rows = rowsAt(answer, list.rows);
        setAll(rows);
        setRemoteTotal(totalAt(answer, list.total, rows));
        setSelectedKeys([]);
      } catch {
        // The API client already showed the message; the old rows stay.
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    },
    [latest],
  );

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
  const reload = useCallback(() => void fetchPage(pageRef.current), [fetchPage]);
  const reset = useCallback(() => {
    queryForm.reset();
    void fetchPage({ current: 1, size: firstSize });
  }, [queryForm, fetchPage, firstSize]);
  const changePage = useCallback(
    (current: number, size: number) => {
      const next = { current: size === pageRef.current.size ? current : 1, size };
      if (block.list?.total) void fetchPage(next);
      else setPage(next);
    },
    [fetchPage, block.list?.total],
  );

  useRefresh(block.id ?? '', reload);
  useRefresh('*', reload);
  useEffect(() => {
    const { runtime: rt, scope: sc, block: b } = latest.current;
    if (b.autoQuery === undefined || test(b.autoQuery, rt.context({ ...sc, query: queryRef.current() })))
      void fetchPage({ current: 1, size: firstSize });
  }, [latest, fetchPage, firstSize]);

  const keyOf = useCallback((row: Row) => rowKeyOf(row, block.rowKey), [block.rowKey]);
  const selection = useMemo(
    () => all.filter((r) => selectedKeys.includes(keyOf(r))),
    [all, selectedKeys, keyOf],
  );
  const rowWriter = useCallback(
    (row: Row): ValueWriter =>
      (path, value) => {
        const key = keyOf(row);
        const current = allRef.current.find((r) => keyOf(r) === key);
        const old = getPath(current, path);
        setAll((rows) => updateRow(rows, block.rowKey, key, path, value));
        return () => setAll((rows) => updateRow(rows, block.rowKey, key, path, old));
      },
    [keyOf, block.rowKey],
  );
  const context = useCallback(
    (): Partial<ActionContext> => ({ query: queryForm.store.get(), selection }),
    [queryForm.store, selection],
  );
  const rowContext = useCallback(
    (row: Row): Partial<ActionContext> => ({ ...context(), row, writers: { row: rowWriter(row) } }),
    [context, rowWriter],
  );

  const local = paged && !block.list?.total;
  const total = block.list?.total ? remoteTotal : all.length;
  // Local paging keeps the page in range when rows go away.
  const current = local ? Math.max(1, Math.min(page.current, Math.ceil(total / page.size))) : page.current;
  const shown = useMemo(() => ({ current, size: page.size }), [current, page.size]);
  const rows = useMemo(
    () => (local ? pageOf(all, current, page.size) : all),
    [local, all, current, page.size],
  );

  return {
    block,
    queryForm,
    page: shown,
    pageSizes,
    paged,
    loading,
    rows,
    total,
    selectedKeys,
    selection,
    setSelectedKeys,
    search,
    reset,
    reload,
    changePage,
    context,
    rowContext,
    keyOf,
  };
}
