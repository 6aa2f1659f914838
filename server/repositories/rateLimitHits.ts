/** The rate-limit counters every instance on one database shares (table rate_limit_hits). */
import type { Db } from '../db';

/** A window's hits and the milliseconds left of it (none: 0 hits, 0 ms). */
export interface HitWindow {
  hits: number;
  ttl: number;
}

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

export interface HitRule {
  timeWindow: number;
  max: number;
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

/** Counts a hit of `key` on `route` and answers its window. */
export async function countHit(
  db: Db,
  route: string,
  key: string,
  r: HitRule,
): Promise<HitWindow | undefined> {
  const { rows } = await db.query<HitWindow>(INCR, [
    route,
    key,
    r.timeWindow,
    r.max,
    r.continueExceeding,
    r.exponentialBackoff,
  ]);
  return rows[0];
}

/** The alive window of `key` on `route`, without counting a hit. */
export async function readHits(db: Db, route: string, key: string): Promise<HitWindow | undefined> {
  const { rows } = await db.query<HitWindow>(READ, [route, key]);
  return rows[0];
}

export async function deleteExpiredHits(db: Db): Promise<void> {
  await db.query('delete from rate_limit_hits where expires_at <= now()');
}
