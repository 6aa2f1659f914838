import type { ApiAnswer } from '../api';
import type { Action } from '../descriptor';
import { buildBody, buildObject, evaluate, setPath, test } from '../expr';
import { ActionStopped, type ActionContext, type ActionEnv, type ActionHandlers } from './types';
import { failed, text } from './failure';
import { transferHandlers } from './transfer';
import { checkWindowUrl } from './windowUrl';

export { downloadMessages, downloadProgressText, progressText, uploadMessages } from './transfer';

async function encryptFields(body: Record<string, unknown>, fields: string[], env: ActionEnv): Promise<void> {
  for (const f of fields) {
    const v = body[f];
    if (typeof v === 'string' && v !== '') body[f] = await env.encrypt(v);
  }
}

/** Waits `ms`, or throws `ActionStopped` as soon as `signal` aborts. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ActionStopped('poll stopped'));
    const stop = () => {
      clearTimeout(timer);
      reject(new ActionStopped('poll stopped'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** One handler per action type: a typed registry. */
export const actionHandlers: ActionHandlers = {
  async request(a, ctx, env, run) {
    const body =
      a.method === 'GET'
        ? undefined
        : a.text
          ? evaluate(a.bodyFrom ?? null, ctx)
          : buildBody(ctx, a.body, a.bodyFrom);
    if (body && !Array.isArray(body) && a.encrypt)
      await encryptFields(body as Record<string, unknown>, a.encrypt, env);
    const query = a.query ? buildObject(ctx, a.query) : undefined;
    let answer: ApiAnswer;
    try {
      // The success toast may show the server's text: then the whole answer is asked for.
      const whole = a.success !== undefined;
      const got = await env.request(a.method, text(a.path, ctx), {
        body,
        query,
        formEncoded: a.formEncoded,
        text: a.text,
        // With its own error message the action shows the toast, not the client.
        silent: a.silent || a.errorMessage !== undefined,
        signal: env.signal,
        ...(whole ? { envelope: true } : {}),
      });
      answer = whole ? (got as ApiAnswer) : { code: 0, message: '', data: got };
    } catch (err) {
      await failed(err, a, ctx, env, run);
      throw new ActionStopped(err instanceof Error ? err.message : 'request failed');
    }
    if (a.resultAs) ctx.results = { ...ctx.results, [a.resultAs]: answer.data };
    const done = a.success === undefined ? '' : text(a.success, { ...ctx, answer });
    if (done) env.toast('success', done);
  },
  ...transferHandlers,
  async confirm(a, ctx, env, run) {
    const ok = await env.confirm(text(a.message, ctx), a.title ? text(a.title, ctx) : undefined);
    if (!ok) {
      if (a.cancelMessage) env.toast('info', text(a.cancelMessage, ctx));
      throw new ActionStopped('declined');
    }
    await run(a.then, ctx, env);
  },
  async dialog(a, ctx, env) {
    env.openDialog(
      a.dialog,
      a.mode ?? 'new',
      a.dataFrom === undefined ? undefined : evaluate(a.dataFrom, ctx),
      ...(a.stack ? [true] : []),
    );
  },
  async closeDialog(a, _ctx, env) {
    if (a.all) env.closeDialog(true);
    else env.closeDialog();
  },
  async submit(a, _ctx, env) {
    if (!(await env.submit(a.form))) throw new ActionStopped('invalid');
  },
  async navigate(a, ctx, env) {
    const to = typeof a.to === 'string' ? text(a.to, ctx) : String(evaluate(a.to.expr, ctx) ?? '');
    env.navigate(to, { query: a.query ? buildObject(ctx, a.query) : undefined, replace: a.replace });
  },
  async openWindow(a, ctx, env) {
    const policy = env.windowPolicy ?? {
      origin: globalThis.location?.origin ?? 'http://localhost',
      hosts: [],
    };
    const checked = checkWindowUrl(text(a.url, ctx), policy);
    if (checked.problem === undefined) return env.openWindow(checked.href);
    env.toast('error', checked.problem);
    throw new ActionStopped(checked.problem);
  },
  async refresh(a, _ctx, env) {
    env.refresh(a.target);
  },
  async setValue(a, ctx, env, run) {
    const value = evaluate(a.value, ctx);
    const revert = env.setValue(a.target, a.path, value, ctx, a.form);
    // The following steps read the new value (a toggle's request body built from `row`).
    if (!a.form) ctx[a.target] = setPath(ctx[a.target], a.path, value);
    if (!a.then) return;
    try {
      await run(a.then, ctx, env);
    } catch (err) {
      revert();
      throw err;
    }
  },
  async sequence(a, ctx, env, run) {
    for (const step of a.steps) await run(step, ctx, env);
  },
  async if(a, ctx, env, run) {
    const branch: Action | undefined = test(a.test, ctx) ? a.then : a.else;
    if (branch) await run(branch, ctx, env);
  },
  async logout(_a, _ctx, env) {
    await env.signOut();
  },
  async session(a, ctx, env) {
    const firstMenu = await env.signIn(evaluate(a.from, ctx));
    ctx.session = { firstMenu };
  },
  async toast(a, ctx, env) {
    env.toast(a.level, text(a.message, ctx));
  },
  async alert(a, ctx, env) {
    await env.alert(text(a.message, ctx), a.title ? text(a.title, ctx) : undefined);
  },
  async fail(a, ctx, env) {
    const message = text(a.message, ctx);
    env.toast(a.level ?? 'error', message);
    throw new ActionStopped(message);
  },
  async resetForm(a, _ctx, env) {
    env.resetForm(a.form);
  },
  async poll(a, ctx, env, run) {
    const signal = env.lifetime?.() ?? env.signal;
    // A failed call is "not yet": no toast, no onError, no success toast on every tick.
    const { onError: _onError, success: _success, ...call } = a.request;
    const quiet = { ...call, silent: true };
    for (;;) {
      await wait(Math.max(1, a.seconds) * 1000, signal);
      const tick: ActionContext = { ...ctx, results: { ...ctx.results } };
      const answered = await actionHandlers.request(quiet, tick, env, run).then(
        () => true,
        () => false,
      );
      if (signal?.aborted) throw new ActionStopped('poll stopped');
      if (answered && test(a.until, tick)) {
        ctx.results = tick.results;
        if (a.then) await run(a.then, ctx, env);
        return;
      }
    }
  },
  async draft(a, ctx, env) {
    if (!env.draft) throw new Error('draft: 本界面没有声明 draft');
    try {
      await env.draft(a.op);
    } catch (err) {
      // The API client already showed the message.
      throw new ActionStopped(err instanceof Error ? err.message : 'draft failed');
    }
    const done = a.success === undefined ? (a.op === 'save' ? '草稿已保存' : '') : text(a.success, ctx);
    if (done) env.toast('success', done);
  },
  async cancel(_a, _ctx, env) {
    env.cancel();
  },
  async desktop(a, _ctx, env) {
    const answer = env.desktop ? await env.desktop(a.command).catch(() => false) : false;
    if (answer === false || answer === undefined || answer === null) {
      env.toast('warning', '未安装');
      throw new ActionStopped('未安装');
    }
  },
};
