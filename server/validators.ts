import Ajv, { type AnySchema, type Options, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import ajvFormats from 'ajv-formats';
import type { FastifyRequest, FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { inputBounds } from './inputBounds';
import { inputText } from './inputText';

/** The ajv options of every request schema; only `coerceTypes` differs between the two instances. */
const AJV_OPTIONS: Options = {
  allErrors: true,
  // An amount's `multipleOf: 0.01` holds for 57.01 (57.01 / 0.01 is not exactly an integer in binary).
  multipleOfPrecision: 8,
  // The messages name the field from the failing schema's title (validationMessage.ts).
  verbose: true,
  useDefaults: true,
  removeAdditional: true,
  // A route schema with an $id is compiled, not registered: two routes may share one.
  addUsedSchema: false,
};

/** Bodies that arrived as text fields (form-urlencoded): every value a string, so they are coerced. */
const textBodies = new WeakSet<object>();

const isJsonType = (contentType: string | undefined) =>
  /^application\/(?:[\w.+-]*\+)?json\s*(?:;|$)/i.test(contentType ?? 'application/json');

/**
 * A `preValidation` hook: a body parsed from a non-JSON content type (form-urlencoded, whose values are
 * all strings) is marked so that its validation coerces `"3"` to 3. A JSON body carries its own types
 * and is never coerced.
 */
export async function markTextBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body && typeof body === 'object' && !isJsonType(request.headers['content-type'])) textBodies.add(body);
}

function createAjv(externalSchemas: Record<string, unknown>, coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, coerceTypes });
  ajvFormats(ajv);
  ajvErrors(ajv);
  // int4 bounds, array caps and no control characters in every request schema.
  inputBounds(ajv);
  // Text trimmed, and half-width where a number, code or date is expected (docs/server.md).
  inputText(ajv);
  for (const schema of Object.values(externalSchemas)) ajv.addSchema(schema as AnySchema);
  return ajv;
}

function compile(ajv: Ajv, schema: AnySchema): ValidateFunction {
  const id = typeof schema === 'object' && schema !== null ? schema.$id : undefined;
  return (typeof id === 'string' ? ajv.getSchema(id) : undefined) ?? ajv.compile(schema);
}

type Compilers = { coercing: Ajv; strict: Ajv };

/**
 * A validator compiled at its first call: Fastify asks for every route's validators at start, and
 * compiling the ~300 of them there took half a second of a start that should answer within two
 * ([performance](../docs/performance.md#memory-at-rest)). A schema ajv cannot compile still fails
 * the tests: the input-bounds suite sends a value to every field of every route.
 */
function onFirstCall(pick: (data: unknown) => ValidateFunction) {
  const validate = (data: unknown) => {
    const fn = pick(data);
    const valid = fn(data);
    validate.errors = fn.errors;
    return valid;
  };
  validate.errors = undefined as ValidateFunction['errors'];
  return validate;
}

/**
 * The validator compiler of a route's request parts. Query strings, path parameters and headers are
 * text by nature: their values are coerced to the schema's types (`'array'`: one value where a list is
 * expected becomes a list). A JSON body is validated as it came: `{"userId": true}` or `{"userId": "1"}`
 * is a 400 naming the field, never user 1. A form-urlencoded body (see {@link markTextBody}) is coerced
 * like a query string.
 */
function compilerOf({ coercing, strict }: Compilers): FastifySchemaCompiler<AnySchema> {
  return ({ schema, httpPart }) => {
    let asJson: ValidateFunction | undefined;
    let asText: ValidateFunction | undefined;
    if (httpPart !== 'body') return onFirstCall(() => (asText ??= compile(coercing, schema)));
    return onFirstCall((data) =>
      data && typeof data === 'object' && textBodies.has(data)
        ? (asText ??= compile(coercing, schema))
        : (asJson ??= compile(strict, schema)),
    );
  };
}

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type ValidatorFactory = NonNullable<SchemaController['compilersFactory']>['buildValidator'];

/**
 * The `schemaController` of one app: Fastify calls its factory with the shared schemas (`addSchema`)
 * of every plugin context — the same ones everywhere here, so (as Fastify's own compiler does) one pair
 * of ajv instances serves all the contexts with the same schemas. Fastify calls the compiler with
 * `{ schema, method, url, httpPart }`; its type declaration has it take the bare schema, hence the cast.
 */
export function validatorCompilers(): SchemaController {
  const pool = new Map<string, Compilers>();
  const buildValidator = (externalSchemas: Record<string, unknown>) => {
    const key = JSON.stringify(externalSchemas);
    let pair = pool.get(key);
    if (!pair) {
      pair = { coercing: createAjv(externalSchemas, 'array'), strict: createAjv(externalSchemas, false) };
      pool.set(key, pair);
    }
    return compilerOf(pair);
  };
  return { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } };
}
