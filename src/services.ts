import {
  createApiClient,
  loadMenuTree,
  loginPathFrom,
  SessionStore,
  SchemaRegistry,
  type AppServices,
  type Endpoints,
  type UiPort,
} from '../engine';
import * as auth from '../schemas/auth';
import { sharedSchemasOf } from '../schemas/shared';

/** Where the console finds its backend (`VITE_API_BASE`, empty = same origin). */
const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';
/** `oaep` (default, RSA-OAEP SHA-256) or `pkcs1` for a backend that needs PKCS#1 v1.5. */
const RSA_PADDING = (import.meta.env.VITE_RSA_PADDING as string | undefined) ?? 'oaep';

/** The backend's paths the engine and the composition root call on their own. */
export const endpoints = {
  logout: '/commondeal/api/auth/logout',
  baseInfo: '/commondeal/common/baseinfo',
  dealMeta: '/commondeal/meta',
  openapi: '/commondeal/openapi.json',
  screens: '/commondeal/screens',
  // The composition root's own calls.
  publicKey: '/commondeal/api/auth/publicKey',
  menuTree: '/commondeal/api/menus/tree',
  screenErrors: '/commondeal/screens/errors',
  // The session dialogs: 续期, and the login over the page.
  session: '/commondeal/api/auth/session',
  login: '/commondeal/api/auth/login',
  captcha: '/commondeal/api/auth/captcha',
} as const satisfies Endpoints & Record<string, string>;

interface DesktopBridge {
  invoke(command: string): Promise<unknown>;
}

/** The composition root's services: API client, session, schemas, encryption. */
export function createServices(ui: UiPort, session = new SessionStore()): AppServices {
  // A session that ends keeps the page: the login dialog over it (widgets/session), or, with no session
  // to renew, the login page that returns here (docs/server.md, Sessions).
  const api = createApiClient({
    baseURL: API_BASE,
    getToken: () => session.get().token,
    onUnauthorized: () => {
      if (session.get().token) return session.watch.refused();
      const { pathname, search } = window.location;
      if (pathname !== '/login') window.location.assign(loginPathFrom(pathname + search));
    },
    quietUnauthorized: true,
    sessionEnded: () => session.watch.blockedBy(),
    onSessionTimes: (expiresIn, endsIn) => session.watch.noteTimes(expiresIn, endsIn),
    notifyError: (m) => ui.toast('error', m),
  });
  // Another tab's login, logout and work (the stored session changes there).
  window.addEventListener('storage', (e) => {
    if (e.storageArea === window.localStorage) session.onStorage(e.key, e.newValue);
  });
  let publicKey: Promise<string> | null = null;
  const bridge = (window as unknown as { ybDesktop?: DesktopBridge }).ybDesktop;
  return {
    api,
    session,
    ui,
    // The login page's schemas at once; every other form's when a screen first names one.
    endpoints,
    schemas: new SchemaRegistry(sharedSchemasOf(auth), () => import('../schemas').then((m) => m.allSchemas)),
    async encrypt(plain) {
      publicKey ??= api
        .request<string>('GET', endpoints.publicKey, { anonymous: true })
        .catch((e: unknown) => {
          publicKey = null;
          throw e;
        });
      // The RSA library is loaded when a password is first encrypted, not with the login page.
      const [{ JSEncrypt }, key] = await Promise.all([import('jsencrypt'), publicKey]);
      const enc = new JSEncrypt();
      enc.setPublicKey(key);
      const out = RSA_PADDING === 'pkcs1' ? enc.encrypt(plain) : enc.encryptOAEP(plain);
      if (!out) throw new Error('密码加密失败');
      return out;
    },
    loadMenus: (background) => loadMenuTree(api, session, endpoints.menuTree, background),
    reportError(report) {
      api.request('POST', endpoints.screenErrors, { body: report, silent: true }).catch(() => undefined);
    },
    desktop: bridge ? (command) => bridge.invoke(command) : undefined,
  };
}
