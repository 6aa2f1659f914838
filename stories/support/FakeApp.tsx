import { useMemo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { ThemeConfig } from 'antd';
import { AppContext, type AppServices, type Endpoints } from '../../engine/app';
import { SchemaRegistry } from '../../engine/schema';
import { loadMenuTree, SessionStore, type MenuItem, type SessionUser } from '../../engine/session';
import { allSchemas } from '../../schemas';
import { AppProviders } from '../../widgets/AppProviders';
import { useAntdUiPort } from '../../widgets/uiPort';
import { fakeApi, type FakeAnswer, type FakeApi } from './fakeApi';
import { memoryStorage } from './memoryStorage';

export interface FakeAppOptions {
  /** Canned answers by "METHOD /path". */
  answers?: Record<string, FakeAnswer>;
  /** The logged-in user (none: logged out). */
  user?: SessionUser | null;
  menus?: MenuItem[];
  /** The route the memory router starts at. */
  route?: string;
  /** A desktop client bridge (hardware buttons). */
  desktop?: AppServices['desktop'];
  /** antd animations (off in tests: jsdom never ends them). */
  motion?: boolean;
}

export interface FakeAppHandle {
  api: FakeApi;
  session: SessionStore;
  route: string;
  desktop?: AppServices['desktop'];
  theme?: ThemeConfig;
}

/** The fake back end and an in-memory session of one story or test. */
export function createFakeApp(opts: FakeAppOptions = {}): FakeAppHandle {
  const session = new SessionStore(memoryStorage());
  if (opts.user) session.signIn('fake-token', opts.user);
  if (opts.menus) session.setMenus(opts.menus);
  return {
    api: fakeApi(opts.answers),
    session,
    route: opts.route ?? '/',
    desktop: opts.desktop,
    theme: opts.motion === false ? { token: { motion: false } } : undefined,
  };
}

const schemas = new SchemaRegistry(allSchemas);
const MENU_TREE = '/commondeal/api/menus/tree';
/** The paths the fake back end answers (the reference server's). */
const endpoints: Endpoints = {
  logout: '/commondeal/api/auth/logout',
  baseInfo: '/commondeal/common/baseinfo',
  dealMeta: '/commondeal/meta',
  openapi: '/commondeal/openapi.json',
  screens: '/commondeal/screens',
};

/** The fake app services alone (around a data router of a test's own). */
export function FakeServices({ app, children }: { app: FakeAppHandle; children: ReactNode }) {
  const ui = useAntdUiPort();
  const services = useMemo<AppServices>(() => {
    app.api.notify = (m) => ui.toast('error', m);
    return {
      api: app.api,
      session: app.session,
      ui,
      schemas,
      endpoints,
      encrypt: async (plain) => `enc(${plain})`,
      // The tree is asked of the fake API when a test answers it; otherwise the given menus stay.
      loadMenus: async (background) => {
        if (`GET ${MENU_TREE}` in app.api.answers)
          await loadMenuTree(app.api, app.session, MENU_TREE, background);
      },
      reportError: (report) => {
        app.api
          .request('POST', '/commondeal/screens/errors', { body: report, silent: true })
          .catch(() => undefined);
      },
      desktop: app.desktop,
    };
  }, [app, ui]);
  return <AppContext.Provider value={services}>{children}</AppContext.Provider>;
}

/** A memory router, the antd providers (real antd UI port) and fake app services. */
export function FakeApp({ app, children }: { app: FakeAppHandle; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[app.route]}>
      <AppProviders theme={app.theme}>
        <FakeServices app={app}>{children}</FakeServices>
      </AppProviders>
    </MemoryRouter>
  );
}
