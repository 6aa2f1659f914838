import type { ScreenDescriptor } from '../descriptor';
import { test } from '../expr';
import { menuRoutes, type SessionState } from '../session';

export type AccessDecision = 'allow' | 'login' | 'forbidden';

/**
 * Whether the session may open a screen (spec 000 §2.2, DESIGN §5): a route outside the user's menu,
 * or whose role predicate fails, is not reachable by typing the URL.
 */
export function decideAccess(screen: ScreenDescriptor, session: SessionState): AccessDecision {
  const access = screen.access ?? {};
  if (access.public) return 'allow';
  if (!session.token || !session.user) return 'login';
  const user = session.user;
  if (access.roles?.length && !access.roles.some((r) => user.roles?.includes(r))) return 'forbidden';
  if (access.when !== undefined && !test(access.when, { user })) return 'forbidden';
  if (access.always) return 'allow';
  const routes = menuRoutes(session.menus);
  const paths = access.via ? [access.via] : [screen.route, ...(screen.aliases ?? [])];
  return paths.some((p) => routes.has(p)) ? 'allow' : 'forbidden';
}
