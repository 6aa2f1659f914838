import type { Action } from '../descriptor';
import { actionHandlers } from './handlers';
import { ActionStopped, type ActionContext, type ActionEnv, type ActionHandler } from './types';

/** Runs one action; a failure or a declined confirmation throws `ActionStopped`. */
export function runAction(action: Action, ctx: ActionContext, env: ActionEnv): Promise<void> {
  const handler = actionHandlers[action.type] as ActionHandler<Action['type']> | undefined;
  if (!handler) throw new Error(`未知的动作类型 "${(action as { type: string }).type}"`);
  return handler(action as never, ctx, env, runAction);
}

/**
 * Runs an action from a button or an event: errors are already reported by the steps,
 * so a stopped action resolves to false instead of throwing.
 */
export async function execute(action: Action, ctx: ActionContext, env: ActionEnv): Promise<boolean> {
  try {
    await runAction(action, { ...ctx, results: { ...ctx.results } }, env);
    return true;
  } catch (err) {
    if (err instanceof ActionStopped) return false;
    throw err;
  }
}
