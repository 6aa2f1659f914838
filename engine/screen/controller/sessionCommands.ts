import type { NavigateFunction } from 'react-router-dom';
import type { ActionEnv } from '../../actions';
import type { AppServices } from '../../app';
import { firstMenuRoute } from '../../session';

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
      return firstMenuRoute(app.session.get().menus);
    },
    signOut: async () => {
      await app.api
        .request('POST', app.endpoints.logout, { silent: true, expectUnauthorized: true })
        .catch(() => undefined);
      app.session.clear();
      navigate('/login', { replace: true });
    },
  };
}
