import { createHash, randomBytes } from 'node:crypto';
import type { Db, Stamp } from '../db';
import {
  deleteSession,
  deleteUserSessions,
  insertSession,
  liveSession,
  type SessionUser,
} from '../repositories/sessions';
import { stampOf } from './freshness';

export type { SessionUser };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a session: a random 32-byte token, stored only as its hash, expiring after `ttlMinutes`. */
export async function createSession(db: Db, userId: number, ttlMinutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, hashToken(token), userId, ttlMinutes);
  return token;
}

/**
 * Sessions cached per instance. An entry holds the caller as read together with the sessions
 * generation (migration 014: a counter raised in the transaction of anything that ends a session or changes
 * what it carries: logout, revocation, a disabled user, roles, the organisation gate). A cached entry is
 * trusted only while the generation of a stamp taken after the request arrived (`stampOf`: one read shared
 * by the requests waiting at that moment, or pushed by PGlite) is the one it was read at. So a revocation
 * committed on any instance is seen at once by every instance, while a burst of requests costs one tiny
 * query instead of one join each.
 */
const CACHE_MAX = 10_000;
/** A cached entry is read again after this long even when nothing changed (clock skew bound, memory). */
const CACHE_MAX_AGE_MS = 60_000;

interface Cached {
  user: SessionUser;
  gen: number;
  /** Date.now() after which the entry is not used: the session's expiry, at most CACHE_MAX_AGE_MS. */
  until: number;
}

class SessionCache {
  private entries = new Map<string, Cached>();
  private gen = -1;

  /**
   * Lookups in flight by generation and token: requests of one session that miss together share one.
   * Safe to share: a request joins only with the generation it saw after it arrived, so nothing that
   * ends or changes the session committed between the lookup's start and the request.
   */
  readonly lookups = new Map<string, Promise<SessionUser | null>>();

  get(tokenHash: string, gen: number): SessionUser | null {
    if (gen !== this.gen) {
      this.entries.clear();
      this.gen = gen;
      return null;
    }
    const hit = this.entries.get(tokenHash);
    if (!hit) return null;
    if (hit.gen !== gen || hit.until <= Date.now()) {
      this.entries.delete(tokenHash);
      return null;
    }
    return hit.user;
  }

  put(tokenHash: string, user: SessionUser, gen: number, expiresAt: Date): void {
    if (gen !== this.gen) return;
    if (this.entries.size >= CACHE_MAX) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const until = Math.min(expiresAt.getTime(), Date.now() + CACHE_MAX_AGE_MS);
    this.entries.set(tokenHash, { user, gen, until });
  }
}

const caches = new WeakMap<Db, SessionCache>();
const cacheOf = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SessionCache()));
  return cache;
};

/**
 * The caller of a live session of a valid user, or null (cached; see SessionCache). `stamp`: one taken
 * after the request arrived, when the caller has it already (the auth hook, which hands it on to the
 * lists); otherwise one is taken here.
 */
export async function findSession(db: Db, token: string, stamp?: Stamp): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const cache = cacheOf(db);
  const { gen } = stamp ?? (await stampOf(db));
  const hit = cache.get(tokenHash, gen);
  if (hit) return hit;
  const key = `${gen}:${tokenHash}`;
  const shared = cache.lookups.get(key);
  if (shared) return shared;
  const lookup = lookupSession(db, cache, tokenHash).finally(() => cache.lookups.delete(key));
  cache.lookups.set(key, lookup);
  return lookup;
}

async function lookupSession(db: Db, cache: SessionCache, tokenHash: string): Promise<SessionUser | null> {
  const row = await liveSession(db, tokenHash);
  if (!row) return null;
  const { gen: readAt, expiresAt, ...fields } = row;
  // Shared by every request of this session while cached: nobody may change it.
  const user: SessionUser = Object.freeze({ ...fields, roles: Object.freeze([...fields.roles]) as string[] });
  cache.put(tokenHash, user, Number(readAt), new Date(expiresAt));
  return user;
}

/** Ends one session (logout). */
export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await deleteSession(db, tokenHash);
}

/** Ends every session of a user. */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await deleteUserSessions(db, userId);
}
