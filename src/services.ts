import {
  createApiClient,
  loadMenuTree,
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
} as const satisfies Endpoints & Record<string, string>;

interface DesktopBridge {
  invoke(command: string): Promise<unknown>;
}

/** The composition root's services: API client, session, schemas, encryption. */
export function createServices(ui: UiPort, session = new SessionStore()): AppServices {
  const api = createApiClient({
    baseURL: API_BASE,
    getToken: () => session.get().token,
    onUnauthorized: () => {
      session.clear();
      if (window.location.pathname !== '/login') window.location.assign('/login');
    },
    notifyError: (m) => ui.toast('error', m),
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
      publicKey ??= api.request<string>('GET', endpoints.publicKey).catch((e: unknown) => {
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
