import type { DraftSpec } from '../../descriptor';
import type { FormHandle } from '../types';

/** What a screen's draft holds: its kept state keys and the values of its kept forms. */
export interface DraftBody {
  state: Record<string, unknown>;
  forms?: Record<string, Record<string, unknown>>;
}

/**
 * The kept part of the screen now: each `spec.state` key (null when unset, as JSON keeps it) and each
 * `spec.forms` form's values, from the registered form or, once it has gone (the screen closing), as
 * last seen (`seen`, updated here). Null while a kept form has never been seen (its view still loading).
 */
export function draftSnapshot(
  spec: DraftSpec,
  state: Record<string, unknown>,
  forms: ReadonlyMap<string, FormHandle>,
  seen: Map<string, Record<string, unknown>>,
): DraftBody | null {
  const kept: DraftBody = { state: Object.fromEntries(spec.state.map((k) => [k, state[k] ?? null])) };
  if (!spec.forms?.length) return kept;
  const values: Record<string, Record<string, unknown>> = {};
  for (const id of spec.forms) {
    const now = forms.get(id)?.values?.();
    if (now) seen.set(id, now);
    const v = seen.get(id);
    if (!v) return null;
    values[id] = v;
  }
  return { ...kept, forms: values };
}

/** A draft read from the server, if it has the shape this screen saves: the parts of it this screen keeps. */
export function keptParts(spec: DraftSpec, answer: unknown): DraftBody | null {
  const draft = (answer as { draft?: unknown } | null)?.draft as Partial<DraftBody> | undefined;
  if (!draft || typeof draft !== 'object' || !draft.state || typeof draft.state !== 'object') return null;
  const state = Object.fromEntries(
    spec.state.filter((k) => k in draft.state!).map((k) => [k, draft.state![k]]),
  );
  const forms = Object.fromEntries(
    (spec.forms ?? []).flatMap((id) => {
      const v = draft.forms?.[id];
      return v && typeof v === 'object' ? [[id, v]] : [];
    }),
  );
  return Object.keys(forms).length ? { state, forms } : { state };
}
