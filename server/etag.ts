import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag of a text (its SHA-256, shortened). */
export const etagOf = (text: string) =>
  `"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"`;

/** True when the request's `If-None-Match` names `etag` (or `*`). */
function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/**
 * Answers a JSON text with its ETag, or 304 without a body when the caller already holds this
 * version (`If-None-Match`). The answers stay `no-store`: the console keeps the version itself.
 */
export function sendVersioned(
  request: FastifyRequest,
  reply: FastifyReply,
  json: string,
  etag = etagOf(json),
) {
  reply.header('etag', etag);
  if (matches(request, etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
