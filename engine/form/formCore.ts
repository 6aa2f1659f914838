/**
 * One form behaviour for every form renderer (the light form, RJSF, the deal form), without React or
 * the DOM (docs/descriptor.md, how every form behaves). It holds which fields may show their messages
 * and decides the triggers; the renderer validates (ajv, with the schema's Chinese messages), draws
 * the messages and moves the focus where the core says.
 *
 * - No message before a field is first left (a choice: changed) or the form submitted.
 * - Leaving a field shows its message (`leave`); renderers hand that work to `afterPress`.
 * - A change re-checks a field at once while it shows a message, so a correction clears it as it is typed.
 * - A submit shows every message (`submit`); when some show, the first invalid field takes the focus.
 */
export interface FormCore {
  /** A field was left (text) or changed (choices): its messages show from now on. */
  leave(id: string): void;
  /** The form is submitted: every message shows from now on. */
  submit(): void;
  /** Whether the messages of the field `id` show. */
  shows(id: string): boolean;
  /** Whether a change of `id` re-checks it now: it shows a message (`showing`) that may be corrected. */
  checksOnChange(id: string, showing: boolean): boolean;
  /** The first of `ids` (in the form's order) that is `invalid`: where a failed submit puts the focus. */
  firstInvalid(ids: Iterable<string>, invalid: (id: string) => boolean): string | undefined;
  /** The fields left so far (the deal form keys its messages by them). */
  readonly touched: ReadonlySet<string>;
  readonly submitted: boolean;
  /** Forgets the fields left and the submit (reset, a new deal). */
  clear(): void;
}

/** The first of `ids` (in the form's order) that is `invalid`. */
export function firstInvalid(ids: Iterable<string>, invalid: (id: string) => boolean): string | undefined {
  for (const id of ids) if (invalid(id)) return id;
  return undefined;
}

export function createFormCore(): FormCore {
  const touched = new Set<string>();
  let submitted = false;
  const core: FormCore = {
    leave: (id) => void touched.add(id),
    submit: () => void (submitted = true),
    shows: (id) => submitted || touched.has(id),
    checksOnChange: (id, showing) => showing && core.shows(id),
    firstInvalid,
    touched,
    get submitted() {
      return submitted;
    },
    clear() {
      touched.clear();
      submitted = false;
    },
  };
  return core;
}
