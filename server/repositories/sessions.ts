/** Sessions (table sessions): a token is stored only as its hash. */
import type { Db } from '../db';

/** How long a session lives: `idleSeconds` after its last extension, never past `maxSeconds` after login. */
export interface SessionSpan {
  idleSeconds: number;
  maxSeconds: number;
}

/** Opens a session, after dropping the user's expired ones. */
export async function insertSession(
  db: Db,
  tokenHash: string,
  userId: number,
  span: SessionSpan,
): Promise<void> {
  await db.query('delete from sessions where user_id = $1 and expires_at <= now()', [userId]);
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at)
     values ($1, $2, now() + make_interval(secs => least($3::float8, $4::float8)))`,
    [tokenHash, userId, span.idleSeconds, span.maxSeconds],
  );
}

/**
 * Pushes a live session's expiry to `idleSeconds` from now, never past `maxSeconds` after its login nor
 * earlier than it was (migration 039: no new sessions generation). The expiry after it; undefined when
 * the session is over.
 */
export async function extendSession(db: Db, tokenHash: string, span: SessionSpan): Promise<Date | undefined> {
  const { rows } = await db.query<{ expiresAt: Date }>(
    `update sessions
        set expires_at = greatest(expires_at, least(now() + make_interval(secs => $2::float8),
                                                    created_at + make_interval(secs => $3::float8)))
      where token_hash = $1 and expires_at > now()
  returning expires_at as "expiresAt"`,
    [tokenHash, span.idleSeconds, span.maxSeconds],
    { prepare: true },
  );
  return rows[0]?.expiresAt;
}

/** The logged-in caller, resolved from the bearer token on every protected request. */
export interface SessionUser {
  userId: number;
  username: string;
  orgCode: string;
  orgName: string;
  mobile: string;
  contact: string;
  userTypeId: number;
  roles: string[];
  /** Whether the caller's organisation info is collected (until then only a few routes answer). */
  orgCollected: boolean;
  /** sha256 of the caller's token: identifies the session (logout, reauth). */
  tokenHash: string;
}

/** The caller of a live session of a valid user, with the sessions generation it was read at. */
export interface SessionRecord extends SessionUser {
  gen: number;
  expiresAt: Date;
  createdAt: Date;
}

/** The live session of a valid user with this token hash (a prepared statement: run on every request). */
export async function liveSession(db: Db, tokenHash: string): Promise<SessionRecord | undefined> {
  const { rows } = await db.query<SessionRecord>(
    `select u.user_id as "userId", u.username, u.org_code as "orgCode", u.org_name as "orgName",
            u.mobile, u.contact, u.user_type_id as "userTypeId", s.token_hash as "tokenHash",
            o.collected as "orgCollected", s.expires_at as "expiresAt", s.created_at as "createdAt",
            (select g.gen from session_generation g where g.id = 1) as gen,
            array(select r.role_name from user_roles ur join roles r on r.role_id = ur.role_id
                  where ur.user_id = u.user_id order by r.role_name) as roles
       from sessions s join users u on u.user_id = s.user_id join orgs o on o.org_code = u.org_code
      where s.token_hash = $1 and s.expires_at > now() and u.if_valid = '1'`,
    [tokenHash],
    { prepare: true },
  );
  return rows[0];
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.query('delete from sessions where token_hash = $1', [tokenHash]);
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.query('delete from sessions where user_id = $1', [userId]);
}
