import type { FastifyServerOptions } from 'fastify';

/** A mainland mobile number inside a text (a path segment, a query value). */
const MOBILE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;

/**
 * What the log shows of a request URL: the path only (query strings carry download tickets, mobiles,
 * search terms), mobiles masked as 138****0002.
 */
export function loggedUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(MOBILE, '$1****$2');
}

export interface LogOptions {
  /** Where the JSON lines go (stdout when absent); tests capture them. */
  stream?: { write(line: string): unknown };
  level?: string;
}

/**
 * Fastify's logger with secrets kept out: the request serializer drops the query string and masks
 * mobiles (request bodies and headers are never logged). `false` keeps the app silent.
 */
export function loggerOptions(logger: boolean | LogOptions | undefined): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    level: options.level ?? 'info',
    ...(options.stream ? { stream: options.stream } : {}),
    serializers: {
      req: (request: {
        method: string;
        url: string;
        host?: string;
        ip?: string;
        socket?: { remotePort?: number };
      }) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
