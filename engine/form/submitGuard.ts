/**
 * The one submit of a form, whatever starts it (its button, Enter in a text box, a `submit` action, a
 * keyboard shortcut), without React or the DOM (docs/descriptor.md, how every form behaves). One
 * submit runs at a time: a submit asked for while one runs is dropped (answers false) and sends
 * nothing, so a second Enter or a double click cannot save twice. `running` says whether one runs,
 * for the button that shows it as loading.
 */
export interface SubmitGuard {
  /** Runs `submit` unless a submit of this form runs; a dropped one answers false. */
  run(submit: () => Promise<boolean>): Promise<boolean>;
  /** Whether a submit runs now. */
  readonly running: boolean;
  /** Calls `listener` when a submit starts or ends; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A guard with no submit running. */
export function createSubmitGuard(): SubmitGuard {
  let running = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    running = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    async run(submit) {
      if (running) return false;
      set(true);
      try {
        return await submit();
      } finally {
        set(false);
      }
    },
    get running() {
      return running;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
