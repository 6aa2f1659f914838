export { AppContext, useApp } from './AppContext';
export type { AppServices, Endpoints, ErrorReport, UiPort } from './services';
