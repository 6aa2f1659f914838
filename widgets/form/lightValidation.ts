import type { Validate } from './lightCheck';
import { PRECOMPILED_SCHEMAS } from './precompiled/precompiledIds';

/**
 * Loads a light form's validation once the user first focuses or presses in the form (or it is
 * submitted): nothing of it on the page's first paint. The login's schema has validators generated at
 * build time (tools/validators/precompiledValidators.ts), so the login page never loads ajv's compiler; any other
 * schema is compiled by ajv.
 */
type Precompiled = typeof import('./lightValidatePrecompiled');
let full: Validate | undefined;
let precompiled: Precompiled | undefined;

const once = <T>(load: () => Promise<T>) => {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((e: unknown) => {
      pending = undefined;
      throw e;
    }));
};
const loadFull = once(() => import('./lightValidate').then((m) => (full = m.validateLight)));
const loadPrecompiled = once(() => import('./lightValidatePrecompiled').then((m) => (precompiled = m)));

const hasPrecompiled = (schema: object) => {
  const id = (schema as { $id?: unknown }).$id;
  return typeof id === 'string' && PRECOMPILED_SCHEMAS.includes(id);
};

/** The validation of `schema` when it is loaded already (undefined: call `loadValidation`). */
export function loadedValidation(schema: object): Validate | undefined {
  if (!hasPrecompiled(schema)) return full;
  if (!precompiled) return undefined;
  return precompiled.precompiledFor(schema) ?? full;
}

/** Loads the validation of `schema`. */
export async function loadValidation(schema: object): Promise<Validate> {
  if (hasPrecompiled(schema)) await loadPrecompiled();
  const ready = loadedValidation(schema);
  return ready ?? loadFull();
}

/** Loads both ways of validating now (tests render and submit in one pass). */
export const preloadValidation = () => Promise.all([loadFull(), loadPrecompiled()]);
