import type { NavigateFunction } from 'react-router-dom';
import type { ActionEnv } from '../../actions';
import type { AppServices } from '../../app';
import { firstMenuRoute, returnTarget } from '../../session';

/** The `signIn` and `signOut` of the action environment: the session, the menus and the way out. */
export function sessionCommands(
  app: AppServices,
  navigate: NavigateFunction,
): Pick<ActionEnv, 'signIn' | 'signOut'> {
  return {
    signIn: async (answer) => {
      const a = (answer ?? {}) as { token?: string } & Record<string, unknown>;
      if (!a.token) throw new Error('登录应答缺少 token');
      const { token, ...user } = a;
      app.session.signIn(token, user as never);
      await app.loadMenus();
      // Back to the page that needed the login (`/login?from=…`), else the first menu entry.
      const back = typeof window === 'undefined' ? null : returnTarget(window.location.search);
      return back ?? firstMenuRoute(app.session.get().menus);
    },
    signOut: async () => {
      await app.api
        .request('POST', app.endpoints.logout, { silent: true, expectUnauthorized: true })
        .catch(() => undefined);
      // To the login page first: the shell, left without a session, would send it there naming this page.
      navigate('/login', { replace: true });
      app.session.clear();
    },
  };
}
