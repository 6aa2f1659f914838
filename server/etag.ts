import { createHash } from 'node:crypto';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A strong ETag of a text (its SHA-256, shortened). */
export const etagOf = (text: string) =>
  `"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"`;

/**
 * Makes the routes of `app` (a plugin's own context) answer 304 without a body when the caller's
 * `If-None-Match` names the ETag their answer carries (@fastify/etag). Register it only where a route
 * sends `sendVersioned`: the other routes stay without ETag.
 */
export const versioned = (app: FastifyInstance) => app.register(fastifyEtag);

/**
 * Answers a JSON text with its ETag (computed here from the text, before compression changes the
 * payload). The answers stay `no-store`: the console keeps the version itself.
 */
export function sendVersioned(reply: FastifyReply, json: string, etag = etagOf(json)) {
  return reply.header('etag', etag).type('application/json; charset=utf-8').send(json);
}
