import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from 'react';
import { useApp } from '../../engine/app';
import { relogin, type ReloginForm } from '../../engine/session';

const SessionDialog = lazy(() => import('./SessionDialog'));
const loadDialog = () => import('./SessionDialog');

/** The server paths of the session dialogs. */
export interface SessionPaths {
  /** 续期 (`GET`): an authenticated call, answering the times left. */
  session: string;
  /** The password login (`POST`, form-encoded). */
  login: string;
  /** An image captcha (`GET`, `{key, image}`). */
  captcha: string;
}

/**
 * Shows the session's dialogs over whatever page is open (docs/server.md, Sessions): the warning before
 * an idle expiry and the login that keeps the page. `leave` goes to another page (the login page after
 * 退出).
 */
export function SessionGuard({ paths, leave }: { paths: SessionPaths; leave(path: string): void }) {
  const app = useApp();
  const alert = useSyncExternalStore(app.session.watch.subscribe, app.session.watch.get);
  const session = useSyncExternalStore(app.session.subscribe, app.session.get);
  const loggedIn = Boolean(session.token);
  // The dialog's code is fetched while the server answers, not when the session has already ended.
  useEffect(() => {
    if (loggedIn) loadDialog().catch(() => undefined);
  }, [loggedIn]);
  const onRenew = useCallback(async () => {
    await app.api.request('GET', paths.session, { silent: true }).catch(() => undefined);
  }, [app, paths.session]);
  const onLogout = useCallback(() => {
    app.api
      .request('POST', app.endpoints.logout, { silent: true, expectUnauthorized: true })
      .catch(() => undefined);
    leave('/login');
    app.session.clear();
  }, [app, leave]);
  const onLogin = useCallback((form: ReloginForm) => relogin(app, paths.login, form), [app, paths.login]);
  const loadCaptcha = useCallback(
    () =>
      app.api.request<{ key: string; image: string }>('GET', paths.captcha, {
        silent: true,
        anonymous: true,
      }),
    [app, paths.captcha],
  );
  if (alert.kind === 'none' || !loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <SessionDialog
        alert={alert}
        account={session.user?.user ?? ''}
        onRenew={onRenew}
        onLogout={onLogout}
        onLogin={onLogin}
        loadCaptcha={loadCaptcha}
      />
    </Suspense>
  );
}
