import type { FieldState } from '../../../descriptor';
import { test } from '../../../expr';

/** The evaluated state of each field that has predicates. */
export type FieldFlags = Record<string, { hidden: boolean; disabled: boolean }>;

/** Evaluates `fieldStates` predicates over a context that holds `form`. */
export function evaluateFieldStates(
  states: Record<string, FieldState> | undefined,
  ctx: unknown,
): FieldFlags {
  const out: FieldFlags = {};
  for (const [field, s] of Object.entries(states ?? {})) {
    out[field] = {
      hidden: s.hidden === undefined ? false : test(s.hidden, ctx),
      disabled: s.disabled === undefined ? false : test(s.disabled, ctx),
    };
  }
  return out;
}

export function sameFlags(a: FieldFlags, b: FieldFlags): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => a[k]?.hidden === b[k]?.hidden && a[k]?.disabled === b[k]?.disabled);
}

/** Merges the flags into a uiSchema: hidden → `ui:widget: hidden`, disabled → `ui:disabled`. */
export function applyFieldFlags(
  uiSchema: Record<string, unknown>,
  flags: FieldFlags,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...uiSchema };
  for (const [field, f] of Object.entries(flags)) {
    if (!f.hidden && !f.disabled) continue;
    const own = (uiSchema[field] && typeof uiSchema[field] === 'object' ? uiSchema[field] : {}) as Record<
      string,
      unknown
    >;
    out[field] = {
      ...own,
      ...(f.hidden ? { 'ui:widget': 'hidden' } : {}),
      ...(f.disabled ? { 'ui:disabled': true } : {}),
    };
  }
  return out;
}

/** Names of the fields that are hidden now. */
export function hiddenFields(flags: FieldFlags): string[] {
  return Object.entries(flags)
    .filter(([, f]) => f.hidden)
    .map(([k]) => k);
}

/**
 * The data without the fields hidden now: a hidden field is neither validated nor sent (a code
 * typed before the phone was set back must not reach the server).
 */
export function omitHidden(data: Record<string, unknown>, flags: FieldFlags): Record<string, unknown> {
  const hidden = hiddenFields(flags);
  if (!hidden.length) return data;
  return Object.fromEntries(Object.entries(data).filter(([k]) => !hidden.includes(k)));
}
