import type { FormBlock } from '../../../descriptor';
import type { ActionContext } from '../../../actions';
import { buildObject, getPath, renderTemplate } from '../../../expr';
import type { ScreenRuntime } from '../../../screen';
import type { FormData } from '../../../form';

/** Calls a form's `load` and returns the object found at `rows` (or the answer itself); undefined on failure. */
export async function loadForm(
  load: NonNullable<FormBlock['load']>,
  runtime: ScreenRuntime,
  ctx: ActionContext,
): Promise<FormData | undefined> {
  try {
    const answer = await runtime.env.request(load.method, renderTemplate(load.path, ctx), {
      body: load.method === 'GET' ? undefined : buildObject(ctx, load.body),
      query: load.query ? buildObject(ctx, load.query) : undefined,
    });
    const found = load.rows ? getPath(answer, load.rows) : answer;
    const data = load.into ? buildObject({ ...ctx, result: found }, load.into) : found;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as FormData) : undefined;
  } catch {
    // The API client already showed the message.
    return undefined;
  }
}
