/**
 * The shared schemas whose light-form validators are generated at build time (the Vite plugin of
 * tools/validators/precompiledValidators.ts, module `virtual:precompiled-validators`): the login page's, so it validates without ajv's compiler.
 */
export const PRECOMPILED_SCHEMAS: readonly string[] = ['LoginBody'];
