export type FormData = Record<string, unknown>;

/**
 * The latest data of a form, outside React state: typing updates it without re-rendering the
 * form's parents; components that show something derived from it subscribe.
 */
export interface FormStore {
  get(): FormData;
  set(next: FormData): void;
  subscribe(fn: () => void): () => void;
}

export function createFormStore(initial: FormData): FormStore {
  let data = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => data,
    set(next) {
      if (next === data) return;
      data = next;
      listeners.forEach((fn) => fn());
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
  };
}
