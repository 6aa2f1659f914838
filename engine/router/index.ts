export { decideAccess } from './access';
export type { AccessDecision } from './access';
export { ScreenRoute, FORBIDDEN_ROUTE } from './ScreenRoute';
export { buildRoutes } from './buildRoutes';
