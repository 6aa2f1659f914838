import type { FieldMessages } from './fieldMessages';

/** A message list the core shows: its data path, the renderer's field id and the messages. */
export interface ShownMessages {
  path: string;
  id: string;
  messages: readonly string[];
}

/**
 * One form behaviour for every form renderer (the light form, RJSF, the deal form), without React or
 * the DOM (docs/descriptor.md, how every form behaves). It holds which fields may show their messages,
 * the messages themselves (ajv's errors mapped by `fieldMessages`), and decides the triggers; the
 * renderer validates (ajv, with the schema's Chinese messages), hands the messages in, draws those the
 * core shows and moves the focus where the core says.
 *
 * - No message before a field is first left (a choice: changed) or the form submitted.
 * - Leaving a field shows its message (`leave`); renderers hand that work to `afterPress`.
 * - A change re-checks a field at once while it shows a message, so a correction clears it as it is typed.
 * - A submit shows every message (`submit`); when some show, the first invalid field takes the focus.
 *
 * Fields are the renderer's field ids (`root_a_b` in RJSF, `node.<row key>.field` in the deal form);
 * messages come in by data path and are filed under `idOf(path)`. The values are the form store's
 * (`formStore.ts`), which holds a core and is what the renderers use (docs/architecture.md, the form
 * store).
 */
export interface FormCore {
  /** A field was left (text) or changed (choices): its messages show from now on. */
  leave(id: string): void;
  /** The form is submitted: every message shows from now on. */
  submit(): void;
  /** Whether the messages of the field `id` show. */
  shows(id: string): boolean;
  /**
   * Whether a change of `id` re-checks it now: it shows a message that may be corrected (`showing`,
   * by default whether the core shows one; a renderer with messages of its own passes its answer).
   */
  checksOnChange(id: string, showing?: boolean): boolean;
  /**
   * The messages of a validation, by data path. With `within` (a path), only the messages of that
   * path and those under it are replaced (a deal node validated alone).
   */
  setMessages(byPath: FieldMessages, within?: string): void;
  /** The messages of the field `id` when they show (else none). */
  messagesOf(id: string): readonly string[];
  /** Whether the field `id` has messages (shown or not yet). */
  invalid(id: string): boolean;
  /** Every message that shows, in the order the validation gave them. */
  shown(): ShownMessages[];
  /** The first of `ids` (in the form's order) that is `invalid`: where a failed submit puts the focus. */
  firstInvalid(ids: Iterable<string>, invalid?: (id: string) => boolean): string | undefined;
  /** The fields left so far. */
  readonly touched: ReadonlySet<string>;
  readonly submitted: boolean;
  /** Forgets the fields left, the submit and the messages (reset, a new deal). */
  clear(): void;
  /** Forgets the fields left, keeping the submit and the messages (a table's rows moved under them). */
  forgetTouched(): void;
}

/** The first of `ids` (in the form's order) that is `invalid`. */
export function firstInvalid(ids: Iterable<string>, invalid: (id: string) => boolean): string | undefined {
  for (const id of ids) if (invalid(id)) return id;
  return undefined;
}

const NONE: readonly string[] = Object.freeze([]);
const isUnder = (path: string, within: string) =>
  within === '' || path === within || path.startsWith(`${within}.`);

/** A form core whose field ids are `idOf(path)` (the data path itself by default). */
export function createFormCore(idOf: (path: string) => string = (path) => path): FormCore {
  const touched = new Set<string>();
  let submitted = false;
  /** Messages by data path, each with the id of its field. */
  let messages = new Map<string, { id: string; messages: readonly string[] }>();
  /** Data paths by field id (several paths may share a field). */
  let paths = new Map<string, string[]>();

  const index = () => {
    paths = new Map();
    for (const [path, { id }] of messages) paths.set(id, [...(paths.get(id) ?? []), path]);
  };
  const held = (id: string): readonly string[] => {
    const at = paths.get(id);
    if (!at) return NONE;
    return at.length === 1 ? messages.get(at[0]!)!.messages : at.flatMap((p) => messages.get(p)!.messages);
  };

  const core: FormCore = {
    leave: (id) => void touched.add(id),
    submit: () => void (submitted = true),
    shows: (id) => submitted || touched.has(id),
    checksOnChange: (id, showing = core.messagesOf(id).length > 0) => showing && core.shows(id),
    setMessages(byPath, within) {
      const next = new Map(within === undefined ? [] : [...messages].filter(([p]) => !isUnder(p, within)));
      for (const [path, list] of Object.entries(byPath))
        if (list.length) next.set(path, { id: idOf(path), messages: list });
      messages = next;
      index();
    },
    messagesOf: (id) => (core.shows(id) ? held(id) : NONE),
    invalid: (id) => held(id).length > 0,
    shown: () =>
      [...messages]
        .filter(([, m]) => core.shows(m.id))
        .map(([path, m]) => ({ path, id: m.id, messages: m.messages })),
    firstInvalid: (ids, invalid = core.invalid) => firstInvalid(ids, invalid),
    touched,
    get submitted() {
      return submitted;
    },
    clear() {
      touched.clear();
      submitted = false;
      messages = new Map();
      paths = new Map();
    },
    forgetTouched: () => touched.clear(),
  };
  return core;
}
