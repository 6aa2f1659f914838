import type { FastifyInstance } from 'fastify';
import { appPlugin } from './appPlugin';

/**
 * `Cache-Control: no-store` on every API answer: login and reauth carry tokens, the others personal and
 * settlement data, deal files; no browser or proxy cache keeps them.
 */
export default appPlugin('no-store', async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/commondeal/')) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
    return payload;
  });
});
