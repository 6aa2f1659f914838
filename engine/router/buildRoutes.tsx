import { useEffect, useSyncExternalStore } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { ScreenDescriptor, ShellDescriptor } from '../descriptor';
import { useApp } from '../app';
import { loginPathFrom } from '../session';
import { useUiKit } from '../blocks';
import { staticLoader, type ScreenLoader, type ScreenSummary } from '../screen';
import { gatesOf, heldAt, type Gate } from './access';
import { RouteError } from './RouteError';
import { ScreenRoute } from './ScreenRoute';

/**
 * The main shell around every `shell` screen; it stays mounted while the user moves between them,
 * and asks the menu tree again at each move and when the window regains focus (a menu granted
 * meanwhile shows without logging in again; an unchanged tree costs a 304).
 */
function ShellLayout({ shell }: { shell: ShellDescriptor }) {
  const { Shell } = useUiKit();
  const app = useApp();
  const session = useSyncExternalStore(app.session.subscribe, app.session.get);
  const { pathname, search } = useLocation();
  const loggedIn = Boolean(session.token);
  useEffect(() => {
    if (loggedIn) app.loadMenus(true).catch(() => undefined);
  }, [app, loggedIn, pathname]);
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible' && app.session.get().token)
        app.loadMenus(true).catch(() => undefined);
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [app]);
  if (!loggedIn) return <Navigate to={loginPathFrom(pathname + search)} replace />;
  return (
    <Shell shell={shell}>
      <Outlet />
    </Shell>
  );
}

/** A route with no screen: 页面不存在 inside the shell (a gate still holds first). */
function NotFoundRoute({ gates, home }: { gates: Gate[]; home: string }) {
  const { NotFound } = useUiKit();
  const app = useApp();
  const session = useSyncExternalStore(app.session.subscribe, app.session.get);
  const { pathname } = useLocation();
  const gate = heldAt(gates, { route: pathname }, session);
  if (gate) return <Navigate to={gate} replace state={{ from: pathname }} />;
  return <NotFound path={pathname} home={home} />;
}

/**
 * The router's routes from the screen index: one guarded route per screen, loaded from `loader`
 * when opened (by default the summaries are the full descriptors), 页面不存在 for any other route,
 * and the kit's error panel as the router's error element.
 */
export function buildRoutes(
  screens: ScreenSummary[],
  shell: ShellDescriptor,
  loader: ScreenLoader = staticLoader(screens as ScreenDescriptor[]),
): RouteObject[] {
  const gates = gatesOf(screens);
  const home = shell.home.route;
  const route = (screen: ScreenSummary): RouteObject[] =>
    [screen.route, ...(screen.aliases ?? [])].map((path) => ({
      path,
      element: <ScreenRoute key={path} screen={screen} gates={gates} loader={loader} home={home} />,
    }));
  return [
    {
      element: <Outlet />,
      errorElement: <RouteError />,
      children: [
        ...screens.filter((s) => s.layout === 'blank').flatMap(route),
        {
          element: <ShellLayout shell={shell} />,
          children: [
            ...screens.filter((s) => s.layout === 'shell').flatMap(route),
            { path: '*', element: <NotFoundRoute gates={gates} home={home} /> },
          ],
        },
        { path: '/', element: <Navigate to={home} replace /> },
        { path: '/home', element: <Navigate to={home} replace /> },
      ],
    },
  ];
}
