import type { ApiClient } from '../api';
import type { SessionStore } from './store';
import type { MenuItem } from './types';

/**
 * Loads the user's menu tree from `path`, revalidated by the version held (ETag): an unchanged tree
 * (304) is kept as it is, a changed one replaces it and re-renders the menu. `background`: no toast.
 */
export async function loadMenuTree(
  api: ApiClient,
  session: SessionStore,
  path: string,
  background = false,
): Promise<void> {
  const held = session.menusVersion() ?? undefined;
  const res = await api.getVersioned<MenuItem[]>(path, held, { silent: background });
  if (res.changed) session.setMenus(res.data, res.etag ?? null);
}
