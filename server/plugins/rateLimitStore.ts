import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/types';

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

/**
 * One fixed window per (route, key): a new or expired window starts at 1 hit, an alive one counts up;
 * past `max`, `continueExceeding` restarts the window and `exponentialBackoff` doubles it per hit (as
 * the plugin's own stores do). The database clock decides, so instances with skewed clocks agree.
 */
const INCR = `
  insert into rate_limit_hits as r (route, key, hits, expires_at)
  values ($1, $2, 1, now() + $3::float8 * interval '1 millisecond')
  on conflict (route, key) do update set
    hits = case when r.expires_at <= now() then 1 else least(r.hits, 2147483646) + 1 end,
    expires_at = case
      when r.expires_at <= now() then excluded.expires_at
      when r.hits + 1 > $4::int and $5::boolean then excluded.expires_at
      when r.hits + 1 > $4::int and $6::boolean
        then now() + $3::float8 * power(2, least(r.hits - $4::int, 40)) * interval '1 millisecond'
      else r.expires_at
    end
  returning hits, (extract(epoch from expires_at - now()) * 1000)::float8 as ttl`;

const READ = `
  select hits, (extract(epoch from expires_at - now()) * 1000)::float8 as ttl
  from rate_limit_hits where route = $1 and key = $2 and expires_at > now()`;

const answer = (cb: Callback, work: Promise<{ rows: { hits: number; ttl: number }[] }>) =>
  work.then(
    ({ rows: [row] }) => cb(null, { current: row?.hits ?? 0, ttl: Math.max(0, Math.round(row?.ttl ?? 0)) }),
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
    await db.query('delete from rate_limit_hits where expires_at <= now()');
  };

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = '',
      private readonly continueExceeding = false,
      private readonly exponentialBackoff = false,
    ) {}

    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      const params = [this.route, key, timeWindow, max, this.continueExceeding, this.exponentialBackoff];
      void answer(
        cb,
        sweepIfDue().then(() => db.query(INCR, params)),
      );
    }

    /** The state without counting a hit (`createRateLimit` with `{ increment: false }`). */
    read(key: string, cb: Callback): void {
      void answer(cb, db.query(READ, [this.route, key]));
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
