export { runAction, execute } from './run';
export { actionHandlers } from './handlers';
export { ActionStopped } from './types';
export type { ActionContext, ActionEnv, ActionHandlers, ProgressCancel, ValueWriter } from './types';
