import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pendingMigrations } from '../db';
import { ApiError } from '../errors';
import { createMetrics, type Metrics } from '../ops/metrics';
import { PUBLIC, refused } from '../policy';
import { StartRefused } from '../production';
import { bearerToken } from './auth';
import { appPlugin } from './appPlugin';

/** A readiness check: resolves true when its part is ready (a throw counts as not ready). */
export type ReadyCheck = () => Promise<boolean>;

export interface Ops {
  metrics: Metrics;
  /** Checks `/readyz` runs besides the database's; plugins add theirs (the screen index). */
  readiness: Map<string, ReadyCheck>;
  /** Shutting down: `/readyz` answers 503 and every answer asks the client to close its connection. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ops: Ops;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));

/** The shortest `METRICS_TOKEN` a server starts with: a guessable token opens every institution's figures. */
export const METRICS_TOKEN_MIN = 32;
export const TOO_MANY_WRONG_TOKENS = '监控令牌错误次数过多，请稍后再试';

/** Refuses to start with a `METRICS_TOKEN` shorter than {@link METRICS_TOKEN_MIN} (unset: no token, fine). */
export function refuseWeakMetricsToken(token: string): void {
  if (token === '' || token.length >= METRICS_TOKEN_MIN) return;
  throw new StartRefused(
    `拒绝启动：METRICS_TOKEN 只有 ${token.length} 个字符，至少须 ${METRICS_TOKEN_MIN} 个。` +
      '请设置一个足够长的随机令牌（例如 openssl rand -hex 32 的输出），或删除 METRICS_TOKEN（只从 METRICS_ALLOW 的地址读取监控指标）。',
  );
}

/**
 * `/metrics` is scraped from an allowed address (`METRICS_ALLOW`, loopback by default) or with
 * `Authorization: Bearer <METRICS_TOKEN>`; a console login is not enough (the figures describe every
 * institution's traffic). Wrong tokens are limited per address like login attempts (`LOGIN_RATE_MAX` a
 * minute, counted across instances): once over, the address is answered 429 whatever token it sends.
 */
async function mayScrape(
  app: FastifyInstance,
  request: FastifyRequest,
  wrongTokens: () => ReturnType<FastifyInstance['createRateLimit']>,
): Promise<boolean> {
  const { metricsToken, metricsAllow } = app.config;
  if (metricsAllow.includes(request.ip)) return true;
  const token = bearerToken(request);
  if (!token) return false;
  const exceeded = async (increment: boolean) => {
    const state = await wrongTokens()(request, { increment });
    return !state.isAllowed && state.isExceeded;
  };
  if (await exceeded(false)) throw new ApiError(TOO_MANY_WRONG_TOKENS, 429, 429);
  if (metricsToken && sameSecret(token, metricsToken)) return true;
  if (await exceeded(true)) throw new ApiError(TOO_MANY_WRONG_TOKENS, 429, 429);
  return false;
}

async function readiness(app: FastifyInstance, reply: FastifyReply) {
  const checks: Record<string, string> = {};
  try {
    const pending = await pendingMigrations(app.db);
    checks.database = 'ok';
    checks.migrations = pending.length ? `待执行 ${pending.length} 个` : 'ok';
  } catch {
    checks.database = '无法连接';
  }
  for (const [name, check] of app.ops.readiness)
    checks[name] = (await check().catch(() => false)) ? 'ok' : '未就绪';
  if (app.ops.draining) checks.shutdown = '正在停止';
  const ready = Object.values(checks).every((v) => v === 'ok');
  return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
}

/**
 * For the people who run the server (docs/operations.md): `/healthz` (the process answers), `/readyz`
 * (database reachable, migrations applied, screen index loaded, not shutting down), `/metrics`; the
 * request id on every answer (`X-Request-Id`, also on each log line of the request); the figures of every
 * request; draining at shutdown.
 */
export default appPlugin('ops', async (app: FastifyInstance) => {
  app.decorate('ops', { metrics: createMetrics(app.db), readiness: new Map(), draining: false });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    if (app.ops.draining) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    app.ops.metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  // Created at the first scrape with a token: the rate-limit plugin registers after this one.
  let wrongTokens: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  const wrongTokenLimit = () =>
    (wrongTokens ??= app.createRateLimit({
      keyGenerator: (request) => `metrics-token ${request.ip}`,
      max: app.config.loginRateMax,
      timeWindow: 60_000,
    }));

  const hidden = { hide: true };
  app.get('/healthz', { config: { auth: PUBLIC }, schema: hidden }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { auth: PUBLIC }, schema: hidden }, async (_request, reply) =>
    readiness(app, reply),
  );
  app.get('/metrics', { config: { auth: PUBLIC }, schema: hidden }, async (request, reply) => {
    if (!(await mayScrape(app, request, wrongTokenLimit)))
      throw refused('无权读取监控指标：请从允许的地址访问，或携带监控令牌');
    const { text, contentType } = await app.ops.metrics.render();
    return reply.type(contentType).send(text);
  });
});
