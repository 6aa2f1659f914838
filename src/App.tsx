import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppContext } from '../engine/app';
import { buildRoutes } from '../engine/router';
import { AntdProviders } from '../widgets/AntdProviders';
import { lazyAntdKit } from '../widgets/lazyKit';
import { useAntdUiPort } from '../widgets/uiPort';
import { createServices } from './services';
import { screens, shell } from './screens';

function Root() {
  const ui = useAntdUiPort();
  const services = useMemo(() => createServices(ui), [ui]);
  const router = useMemo(() => createBrowserRouter(buildRoutes(screens, shell)), []);
  return (
    <AppContext.Provider value={services}>
      <RouterProvider router={router} />
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
