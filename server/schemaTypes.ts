import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Inlined } from '../schemas/ref';

/**
 * The value a request schema lets through, derived from the schema itself
 * (docs/server.md#routes-and-schemas): schemas named by `ref(Schema)` are read through. Defaulted
 * properties are required, as ajv fills them (`useDefaults`).
 */
export type RequestOf<S> = Inlined<S> extends infer I extends JSONSchema ? FromSchema<I> : unknown;

/** A `format: binary` answer (a file) is sent as bytes. */
type Binary = { pattern: { type: 'string'; format: 'binary' }; output: Buffer };

/** `T` without its open `[key: string]: unknown` members, deeply. */
type Closed<T> = T extends readonly (infer E)[]
  ? Closed<E>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : K]: Closed<T[K]> }
    : T;

/**
 * The value an answer schema describes: a defaulted property may be absent (answers are not filled), and
 * more properties than it lists may be sent (answers are serialised as they are, never filtered), so a
 * handler may return a record type (an interface) with the listed properties.
 */
export type AnswerOf<S> =
  Inlined<S> extends infer I extends JSONSchema
    ? Closed<FromSchema<I, { keepDefaultedPropertiesOptional: true; deserialize: [Binary] }>>
    : unknown;

/**
 * Fastify's type provider over the route schemas: a handler's body, query, params and reply are the
 * types of the schemas its route declares, so a route names each schema once.
 */
export interface SchemaProvider extends FastifyTypeProvider {
  readonly validator: RequestOf<this['schema']>;
  readonly serializer: AnswerOf<this['schema']>;
}

/** The server as route plugins see it: typed by `SchemaProvider`. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  SchemaProvider
>;
