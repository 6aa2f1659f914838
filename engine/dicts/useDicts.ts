import { useEffect, useSyncExternalStore } from 'react';
import { useApp } from '../app';
import { dictStoreOf, type Dicts } from './dictStore';

/** The base-info dictionaries of the session (null until loaded); loads them once per session. */
export function useDicts(enabled = true): Dicts | null {
  const app = useApp();
  const store = dictStoreOf(app.api, app.endpoints.baseInfo);
  const token = useSyncExternalStore(app.session.subscribe, () => app.session.get().token);
  useEffect(() => {
    if (enabled) void store.ensure(token);
  }, [enabled, store, token]);
  return useSyncExternalStore(store.subscribe, store.get);
}
