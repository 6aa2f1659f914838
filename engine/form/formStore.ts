import { afterPress } from './afterPress';
import { createFormCore, type FormCore } from './formCore';
import { createSubmitGuard, type SubmitGuard } from './submitGuard';

export type FormData = Record<string, unknown>;

/** The messages a form draws now, by field id. */
export type ShownById = Readonly<Record<string, readonly string[]>>;

/** What a form shows, replaced (a new object) each time it changes: subscribers compare it. */
export interface FormState {
  readonly submitted: boolean;
  /** How many fields were left. */
  readonly touched: number;
  /** The messages drawn now, by field id (`publish`). */
  readonly shown: ShownById;
}

/**
 * The one store of a form, whatever draws it (the light form, RJSF, the deal form, the editable
 * table), without React or the DOM (docs/architecture.md, the form store): its values, the form core's
 * rules (touched, submitted, messages: `formCore.ts`), the press rule, the focus after a failed submit,
 * its submit guard, and subscriptions per field, so a keystroke re-renders the field typed in only.
 */
export interface FormStore<T extends object = FormData> extends FormCore {
  /** The values; a new object after each change, the same one in between. */
  get(): T;
  /**
   * Replaces the values and notifies the value subscribers and the fields `changed` (ids; by default
   * those of the top-level keys whose value changed).
   */
  set(next: T, changed?: Iterable<string>): void;
  /** Calls `fn` after any change of the values; returns the unsubscribe. */
  subscribe(fn: () => void): () => void;
  /** Calls `fn` when the value or the shown messages of the field `id` change, and only then. */
  subscribeField(id: string, fn: () => void): () => void;
  /**
   * What shows becomes `shown` (by default the core's shown messages grouped by field id); only the
   * fields whose messages changed are notified. Leaving and submitting validate, then publish.
   */
  publish(shown?: ShownById): void;
  /** What the form shows now: the same object until it changes. */
  state(): FormState;
  /** Calls `fn` when `state()` changes. */
  subscribeState(fn: () => void): () => void;
  /** The press rule: leaves the field `id`, then runs `then`, once a press under way has ended. */
  leaveAfterPress(id: string, then?: () => void): void;
  /**
   * After a failed submit: focuses the first of `ids` (in the form's order) that is `invalid` (by
   * default: has messages) with `focus` (by default the element of that id); returns it.
   */
  focusFirstInvalid(
    ids: Iterable<string>,
    invalid?: (id: string) => boolean,
    focus?: (id: string) => void,
  ): string | undefined;
  /** The one submit running at a time (`submitGuard.ts`). */
  readonly guard: SubmitGuard;
  /** Takes the values now as saved (loaded, reset or saved): `isDirty` compares with them. */
  markClean(): void;
  /** Whether the values changed since the store was made or last marked clean. */
  isDirty(): boolean;
}

export interface FormStoreOptions<T> {
  initial: T;
  /** The field id of a data path (`formFieldId` by default: RJSF's and the light form's ids). */
  idOf?: (path: string) => string;
}

/** `a.b` or `.a.b` → `root_a_b`: the id RJSF and the light form give the field at a data path. */
export const formFieldId = (path: string) => ['root', ...path.split('.').filter(Boolean)].join('_');

const NONE: ShownById = Object.freeze({});
const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((m, i) => m === b[i]));

export function createFormStore<T extends object = FormData>({
  initial,
  idOf = formFieldId,
}: FormStoreOptions<T>): FormStore<T> {
  const core = createFormCore(idOf);
  let data = initial;
  let clean = JSON.stringify(initial);
  let state: FormState = { submitted: false, touched: 0, shown: NONE };
  const all = new Set<() => void>();
  const states = new Set<() => void>();
  const fields = new Map<string, Set<() => void>>();
  const notifyField = (id: string) => fields.get(id)?.forEach((fn) => fn());
  const restate = (shown = state.shown) => {
    const next = { submitted: core.submitted, touched: core.touched.size, shown };
    if (next.submitted === state.submitted && next.touched === state.touched && shown === state.shown) return;
    state = next;
    states.forEach((fn) => fn());
  };
  const grouped = (): ShownById => {
    const byId: Record<string, readonly string[]> = {};
    for (const s of core.shown()) byId[s.id] = byId[s.id] ? [...byId[s.id]!, ...s.messages] : s.messages;
    return byId;
  };
  /** The ids of the top-level keys whose value differs (only when some field listens). */
  const changedKeys = (a: T, b: T): string[] => {
    if (fields.size === 0) return [];
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    return [...keys].filter((k) => x[k] !== y[k]).map(idOf);
  };

  const store: FormStore<T> = {
    ...core,
    get: () => data,
    set(next, changed) {
      if (next === data) return;
      const before = data;
      data = next;
      for (const id of changed ?? changedKeys(before, next)) notifyField(id);
      all.forEach((fn) => fn());
    },
    subscribe(fn) {
      all.add(fn);
      return () => void all.delete(fn);
    },
    subscribeField(id, fn) {
      let set = fields.get(id);
      if (!set) fields.set(id, (set = new Set()));
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0 && fields.get(id) === set) fields.delete(id);
      };
    },
    publish(shown = grouped()) {
      const old = state.shown;
      const moved = [...new Set([...Object.keys(old), ...Object.keys(shown)])].filter(
        (id) => !sameList(old[id], shown[id]),
      );
      if (moved.length === 0) return;
      restate(shown);
      for (const id of moved) notifyField(id);
    },
    state: () => state,
    subscribeState(fn) {
      states.add(fn);
      return () => void states.delete(fn);
    },
    leave(id) {
      core.leave(id);
      restate();
    },
    submit() {
      core.submit();
      restate();
    },
    clear() {
      core.clear();
      store.publish(NONE);
      restate();
    },
    forgetTouched() {
      core.forgetTouched();
      restate();
    },
    leaveAfterPress: (id, then) =>
      afterPress(() => {
        store.leave(id);
        then?.();
      }),
    focusFirstInvalid(ids, invalid = core.invalid, focus = focusElement) {
      const first = core.firstInvalid(ids, invalid);
      if (first !== undefined) focus(first);
      return first;
    },
    get touched() {
      return core.touched;
    },
    get submitted() {
      return core.submitted;
    },
    guard: createSubmitGuard(),
    markClean: () => void (clean = JSON.stringify(data)),
    isDirty: () => JSON.stringify(data) !== clean,
  };
  return store;
}

/** Focuses the element of the id `id` (a renderer's field ids are its inputs' ids). */
function focusElement(id: string): void {
  if (typeof document !== 'undefined') document.getElementById(id)?.focus();
}
