/** A schema registered by its `$id` (referenced as `{ $ref: 'Id#' }`). */
export interface SharedSchema {
  $id: string;
  properties?: object;
  [keyword: string]: unknown;
}

const isShared = (v: unknown): v is SharedSchema =>
  !!v && typeof v === 'object' && typeof (v as { $id?: unknown }).$id === 'string';

/** The exported schemas with an `$id` of these modules. */
export const sharedSchemasOf = (...modules: object[]): SharedSchema[] =>
  modules.flatMap((m) => Object.values(m).filter(isShared));
