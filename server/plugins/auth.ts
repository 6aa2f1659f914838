import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import type { Db, Stamp } from '../db';
import { stampOf } from '../services/freshness';
import { findSession, keepSession, sessionSpanOf, type SessionUser } from '../services/sessions';
import { isOperator, ORG_INFO_FIRST, refused, type PolicyRule } from '../policy';
import { appPlugin } from './appPlugin';

/** Who may call a route, declared with the route: `config: { auth: { … } }`. Default: any logged-in user. */
export interface AuthPolicy {
  /** No login needed. */
  public?: boolean;
  /** The caller needs at least one of these roles. */
  roles?: readonly string[];
  /** Only the 9999 top-level operator. */
  operatorOnly?: boolean;
  /** A rule beyond roles the caller must pass (e.g. the institution admin). */
  rule?: PolicyRule;
  /**
   * Callable while the caller's organisation info is not collected (the organisation-info gate);
   * every other route refuses such a caller with 请先完成机构信息采集.
   */
  beforeOrgInfo?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthPolicy;
  }
  interface FastifyRequest {
    /** The logged-in caller; null on public routes. */
    user: SessionUser | null;
    /**
     * The stamp taken after this request arrived, against which its session was checked; cached lists
     * check their pages against it too (no second read). Undefined on public routes and with the list
     * cache turned off (`LIST_CACHE=0`).
     */
    stamp: Stamp | undefined;
  }
}

/**
 * Seconds until the caller's session expires unless used again, and until it ends however busy: on every
 * authenticated answer, so the console warns before an idle expiry (docs/server.md, Sessions).
 */
export const SESSION_EXPIRES_IN = 'X-Session-Expires-In';
export const SESSION_ENDS_IN = 'X-Session-Ends-In';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The caller of a public route when it sends a valid session token, else null. */
export async function sessionCallerOf(db: Db, request: FastifyRequest): Promise<SessionUser | null> {
  const token = bearerToken(request);
  return token ? findSession(db, token) : null;
}

/** The caller of a protected route (the auth hook has already refused anonymous calls). */
export function callerOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Enforces each route's policy in one onRequest hook, for every route under /commondeal: login, roles,
 * the operator, rules, and the organisation-info gate.
 */
export default appPlugin('auth', async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('stamp', undefined);
  const span = sessionSpanOf(app.config);
  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/commondeal')) return;
    const policy = request.routeOptions.config.auth ?? {};
    if (policy.public) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const stamp = await stampOf(app.db);
    const session = await keepSession(app.db, token, stamp, span);
    if (!session) throw unauthorized();
    const { user } = session;
    request.user = user;
    const now = Date.now();
    const seconds = (ms: number) => String(Math.max(0, Math.floor(ms / 1000)));
    reply.header(SESSION_EXPIRES_IN, seconds(session.expiresAt - now));
    reply.header(SESSION_ENDS_IN, seconds(session.createdAt + span.maxSeconds * 1000 - now));
    if (app.config.listCache) request.stamp = stamp;
    if (policy.roles && !policy.roles.some((r) => user.roles.includes(r))) throw forbidden();
    if (policy.operatorOnly && !isOperator(user)) throw forbidden();
    if (policy.rule && !policy.rule.test(user)) throw forbidden();
    if (!policy.beforeOrgInfo && !user.orgCollected) throw refused(ORG_INFO_FIRST);
  });
});
