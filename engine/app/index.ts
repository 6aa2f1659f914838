export { AppContext, useApp } from './AppContext';
export type { AppServices, UiPort } from './services';
