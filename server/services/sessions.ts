import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';

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

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a session: a random 32-byte token, stored only as its hash, expiring after `ttlMinutes`. */
export async function createSession(db: Db, userId: number, ttlMinutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('delete from sessions where user_id = $1 and expires_at <= now()', [userId]);
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at)
     values ($1, $2, now() + make_interval(secs => $3))`,
    [hashToken(token), userId, ttlMinutes * 60],
  );
  return token;
}

/** The caller of a live session of a valid user, or null. */
export async function findSession(db: Db, token: string): Promise<SessionUser | null> {
  const { rows } = await db.query<SessionUser>(
    `select u.user_id as "userId", u.username, u.org_code as "orgCode", u.org_name as "orgName",
            u.mobile, u.contact, u.user_type_id as "userTypeId", s.token_hash as "tokenHash",
            o.collected as "orgCollected",
            array(select r.role_name from user_roles ur join roles r on r.role_id = ur.role_id
                  where ur.user_id = u.user_id order by r.role_name) as roles
       from sessions s join users u on u.user_id = s.user_id join orgs o on o.org_code = u.org_code
      where s.token_hash = $1 and s.expires_at > now() and u.if_valid = '1'`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.query('delete from sessions where token_hash = $1', [tokenHash]);
}

export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.query('delete from sessions where user_id = $1', [userId]);
}
