import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { useApp } from '../app';
import { useUiKit } from '../blocks';
import { errorText } from './ScreenBoundary';

/**
 * The router's `errorElement`: whatever escapes the screens' boundaries (the shell itself) shows the
 * kit's Chinese error panel with 重新加载, never the router's default page, and is reported.
 */
export function RouteError() {
  const error = useRouteError();
  const app = useApp();
  const { ErrorPanel } = useUiKit();
  const { pathname } = useLocation();
  useEffect(() => app.reportError({ route: pathname, message: errorText(error) }), [app, error, pathname]);
  return <ErrorPanel kind="render" onReload={() => window.location.reload()} />;
}
