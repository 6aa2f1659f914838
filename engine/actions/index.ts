export { runAction, execute } from './run';
export { actionHandlers } from './handlers';
export { ActionStopped } from './types';
export type { ActionContext, ActionEnv, ActionHandlers, ProgressCancel, ValueWriter } from './types';
export { checkWindowUrl, windowUrlTemplateProblem } from './windowUrl';
export type { WindowPolicy } from './windowUrl';
