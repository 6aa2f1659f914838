import { useRef, useState } from 'react';
import type { CrudBlock } from '../../../descriptor';
import { useScreen } from '../../../screen';
import type { CrudController } from './crudTypes';
import type { FormData } from '../../../form';
import { useScope } from '../shared/ScopeContext';
import { useLatest } from '../shared/useLatest';
import { useCrudActionContext } from './useCrudActionContext';
import { useCrudList } from './useCrudList';
import { useCrudLoad } from './useCrudLoad';
import { useCrudPageSizes } from './useCrudPageSizes';
import { useCrudQuery } from './useCrudQuery';
import { useCrudRows } from './useCrudRows';
import { useCrudSelection } from './useCrudSelection';
import { useRowWriter } from './useRowWriter';
import { useShownPage } from './useShownPage';
import { useCrudUrlState } from './useCrudUrlState';

/** The controller of a crud block: query form, paging, list call, selection and row writers. */
export function useCrudController(block: CrudBlock): CrudController {
  const runtime = useScreen();
  const scope = useScope();
  const { paged, firstSize, resetSize, pageSizes } = useCrudPageSizes(block);
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const queryRef = useRef<() => FormData>(() => ({}));
  const latest = useLatest({ runtime, scope, block });
  const list = useCrudList(firstSize, latest, queryRef, setSelectedKeys);
  const all = useCrudRows(block, runtime, scope, list.fetched, list.appliedQuery);
  const { queryForm, search, reset, reload, changePage } = useCrudQuery(block, list, resetSize, queryRef);
  const kept = useCrudUrlState({ runtime, block, queryForm, list, pageSizes, firstSize });
  useCrudLoad(block.id, reload, latest, queryRef, list.fetchPage, kept);

  const { keyOf, selection } = useCrudSelection(block, all, selectedKeys, runtime.setState);
  const rowWriter = useRowWriter(block.rowKey, keyOf, all, list.setAll);
  const total = block.list?.total ? list.remoteTotal : all.length;
  const { context, rowContext } = useCrudActionContext(queryForm.store, selection, all, total, rowWriter);
  const { shown, rows } = useShownPage(paged && !block.list?.total, all, total, list.page);

  return {
    block,
    queryForm,
    page: shown,
    pageSizes,
    paged,
    loading: list.loading,
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
