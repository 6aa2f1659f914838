import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppContext } from '../engine/app';
import { buildRoutes } from '../engine/router';
import { RemoteScreens, withSchemas, type ScreenIndex } from '../engine/screen';
import { AntdProviders } from '../widgets/AntdProviders';
import { lazyAntdKit } from '../widgets/lazyKit';
import { useAntdUiPort } from '../widgets/uiPort';
import { SessionGuard } from '../widgets/session/SessionGuard';
import { createServices, endpoints } from './services';

type Boot = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; index: ScreenIndex };

/**
 * The console: the screen index first (every route is known before any screen opens), then the
 * router; each screen's descriptor is fetched when its route first opens.
 */
function Root() {
  const ui = useAntdUiPort();
  const services = useMemo(() => createServices(ui), [ui]);
  const screens = useMemo(() => new RemoteScreens(services.api, endpoints.screens), [services]);
  const [boot, setBoot] = useState<Boot>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    screens.index().then(
      (index) => live && setBoot({ status: 'ready', index }),
      () => live && setBoot({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [screens, attempt]);
  const router = useMemo(
    () =>
      boot.status === 'ready'
        ? createBrowserRouter(
            buildRoutes(boot.index.screens, boot.index.shell, withSchemas(screens, services.schemas)),
          )
        : null,
    [boot, screens, services],
  );
  // The hosts openWindow may open come with the index (the server's OPEN_WINDOW_HOSTS).
  const hosts = boot.status === 'ready' ? boot.index.openWindowHosts : undefined;
  const app = useMemo(() => (hosts ? { ...services, openWindowHosts: hosts } : services), [services, hosts]);
  const { ErrorPanel, Loading } = lazyAntdKit;
  let content = <Loading />;
  if (router) content = <RouterProvider router={router} />;
  else if (boot.status === 'failed')
    content = (
      <ErrorPanel
        kind="load"
        onReload={() => {
          setBoot({ status: 'loading' });
          setAttempt((a) => a + 1);
        }}
      />
    );
  const leave = (path: string) => (router ? void router.navigate(path) : window.location.assign(path));
  return (
    <AppContext.Provider value={app}>
      {content}
      <SessionGuard paths={endpoints} leave={leave} />
    </AppContext.Provider>
  );
}

/** The console: the lazy antd kit (each block view its own chunk), the screens, the router. */
export function App() {
  return (
    <AntdProviders kit={lazyAntdKit}>
      <Root />
    </AntdProviders>
  );
}
