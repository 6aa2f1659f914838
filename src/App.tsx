import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppContext, buildRoutes, UiKitContext } from '../engine';
import { AppProviders, antdKit, useAntdUiPort } from '../widgets';
import { createServices } from './services';
import { screens, shell } from './screens';

function Root() {
  const ui = useAntdUiPort();
  const services = useMemo(() => createServices(ui), [ui]);
  const router = useMemo(() => createBrowserRouter(buildRoutes(screens, shell)), []);
  return (
    <AppContext.Provider value={services}>
      <UiKitContext.Provider value={antdKit}>
        <RouterProvider router={router} />
      </UiKitContext.Provider>
    </AppContext.Provider>
  );
}

export function App() {
  return (
    <AppProviders>
      <Root />
    </AppProviders>
  );
}
