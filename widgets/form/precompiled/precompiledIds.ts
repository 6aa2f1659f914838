/**
 * The shared schemas whose light-form validators are generated at build time (`npm run gen:validators`,
 * `loginValidators.ts` beside this file): the login page's, so it validates without ajv's compiler.
 */
export const PRECOMPILED_SCHEMAS: readonly string[] = ['LoginBody'];
