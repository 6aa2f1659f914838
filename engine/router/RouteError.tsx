import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { useApp } from '../app';
import { useUiKit } from '../blocks';
import { errorText, kindOf } from './ScreenBoundary';

/**
 * The router's `errorElement`: whatever escapes the screens' boundaries (the shell itself) shows the
 * kit's Chinese error panel with 重新加载 (which reloads the page), never the router's default page,
 * and is reported. The panel is in the main bundle: it shows when no chunk can be loaded.
 */
export function RouteError() {
  const error = useRouteError();
  const app = useApp();
  const { ErrorPanel } = useUiKit();
  const { pathname } = useLocation();
  useEffect(() => app.reportError({ route: pathname, message: errorText(error) }), [app, error, pathname]);
  return <ErrorPanel kind={kindOf(error)} onReload={() => window.location.reload()} />;
}
