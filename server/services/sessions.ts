import { createHash, randomBytes } from 'node:crypto';
import type { Db, Stamp } from '../db';
import {
  deleteSession,
  deleteUserSessions,
  extendSession,
  insertSession,
  liveSession,
  type SessionSpan,
  type SessionUser,
} from '../repositories/sessions';
import { stampOf } from './freshness';

export type { SessionSpan, SessionUser };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Opens a session: a random 32-byte token, stored only as its hash, living as `span` says (a number: its
 * idle lifetime in minutes, ending at most 12 hours after login).
 */
export async function createSession(db: Db, userId: number, span: SessionSpan | number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const lifetime = typeof span === 'number' ? { idleSeconds: span * 60, maxSeconds: 12 * 3600 } : span;
  await insertSession(db, hashToken(token), userId, lifetime);
  return token;
}

/** The session span of the settings: `TOKEN_TTL_MINUTES` idle, `SESSION_MAX_HOURS` at most. */
export const sessionSpanOf = (config: { tokenTtlMinutes: number; sessionMaxHours: number }): SessionSpan => ({
  idleSeconds: config.tokenTtlMinutes * 60,
  maxSeconds: config.sessionMaxHours * 3600,
});

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
/** A session's expiry is written at most once a minute (less for an idle lifetime under 10 minutes). */
const EXTEND_STEP_MS = 60_000;

/** A live session: its caller, when it expires (idle) and when it ends whatever happens (Date.now() ms). */
export interface LiveSession {
  user: SessionUser;
  expiresAt: number;
  createdAt: number;
}

interface Cached extends LiveSession {
  gen: number;
  /** Date.now() when read: the entry is not used after CACHE_MAX_AGE_MS, nor after `expiresAt`. */
  readAt: number;
}

class SessionCache {
  private entries = new Map<string, Cached>();
  private gen = -1;

  /**
   * Lookups in flight by generation and token: requests of one session that miss together share one.
   * Safe to share: a request joins only with the generation it saw after it arrived, so nothing that
   * ends or changes the session committed between the lookup's start and the request.
   */
  readonly lookups = new Map<string, Promise<Cached | null>>();
  /** Extensions in flight by token: requests of one session that arrive together write it once. */
  readonly extensions = new Map<string, Promise<void>>();

  get(tokenHash: string, gen: number): Cached | null {
    if (gen !== this.gen) {
      this.entries.clear();
      this.gen = gen;
      return null;
    }
    const hit = this.entries.get(tokenHash);
    if (!hit) return null;
    const now = Date.now();
    if (hit.gen !== gen || hit.expiresAt <= now || hit.readAt + CACHE_MAX_AGE_MS <= now) {
      this.entries.delete(tokenHash);
      return null;
    }
    return hit;
  }

  put(tokenHash: string, entry: Cached): void {
    if (entry.gen !== this.gen) return;
    if (this.entries.size >= CACHE_MAX) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, entry);
  }
}

const caches = new WeakMap<Db, SessionCache>();
const cacheOf = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SessionCache()));
  return cache;
};

/** The live session of a token, or null (cached; see SessionCache). */
async function resolveSession(
  db: Db,
  cache: SessionCache,
  token: string,
  stamp?: Stamp,
): Promise<Cached | null> {
  const tokenHash = hashToken(token);
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

/**
 * The caller of a live session of a valid user, or null (cached; see SessionCache). `stamp`: one taken
 * after the request arrived, when the caller has it already (the auth hook, which hands it on to the
 * lists); otherwise one is taken here.
 */
export async function findSession(db: Db, token: string, stamp?: Stamp): Promise<SessionUser | null> {
  return (await resolveSession(db, cacheOf(db), token, stamp))?.user ?? null;
}

async function lookupSession(db: Db, cache: SessionCache, tokenHash: string): Promise<Cached | null> {
  const row = await liveSession(db, tokenHash);
  if (!row) return null;
  const { gen, expiresAt, createdAt, ...fields } = row;
  // Shared by every request of this session while cached: nobody may change it.
  const user: SessionUser = Object.freeze({ ...fields, roles: Object.freeze([...fields.roles]) as string[] });
  const entry: Cached = {
    user,
    gen: Number(gen),
    readAt: Date.now(),
    expiresAt: new Date(expiresAt).getTime(),
    createdAt: new Date(createdAt).getTime(),
  };
  cache.put(tokenHash, entry);
  return entry;
}

/**
 * The live session of a token, its expiry pushed to `span.idleSeconds` from now (never past
 * `span.maxSeconds` after login): written only when that moves it by a step (a minute, or a tenth of a
 * shorter idle lifetime), by one request of those arriving together. The cached entry learns the new
 * expiry; it never outlives the real one, which only moves later (migration 039: an extension raises no
 * sessions generation, so every other cached session stays).
 */
export async function keepSession(
  db: Db,
  token: string,
  stamp: Stamp,
  span: SessionSpan,
): Promise<LiveSession | null> {
  const cache = cacheOf(db);
  const entry = await resolveSession(db, cache, token, stamp);
  if (!entry) return null;
  const idleMs = span.idleSeconds * 1000;
  const target = Math.min(Date.now() + idleMs, entry.createdAt + span.maxSeconds * 1000);
  if (target - entry.expiresAt < Math.min(EXTEND_STEP_MS, idleMs / 10)) return entry;
  const { tokenHash } = entry.user;
  let extension = cache.extensions.get(tokenHash);
  if (!extension) {
    extension = extendSession(db, tokenHash, span)
      .then((expiresAt) => {
        if (expiresAt) entry.expiresAt = Math.max(entry.expiresAt, new Date(expiresAt).getTime());
      })
      .finally(() => cache.extensions.delete(tokenHash));
    cache.extensions.set(tokenHash, extension);
  }
  await extension;
  return entry;
}

/** Ends one session (logout). */
export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await deleteSession(db, tokenHash);
}

/** Ends every session of a user. */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await deleteUserSessions(db, userId);
}
