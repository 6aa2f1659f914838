import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import { appPlugin } from './appPlugin';
import { databaseStore } from './rateLimitStore';

const TOO_MANY = '请求过于频繁，请稍后再试';

/**
 * A route's limit per client address and minute (`config.rateLimit`), answered 429 with `message`
 * once exceeded.
 */
export const perMinute = (max: number, message: string = TOO_MANY) => ({
  max,
  timeWindow: 60_000,
  errorResponseBuilder: () => new ApiError(message, 429, 429),
});

/**
 * Rate limiting per route (`config.rateLimit`), not global. The hits are counted in the database
 * (`rate_limit_hits`), so instances behind a load balancer share one count per client address
 * (`TRUST_PROXY` makes that the client's, not the balancer's). After the db plugin.
 */
export default appPlugin('rate-limit', async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.db),
    errorResponseBuilder: () => new ApiError(TOO_MANY, 429, 429),
  });
});
