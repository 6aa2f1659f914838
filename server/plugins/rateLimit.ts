import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import { appPlugin } from './appPlugin';
import { databaseStore } from './rateLimitStore';

/**
 * Rate limiting per route (`config.rateLimit`), not global. The hits are counted in the database
 * (`rate_limit_hits`), so instances behind a load balancer share one count per client address
 * (`TRUST_PROXY` makes that the client's, not the balancer's). After the db plugin.
 */
export default appPlugin('rate-limit', async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.db),
    errorResponseBuilder: () => new ApiError('请求过于频繁，请稍后再试', 429, 429),
  });
});
