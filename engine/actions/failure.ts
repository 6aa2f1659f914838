/** What every calling action does when its call fails, and the templates of its texts. */
import { apiMessages } from '../api';
import type { Action } from '../descriptor';
import { renderTemplate } from '../expr';
import type { ActionContext, ActionEnv, RunAction } from './types';

/** A text of the descriptor, its `{{…}}` filled from the context. */
export const text = (t: string | undefined, ctx: ActionContext): string => renderTemplate(t ?? '', ctx);

/** What templates and `onError` read of a failed call as `error`. */
export function errorOf(err: unknown): { message: string; code?: number; data?: unknown } {
  if (!(err instanceof Error)) return { message: String(err) };
  const { code, data } = err as Error & { code?: number; data?: unknown };
  return { message: err.message, code, data };
}

/** The error toast of `errorMessage` (not for a cancelled call), then `onError`. */
export async function failed(
  err: unknown,
  a: { errorMessage?: string; onError?: Action; silent?: boolean },
  ctx: ActionContext,
  env: ActionEnv,
  run: RunAction,
): Promise<void> {
  const error = errorOf(err);
  // A template that renders empty (e.g. `{{error.data}}` of an answer without data) shows the message.
  if (a.errorMessage !== undefined && !a.silent && error.message !== apiMessages.aborted)
    env.toast('error', text(a.errorMessage, { ...ctx, error }) || error.message);
  if (a.onError) await run(a.onError, { ...ctx, error }, env).catch(() => undefined);
}
