import type { ErrorObject } from 'ajv';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { allSchemas } from '../../schemas';
import { ApiError, fail, MESSAGES, UNIQUE_MESSAGES } from '../errors';
import { describeValidation, GENERIC_VALIDATION_MESSAGE } from '../validationMessage';
import { appPlugin } from './appPlugin';
import { listTimeout } from './listLimits';

const STATUS_MESSAGES: Record<number, string> = {
  400: GENERIC_VALIDATION_MESSAGE,
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: '不支持的请求方法',
  408: '请求超时',
  413: '请求内容过大',
  414: '请求地址过长',
  415: '不支持的请求格式',
  429: '请求过于频繁，请稍后再试',
  431: '请求头过大',
};

export const BAD_URL_MESSAGE = '请求地址格式不正确';
export const DATABASE_UNAVAILABLE_MESSAGE = '数据库暂时不可用，请稍后再试';
export const DUPLICATE_MESSAGE = '数据已存在，请勿重复提交';
export const CONFLICT_MESSAGE = '数据正被其他操作修改，请稍后重试';

/**
 * PostgreSQL errors that are not bugs: a unique violation (23505) is a business refusal; a session the
 * server ended (57P01…), a refused or lost connection is the database being unavailable (503).
 */
function databaseAnswer(err: { code?: unknown; constraint?: unknown; message?: unknown }) {
  const code = typeof err.code === 'string' ? err.code : '';
  if (code === '23505') return fail(UNIQUE_MESSAGES[String(err.constraint)] ?? DUPLICATE_MESSAGE);
  // statement_timeout (a list route's, listLimits.ts) ended the statement: the connection is free again.
  if (code === '57014') return listTimeout();
  // A deadlock or serialisation failure between concurrent writes: nothing was written, try again.
  if (code === '40P01' || code === '40001') return new ApiError(CONFLICT_MESSAGE, 409, 409);
  const unavailable =
    /^(08|57P0[1-3]|53300)/.test(code) ||
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code) ||
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      String(err.message ?? ''),
    );
  if (unavailable) return new ApiError(DATABASE_UNAVAILABLE_MESSAGE, 503, 503);
  return undefined;
}

/** Errors a request stream fails with when its client goes away (connection reset, cancelled upload). */
const CLIENT_GONE_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * The client dropped the connection before its request was read (a half-sent body, a cancelled
 * upload): the error is the request stream's own, or a stream error of a request whose connection is
 * gone. Not a fault of the server or of the database, and there is nobody left to answer.
 */
export function clientAborted(err: { code?: unknown; message?: unknown }, request: FastifyRequest): boolean {
  const raw = request.raw;
  if (raw.errored && err === raw.errored) return true;
  // `complete`: the whole request was read (the stream counts as destroyed once it has been).
  const gone = !raw.complete && (raw.readableAborted || raw.socket?.destroyed === true);
  return gone && (err.message === 'aborted' || CLIENT_GONE_CODES.has(String(err.code)));
}

const envelope = (status: number, message: string) => JSON.stringify({ code: status, message, data: null });

/**
 * Fastify options that answer its own errors in the envelope, in Chinese: bad URL encoding and
 * over-long path parameters (`frameworkErrors`), and the errors Node answers before Fastify sees a
 * request — header overflow (431), request timeout (408), malformed HTTP (400) — (`clientErrorHandler`).
 */
export function frameworkErrorOptions(): Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler'
> {
  return {
    frameworkErrors: (err, _request, reply) => {
      const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const message = status === 414 ? STATUS_MESSAGES[414]! : BAD_URL_MESSAGE;
      void send(reply as FastifyReply, status, status, message);
    },
    clientErrorHandler: (err: NodeJS.ErrnoException, socket: Socket) => {
      if (err.code === 'ECONNRESET' || socket.destroyed) return;
      const status =
        err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      closeWithStatus(socket, status, err);
    },
  };
}

/** Answers a connection that has no request Fastify could answer (in the envelope) and closes it. */
export function closeWithStatus(socket: Socket, status: number, err?: Error): void {
  const body = envelope(status, STATUS_MESSAGES[status] ?? GENERIC_VALIDATION_MESSAGE);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(err);
}

const schemaById = new Map<string, object>(allSchemas.map((s) => [s.$id, s]));

/** The schema that validated `context` (body, querystring, params), its `$ref` resolved. */
function schemaOf(request: FastifyRequest, context: string | undefined): object | undefined {
  const schemas = request.routeOptions.schema as Record<string, { $ref?: string }> | undefined;
  const schema = context ? schemas?.[context] : undefined;
  return schema?.$ref ? schemaById.get(schema.$ref.replace(/#$/, '')) : schema;
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
        schemaOf(request, err.validationContext),
      );
      return send(reply, 400, 400, fields[0]?.message ?? GENERIC_VALIDATION_MESSAGE, fields);
    }
    if (clientAborted(err, request)) {
      // Logged without the error (and its stack): an anonymous client can do this at will.
      request.log.info({ code: err.code }, 'client aborted the request');
      return send(reply, 400, 400, GENERIC_VALIDATION_MESSAGE);
    }
    const db = databaseAnswer(err);
    if (db) {
      if (db.statusCode >= 500) request.log.error({ err }, 'database unavailable');
      return send(reply, db.statusCode, db.code, db.message);
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
