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

/** Waiting list requests one caller may have at most; one more is refused at once. */
const MAX_WAITING = 256;

/** A caller's list requests: how many run, and the turns of those waiting for one to end. */
interface Slots {
  running: number;
  waiting: (() => void)[];
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
 *   requests running; one more waits, in turn, up to `listQueueWaitMs` for one of them to end, and is
 *   answered 429 查询过于频繁，请等上一次查询完成后再试 when none does (at once with no wait, or when
 *   `MAX_WAITING` already wait). Waiting costs neither a connection nor the processor, so a caller with a
 *   hundred connections of deep jumps holds only their running share; answering them all at once instead
 *   would let their clients send again at once, and the refusals alone would take the processor. A request
 *   counts until its statements end, not until its answer, so a caller whose requests timed out on PGlite
 *   cannot start more behind them.
 */
export default appPlugin('listLimits', async (app: FastifyInstance) => {
  const {
    listStatementTimeoutMs: timeoutMs,
    listConcurrencyPerCaller: perCaller,
    listQueueWaitMs: waitMs,
  } = app.config;
  const timedDb = timeoutMs > 0 ? app.db.withStatementTimeout?.(timeoutMs) : undefined;
  const callers = new Map<number, Slots>();

  /** A slot of `caller`'s: at once while fewer than `perCaller` run, else the next one to end, in turn. */
  const acquire = (caller: number): Promise<boolean> | boolean => {
    let slots = callers.get(caller);
    if (!slots) callers.set(caller, (slots = { running: 0, waiting: [] }));
    if (slots.running < perCaller) {
      slots.running++;
      return true;
    }
    if (waitMs <= 0 || slots.waiting.length >= MAX_WAITING) return false;
    const { waiting } = slots;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(wake), 1);
        resolve(false);
      }, waitMs);
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      waiting.push(wake);
    });
  };
  /** Hands an ended request's slot to the caller's next waiting one, or frees it. */
  const release = (caller: number) => {
    const slots = callers.get(caller);
    if (!slots) return;
    const next = slots.waiting.shift();
    if (next) return next();
    if (--slots.running === 0) callers.delete(caller);
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.list) return;
    const handler = route.handler as (...args: Parameters<RouteHandlerMethod>) => Promise<unknown>;
    route.handler = async function (this: FastifyInstance, request, reply) {
      const caller = perCaller > 0 ? request.user?.userId : undefined;
      if (caller !== undefined) {
        if (!(await acquire(caller))) throw new ApiError(LIST_BUSY_MESSAGE, 429, 429);
        // A client gone while it waited has nobody to answer: its turn goes to the next.
        if (request.raw.socket?.destroyed) {
          release(caller);
          throw new ApiError(LIST_BUSY_MESSAGE, 429, 429);
        }
      }
      const run = () => handler.call(this, request, reply);
      const work = timedDb ? listScope.run(timedDb, run) : run();
      const done = caller !== undefined ? work.finally(() => release(caller)) : work;
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
