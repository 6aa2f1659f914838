import { useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { ScreenDescriptor } from '../descriptor';
import { useApp } from '../app';
import { ScreenRenderer } from '../blocks';
import { decideAccess, heldAt, type Gate } from './access';

export const FORBIDDEN_ROUTE = '/home/forbidden';

/**
 * Guards a screen: to /login without a session, to a gate screen while its `holdWhile` holds, to the
 * forbidden page outside the menu.
 */
export function ScreenRoute({ screen, gates = [] }: { screen: ScreenDescriptor; gates?: Gate[] }) {
  const app = useApp();
  const session = useSyncExternalStore(app.session.subscribe, app.session.get);
  const location = useLocation();
  const gate = heldAt(gates, screen, session);
  if (gate) return <Navigate to={gate} replace state={{ from: location.pathname }} />;
  const decision = decideAccess(screen, session);
  if (decision === 'login') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (decision === 'forbidden')
    return <Navigate to={FORBIDDEN_ROUTE} replace state={{ from: location.pathname }} />;
  return <ScreenRenderer key={screen.id} descriptor={screen} />;
}
