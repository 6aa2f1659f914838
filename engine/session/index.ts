export { SessionStore } from './store';
export { menuRoutes, firstMenuRoute } from './menus';
export type { SessionState, SessionUser, MenuItem } from './types';
export { loadMenuTree } from './loadMenuTree';
