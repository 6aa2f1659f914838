import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/types';
import { countHit, deleteExpiredHits, readHits, type HitWindow } from '../repositories/rateLimitHits';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** What @fastify/rate-limit passes to `child`: the route's merged options and the route itself. */
interface ChildOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** For `app.createRateLimit(...)` limiters, which have no route: their scope in the table. */
  nameSpace?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Expired windows are deleted at most this often (per process), before counting a hit. */
const SWEEP_EVERY_MS = 60_000;

const answer = (cb: Callback, work: Promise<HitWindow | undefined>) =>
  work.then(
    (row) => cb(null, { current: row?.hits ?? 0, ttl: Math.max(0, Math.round(row?.ttl ?? 0)) }),
    (err: Error) => cb(err),
  );

/**
 * A store for @fastify/rate-limit on the `rate_limit_hits` table, so that every instance on one database
 * counts the same hits: `max` a minute means `max` across all instances. Serves every route that declares
 * `config.rateLimit` (each route is its own scope) and `app.createRateLimit({ nameSpace })` limiters.
 */
export function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweepIfDue = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await deleteExpiredHits(db);
  };

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = '',
      private readonly continueExceeding = false,
      private readonly exponentialBackoff = false,
    ) {}

    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      const rule = {
        timeWindow,
        max,
        continueExceeding: this.continueExceeding,
        exponentialBackoff: this.exponentialBackoff,
      };
      void answer(
        cb,
        sweepIfDue().then(() => countHit(db, this.route, key, rule)),
      );
    }

    /** The state without counting a hit (`createRateLimit` with `{ increment: false }`). */
    read(key: string, cb: Callback): void {
      void answer(cb, readHits(db, this.route, key));
    }

    child(options: unknown): FastifyRateLimitStore {
      const o = options as ChildOptions;
      const { method, url } = o.routeInfo ?? {};
      const route = url ? `${[method].flat().join(',')} ${url}` : `limiter ${o.nameSpace ?? ''}`;
      return new DatabaseStore(undefined, route, o.continueExceeding, o.exponentialBackoff);
    }
  }
  return DatabaseStore;
}
