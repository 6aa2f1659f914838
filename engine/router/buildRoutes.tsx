import { useSyncExternalStore } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Navigate, Outlet } from 'react-router-dom';
import type { ScreenDescriptor, ShellDescriptor } from '../descriptor';
import { useApp } from '../app';
import { useUiKit } from '../blocks';
import { gatesOf } from './access';
import { ScreenRoute } from './ScreenRoute';

/** The main shell around every `shell` screen; it stays mounted while the user moves between them. */
function ShellLayout({ shell }: { shell: ShellDescriptor }) {
  const { Shell } = useUiKit();
  const app = useApp();
  const session = useSyncExternalStore(app.session.subscribe, app.session.get);
  if (!session.token) return <Navigate to="/login" replace />;
  return (
    <Shell shell={shell}>
      <Outlet />
    </Shell>
  );
}

/** The router's routes from the screen registry: one guarded route per descriptor. */
export function buildRoutes(screens: ScreenDescriptor[], shell: ShellDescriptor): RouteObject[] {
  const gates = gatesOf(screens);
  const route = (screen: ScreenDescriptor): RouteObject[] =>
    [screen.route, ...(screen.aliases ?? [])].map((path) => ({
      path,
      element: <ScreenRoute key={path} screen={screen} gates={gates} />,
    }));
  return [
    ...screens.filter((s) => s.layout === 'blank').flatMap(route),
    {
      element: <ShellLayout shell={shell} />,
      children: screens.filter((s) => s.layout === 'shell').flatMap(route),
    },
    { path: '/', element: <Navigate to="/home/dashboard" replace /> },
    { path: '/home', element: <Navigate to="/home/dashboard" replace /> },
    { path: '*', element: <Navigate to="/home/dashboard" replace /> },
  ];
}
