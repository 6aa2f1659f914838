import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allSchemas } from '../../schemas';
import { ApiError, MESSAGES } from '../errors';
import { describeValidation, GENERIC_VALIDATION_MESSAGE } from '../validationMessage';
import { appPlugin } from './appPlugin';

const STATUS_MESSAGES: Record<number, string> = {
  400: GENERIC_VALIDATION_MESSAGE,
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: '不支持的请求方法',
  413: '请求内容过大',
  415: '不支持的请求格式',
  429: '请求过于频繁，请稍后再试',
};

const schemaById = new Map<string, { properties?: object }>(allSchemas.map((s) => [s.$id, s]));

/** The property order of the schema that validated `context` (body, querystring, params). */
function propertyOrder(request: FastifyRequest, context: string | undefined): string[] {
  const schemas = request.routeOptions.schema as
    Record<string, { $ref?: string; properties?: object }> | undefined;
  let schema = context ? schemas?.[context] : undefined;
  if (schema?.$ref) schema = schemaById.get(schema.$ref.replace(/#$/, ''));
  return Object.keys(schema?.properties ?? {});
}

function send(reply: FastifyReply, status: number, code: number, message: string, data: unknown = null) {
  return reply.code(status).send({ code, message, data });
}

/**
 * Every error becomes `{ code, message, data }`: validation → 400 with the first field's Chinese
 * message (all of them in `data`), ApiError → its code, other 4xx → a Chinese message, else 500.
 */
export default appPlugin('errors', async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    if (err instanceof ApiError) return send(reply, err.statusCode, err.code, err.message, err.data);
    if (err.validation) {
      const fields = describeValidation(
        err.validation as unknown as ErrorObject[],
        propertyOrder(request, err.validationContext),
      );
      return send(reply, 400, 400, fields[0]?.message ?? GENERIC_VALIDATION_MESSAGE, fields);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, status, STATUS_MESSAGES[status] ?? GENERIC_VALIDATION_MESSAGE);
    }
    request.log.error({ err }, 'unexpected error');
    return send(reply, 500, 500, MESSAGES.serverError);
  });

  /** Empty values mean "not given": '' and null top-level fields are dropped before validation. */
  app.addHook('preValidation', async (request) => {
    for (const part of [request.body, request.query]) {
      if (!part || typeof part !== 'object' || Array.isArray(part)) continue;
      const record = part as Record<string, unknown>;
      for (const key of Object.keys(record))
        if (record[key] === '' || record[key] === null) delete record[key];
    }
  });
});
