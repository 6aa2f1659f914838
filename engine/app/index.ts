export { AppContext, useApp } from './AppContext';
export type { AppServices, ErrorReport, UiPort } from './services';
