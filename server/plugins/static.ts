import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../errors';
import { appPlugin } from './appPlugin';

/** Hashed build output: its name changes with its content, so a browser keeps it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html): revalidated on every load, so a new build is picked up at once. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built console (`staticDir`) and falls back to its index.html for any other GET outside
 * the API, so that deep links (/home/handle) reach the single-page app. Unknown API paths get a JSON 404.
 * Files under `assets/` (content-hashed by Vite) are cached as immutable, the page itself never without
 * revalidation.
 */
export default appPlugin('static', async (app: FastifyInstance, opts: { root?: string }) => {
  const root = opts.root ? resolve(opts.root) : undefined;
  const spa = root !== undefined && existsSync(resolve(root, 'index.html'));
  if (root && existsSync(root))
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      cacheControl: false,
      setHeaders: (reply, path) =>
        reply.header(
          'cache-control',
          relative(root, path).startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE,
        ),
    });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing script of an older build is a 404, never the page served as a script.
    const page = !path.startsWith('/commondeal') && !path.startsWith('/assets/');
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && page) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ code: 404, message: MESSAGES.notFound, data: null });
  });
});
