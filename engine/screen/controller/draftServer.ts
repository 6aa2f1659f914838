import type { DraftAction, DraftSpec } from '../../descriptor';
import type { AppServices } from '../../app';
import type { DraftBody } from './draftSnapshot';

/** The calls in flight by draft route: the screen opened again reads after the save made as it closed. */
const queues = new Map<string, Promise<unknown>>();

/**
 * The calls of a screen's draft to its route, one after another (a discard never overtakes the save
 * before it, a read waits for the save of the screen that just closed). They do not stop with the
 * screen: the save made as it closes still arrives.
 */
export function draftServer(app: AppServices, spec: DraftSpec) {
  /** The message of the last failed autosave: the same failure again is not shown twice in a row. */
  let lastFailure = '';
  const send = (method: 'GET' | 'PUT' | 'DELETE', body?: { draft: DraftBody }, silent = false) => {
    const call = (queues.get(spec.path) ?? Promise.resolve()).then(() =>
      app.api.request(method, spec.path, { body, silent }),
    );
    const settled = call.catch(() => undefined);
    queues.set(spec.path, settled);
    // Forgotten once settled with nothing after it.
    void settled.then(() => queues.get(spec.path) === settled && queues.delete(spec.path));
    return call;
  };
  return {
    read: () => send('GET', undefined, true),
    save: (draft: DraftBody) => send('PUT', { draft }),
    drop: () => send('DELETE'),
    /** A save nobody asked for: its failure is shown once, not at every change. */
    autosave(draft: DraftBody) {
      send('PUT', { draft }, true).then(
        () => void (lastFailure = ''),
        (err: unknown) => {
          const message = err instanceof Error ? err.message : String(err);
          if (message !== lastFailure) app.ui.toast('warning', `草稿未保存：${message}`);
          lastFailure = message;
        },
      );
    },
  };
}

export type DraftOp = DraftAction['op'];
