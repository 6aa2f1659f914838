import type { ScreenDescriptor } from '../descriptor';
import type { ScreenSummary } from '../screen/screenSource';
import { test } from '../expr';
import { menuRoutes, type SessionState } from '../session';

export type AccessDecision = 'allow' | 'login' | 'forbidden';

/**
 * Whether the session may open a screen: a route outside the user's menu, or whose role predicate fails, is
 * not reachable by typing the URL.
 */
export function decideAccess(screen: ScreenSummary, session: SessionState): AccessDecision {
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

/** A gate screen: its route, and the predicate over `user` while which it holds every other screen. */
export interface Gate {
  route: string;
  holdWhile: NonNullable<ScreenDescriptor['access']>['holdWhile'];
}

/** The gates declared by screens (`access.holdWhile`). */
export const gatesOf = (screens: ScreenSummary[]): Gate[] =>
  screens.flatMap((s) =>
    s.access?.holdWhile === undefined ? [] : [{ route: s.route, holdWhile: s.access.holdWhile }],
  );

/**
 * The gate route a logged-in session is held at instead of `screen`, or null: public screens and the
 * gate itself are never held.
 */
export function heldAt(
  gates: Gate[],
  screen: Pick<ScreenSummary, 'route' | 'access'>,
  session: SessionState,
): string | null {
  if (screen.access?.public || !session.token || !session.user) return null;
  const user = session.user;
  const gate = gates.find((g) => g.route !== screen.route && test(g.holdWhile, { user }));
  return gate?.route ?? null;
}
