import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * The value a request schema lets through, derived from the schema itself (docs/server.md): a route
 * keeps `{ $ref: 'Name#' }` in its schema (the OpenAPI document names it) and types its generic with
 * `RequestOf<typeof Name>`. Defaulted properties are required, as ajv fills them (`useDefaults`); a
 * schema that `$ref`s another lists it in `R`.
 */
export type RequestOf<S extends JSONSchema, R extends (JSONSchema & { $id: string })[] = []> = FromSchema<
  S,
  { references: R }
>;
