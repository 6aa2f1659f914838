/** The light form's validators generated at build time (tools/validators/precompiledValidators.ts). */
declare module 'virtual:precompiled-validators' {
  const validators: Parameters<typeof import('@rjsf/validator-ajv8').createPrecompiledValidator>[0];
  export default validators;
}
