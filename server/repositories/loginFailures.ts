/** The password-login failure series of each login name (table login_failures), for the lockout. */
import type { Db } from '../db';

/** A series of failures older than this is forgotten. */
const FORGET_AFTER = "interval '1 day'";

export interface FailureRow {
  failures: number;
  locks: number;
  /** Whole minutes left of a running lock, 0 when none. */
  left: number;
}

/**
 * The name's row, created when missing and locked for the transaction (after forgetting the series
 * older than a day whose lock has ended).
 */
export async function lockFailures(db: Db, username: string): Promise<FailureRow> {
  await db.query(
    `delete from login_failures where last_failure_at < now() - ${FORGET_AFTER}
       and (locked_until is null or locked_until < now())`,
  );
  await db.query('insert into login_failures (username) values ($1) on conflict (username) do nothing', [
    username,
  ]);
  const { rows } = await db.query<FailureRow>(
    `select failures, locks,
            coalesce(ceil(extract(epoch from locked_until - now()) / 60), 0)::int as left
       from login_failures where username = $1 for update`,
    [username],
  );
  return rows[0]!;
}

/** The name's row locked for the transaction (left always 0), when there is one. */
export async function lockedFailures(db: Db, username: string): Promise<FailureRow | undefined> {
  const { rows } = await db.query<FailureRow>(
    'select failures, locks, 0 as left from login_failures where username = $1 for update',
    [username],
  );
  return rows[0];
}

/** One more failure in the series. */
export async function countFailure(db: Db, username: string): Promise<void> {
  await db.query(
    'update login_failures set failures = failures + 1, last_failure_at = now() where username = $1',
    [username],
  );
}

/** Locks the name for `minutes`: the count starts again, the locks count one more. */
export async function lockLogin(db: Db, username: string, minutes: number): Promise<void> {
  await db.query(
    `update login_failures set failures = 0, locks = locks + 1,
            locked_until = now() + make_interval(mins => $2), last_failure_at = now()
      where username = $1`,
    [username, minutes],
  );
}

export async function deleteFailures(db: Db, username: string): Promise<void> {
  await db.query('delete from login_failures where username = $1', [username]);
}
