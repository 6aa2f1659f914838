export { decideAccess, gatesOf, heldAt } from './access';
export type { AccessDecision, Gate } from './access';
export { ScreenRoute, FORBIDDEN_ROUTE } from './ScreenRoute';
export type { ScreenRouteProps } from './ScreenRoute';
export { ScreenBoundary } from './ScreenBoundary';
export { RouteError } from './RouteError';
export { buildRoutes } from './buildRoutes';
export { useScreenDescriptor } from './useScreenDescriptor';
export { LeaveGuard, LEAVE_MESSAGE } from './LeaveGuard';
