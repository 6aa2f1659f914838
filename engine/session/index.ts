export { SessionStore } from './store';
export { menuRoutes, firstMenuRoute } from './menus';
export type { SessionState, SessionUser, MenuItem } from './types';
export { loadMenuTree } from './loadMenuTree';
export { SessionWatch, sessionTexts, WARN_BEFORE_MS, type SessionAlert } from './watch';
export { loginPathFrom, returnTarget } from './returnTo';
export { relogin, type ReloginForm } from './relogin';
