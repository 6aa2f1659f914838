import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CrudBlock } from '../../../descriptor';
import type { ScreenRuntime } from '../../../screen';
import type { Page } from './crudTypes';
import type { FormController } from '../form/formTypes';
import type { CrudList } from './useCrudList';
import { readUrlState, urlPrefix, writeUrlState } from './urlState';

interface UrlParts {
  runtime: ScreenRuntime;
  block: CrudBlock;
  queryForm: FormController;
  list: CrudList;
  pageSizes: number[];
  firstSize: number;
}

/**
 * A list's query and page kept in the address (descriptor `urlState`), so Back and F5 show the same
 * filtered page: read once as the crud opens (the query form takes the fields found, and `start` is the
 * page to list first), written after each listing by replacing the address (no entry of its own in the
 * history). `restored`: the address held the list's state (it lists even when `autoQuery` says not yet).
 */
export function useCrudUrlState({ runtime, block, queryForm, list, pageSizes, firstSize }: UrlParts) {
  const location = useLocation();
  const navigate = useNavigate();
  const [prefix] = useState(() => urlPrefix(runtime.descriptor, block));
  const [defaults] = useState(() => queryForm.store.get());
  const [found] = useState(() =>
    prefix === null
      ? null
      : readUrlState(location.search, prefix, queryForm.schema, pageSizes, { current: 1, size: firstSize }),
  );
  const { setData, store } = queryForm;
  // Before the first listing reads the query form (a layout effect runs before every effect).
  useLayoutEffect(() => {
    if (found && Object.keys(found.query).length) setData({ ...store.get(), ...found.query });
  }, [found, setData, store]);

  const firstApplied = useRef(list.appliedQuery);
  const { appliedQuery, page } = list;
  useEffect(() => {
    if (prefix === null || appliedQuery === firstApplied.current) return;
    const state = { query: appliedQuery, defaults, page, firstSize };
    const search = writeUrlState(location.search, prefix, queryForm.schema, state);
    if (search !== location.search)
      navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: true, state: location.state },
      );
  }, [prefix, appliedQuery, page, defaults, firstSize, location, navigate, queryForm.schema]);

  const start: Page = found?.page ?? { current: 1, size: firstSize };
  return { start, restored: found !== null };
}
