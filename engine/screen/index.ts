export { ScreenContext, useScreen, useRefresh } from './ScreenContext';
export { useScreenController } from './useScreenController';
export { RefreshBus } from './refreshBus';
export type { ScreenRuntime, FormHandle, OpenDialog } from './types';
export { RemoteScreens, staticLoader, withSchemas } from './screenSource';
export type { ScreenIndex, ScreenLoader, ScreenSummary } from './screenSource';
export { LeaveGuardContext, useUnsavedForms } from './leaveGuard';
export type { LeaveGuardRegistry } from './leaveGuard';
