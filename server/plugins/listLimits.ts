import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { Db } from '../db';
import { ApiError } from '../errors';
import { appPlugin } from './appPlugin';

/** A list route's statement ran past `LIST_STATEMENT_TIMEOUT_MS`. */
export const LIST_TIMEOUT_MESSAGE = '查询超时，请缩小查询范围后重试';
/** A caller already has `LIST_CONCURRENCY_PER_CALLER` list requests running. */
export const LIST_BUSY_MESSAGE = '查询过于频繁，请等上一次查询完成后再试';

export const listTimeout = () => new ApiError(LIST_TIMEOUT_MESSAGE, 503, 503);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A list route (a page of a long list): its statements end at the list timeout, and each caller has
     * at most so many of them running (docs/server.md#list-routes-timeout-and-concurrency).
     */
    list?: boolean;
  }
}

/** The database of the list request running in this async context (its statements time out). */
const listScope = new AsyncLocalStorage<Db>();

/**
 * `db` as the app uses it: inside a list route, each statement goes to the same database with the list
 * timeout (`Db.withStatementTimeout`, PostgreSQL), elsewhere to `db` itself.
 */
export function scopedDb(db: Db): Db {
  const current = () => listScope.getStore() ?? db;
  return {
    ...db,
    query: (sql, params, options) => current().query(sql, params, options),
    tx: (fn) => current().tx(fn),
    exec: (sql) => current().exec(sql),
  };
}

/**
 * The list routes (`config.list`), so that one person paging deep or one slow report cannot take the
 * database from everyone else:
 * - each statement ends after `listStatementTimeoutMs` (PostgreSQL's statement_timeout, on connections of
 *   their own) and the request answers 503 查询超时，请缩小查询范围后重试 by then at the latest (PGlite cannot
 *   end a statement: the answer comes at the deadline, the statement runs to its end);
 * - a caller (a user, whatever the number of sessions) has at most `listConcurrencyPerCaller` list
 *   requests running; one more is answered 429 查询过于频繁，请等上一次查询完成后再试 at once. A request
 *   counts until its statements end, not until its answer, so a caller whose requests timed out on PGlite
 *   cannot start more behind them.
 */
export default appPlugin('listLimits', async (app: FastifyInstance) => {
  const { listStatementTimeoutMs: timeoutMs, listConcurrencyPerCaller: perCaller } = app.config;
  const timedDb = timeoutMs > 0 ? app.db.withStatementTimeout?.(timeoutMs) : undefined;
  const running = new Map<number, number>();
  const release = (caller: number) => {
    const n = (running.get(caller) ?? 1) - 1;
    if (n > 0) running.set(caller, n);
    else running.delete(caller);
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.list) return;
    const handler = route.handler as (...args: Parameters<RouteHandlerMethod>) => Promise<unknown>;
    route.handler = async function (this: FastifyInstance, request, reply) {
      const caller = request.user?.userId;
      if (caller !== undefined && perCaller > 0) {
        if ((running.get(caller) ?? 0) >= perCaller) throw new ApiError(LIST_BUSY_MESSAGE, 429, 429);
        running.set(caller, (running.get(caller) ?? 0) + 1);
      }
      const run = () => handler.call(this, request, reply);
      const work = timedDb ? listScope.run(timedDb, run) : run();
      const done = caller !== undefined && perCaller > 0 ? work.finally(() => release(caller)) : work;
      if (!(timeoutMs > 0)) return done;
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(listTimeout()), timeoutMs);
      });
      // The statement's own error after the deadline has nobody to answer.
      done.catch(() => undefined);
      try {
        return await Promise.race([done, deadline]);
      } finally {
        clearTimeout(timer);
      }
    };
  });
});
