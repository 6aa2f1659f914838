import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import { appPlugin } from './appPlugin';

/**
 * Rate limiting per route (`config.rateLimit`), not global. The store is in memory: with several
 * instances behind a load balancer each instance counts its own attempts.
 */
export default appPlugin('rate-limit', async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError('请求过于频繁，请稍后再试', 429, 429),
  });
});
