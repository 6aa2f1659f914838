import { useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import dayjs from 'dayjs';
import type { ActionContext } from '../../actions';
import type { AppServices } from '../../app';
import { firstMenuRoute } from '../../session';

/** The base context of the screen's expressions: user, route, session, client and the time. */
export function useScreenBase(app: AppServices): ActionContext {
  const location = useLocation();
  const session = useSyncExternalStore(app.session.subscribe, app.session.get);
  const route = useMemo(
    () => ({ path: location.pathname, query: Object.fromEntries(new URLSearchParams(location.search)) }),
    [location.pathname, location.search],
  );
  return useMemo<ActionContext>(
    () => ({
      user: session.user ?? {},
      route,
      session: { firstMenu: firstMenuRoute(session.menus) },
      client: { installed: Boolean(app.desktop) },
      now: Date.now(),
      today: dayjs().format('YYYY年M月D日 dddd'),
    }),
    [session, route, app.desktop],
  );
}
