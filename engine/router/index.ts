export { decideAccess, gatesOf, heldAt } from './access';
export type { AccessDecision, Gate } from './access';
export { ScreenRoute, FORBIDDEN_ROUTE } from './ScreenRoute';
export { buildRoutes } from './buildRoutes';
