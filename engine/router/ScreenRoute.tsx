import { useEffect, useState, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useApp } from '../app';
import { loginPathFrom } from '../session';
import { ScreenRenderer, useUiKit } from '../blocks';
import type { ScreenLoader, ScreenSummary } from '../screen';
import { decideAccess, heldAt, type Gate } from './access';
import { LeaveGuard } from './LeaveGuard';
import { ScreenBoundary } from './ScreenBoundary';
import { useScreenDescriptor } from './useScreenDescriptor';

export const FORBIDDEN_ROUTE = '/home/forbidden';

/**
 * True once the menu tree has been asked again when `needed` (a route outside the held menu may
 * have been granted since: it opens without logging in again).
 */
function useMenusRechecked(needed: boolean): boolean {
  const app = useApp();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!needed || done) return undefined;
    let live = true;
    app
      .loadMenus(true)
      .catch(() => undefined)
      .finally(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, [needed, done, app]);
  return !needed || done;
}

/**
 * The browser tab names the screen (`<title> - <the page's own title>`), so that tabs, history and screen
 * readers tell the screens apart; the page's own title comes back when the screen is left.
 */
function useScreenTitle(title: string | undefined) {
  useEffect(() => {
    if (!title || typeof document === 'undefined') return undefined;
    const before = document.title;
    document.title = before ? `${title} - ${before}` : title;
    return () => {
      document.title = before;
    };
  }, [title]);
}

/**
 * The screen's descriptor once loaded, inside its error boundary and the question before leaving it
 * with unsaved work; 页面不存在 when the server has none.
 */
function LoadedScreen({
  summary,
  loader,
  home,
}: {
  summary: ScreenSummary;
  loader: ScreenLoader;
  home: string;
}) {
  const { Loading, NotFound, ErrorPanel } = useUiKit();
  const { pathname } = useLocation();
  const { state, reload } = useScreenDescriptor(summary.id, loader);
  useScreenTitle(typeof summary.title === 'string' ? summary.title : undefined);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'missing') return <NotFound path={pathname} home={home} />;
  if (state.status === 'failed') return <ErrorPanel kind="load" onReload={reload} />;
  return (
    <ScreenBoundary screenId={summary.id} onReload={reload}>
      <LeaveGuard>
        <ScreenRenderer key={summary.id} descriptor={state.descriptor} />
      </LeaveGuard>
    </ScreenBoundary>
  );
}

export interface ScreenRouteProps {
  screen: ScreenSummary;
  loader: ScreenLoader;
  gates?: Gate[];
  /** Where 页面不存在 leads back to. */
  home?: string;
}

/**
 * Guards a screen: to /login without a session, to a gate screen while its `holdWhile` holds, to the
 * forbidden page outside the menu (after asking the menu tree again); then loads and renders it.
 */
export function ScreenRoute({ screen, loader, gates = [], home = '/' }: ScreenRouteProps) {
  const app = useApp();
  const { Loading } = useUiKit();
  const session = useSyncExternalStore(app.session.subscribe, app.session.get);
  const location = useLocation();
  const gate = heldAt(gates, screen, session);
  const decision = decideAccess(screen, session);
  const rechecked = useMenusRechecked(!gate && decision === 'forbidden');
  if (gate) return <Navigate to={gate} replace state={{ from: location.pathname }} />;
  if (decision === 'login')
    return (
      <Navigate
        to={loginPathFrom(location.pathname + location.search)}
        replace
        state={{ from: location.pathname }}
      />
    );
  if (decision === 'forbidden') {
    if (!rechecked) return <Loading />;
    return <Navigate to={FORBIDDEN_ROUTE} replace state={{ from: location.pathname }} />;
  }
  return <LoadedScreen key={screen.id} summary={screen} loader={loader} home={home} />;
}
