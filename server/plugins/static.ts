import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../errors';
import { appPlugin } from './appPlugin';

/**
 * Serves the built console (`staticDir`) and falls back to its index.html for any other GET outside
 * the API, so that deep links (/home/handle) reach the single-page app. Unknown API paths get a JSON 404.
 */
export default appPlugin('static', async (app: FastifyInstance, opts: { root?: string }) => {
  const root = opts.root ? resolve(opts.root) : undefined;
  const spa = root !== undefined && existsSync(resolve(root, 'index.html'));
  if (root && existsSync(root)) await app.register(fastifyStatic, { root, wildcard: true });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/commondeal')) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ code: 404, message: MESSAGES.notFound, data: null });
  });
});
