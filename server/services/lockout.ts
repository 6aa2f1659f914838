/**
 * Per-account lockout of password logins, counted in the database so that every instance on one PostgreSQL
 * counts together, whichever addresses the attempts come from.
 *
 * Five wrong passwords in a row lock the login name for 5 minutes, then 10, 20, 40 and at most 60 for
 * each further lock; a successful login ends the series. The lock is always temporary and only stops
 * password logins: the owner can still log in with a phone code or set a new password through 忘记密码
 * (both clear the lock), so an attacker who keeps an account locked does not keep its owner out.
 * Unknown login names are counted the same way, so a lock says nothing about which accounts exist.
 */
import type { Db } from '../db';
import {
  countFailure,
  deleteFailures,
  lockedFailures,
  lockFailures,
  lockLogin,
} from '../repositories/loginFailures';

export const MAX_FAILURES = 5;
const FIRST_LOCK_MINUTES = 5;
const MAX_LOCK_MINUTES = 60;

export const lockedMessage = (minutes: number) => `密码错误次数过多，账号已锁定，请${minutes}分钟后再试`;

export type Attempt = { allowed: true } | { allowed: false; minutes: number };

const lockMinutes = (locks: number) => Math.min(FIRST_LOCK_MINUTES * 2 ** locks, MAX_LOCK_MINUTES);

/**
 * Registers a password attempt before the password is checked: refused while the name is locked.
 * The attempt counts as a failure until `loginSucceeded` clears it.
 */
export async function beginPasswordAttempt(db: Db, username: string): Promise<Attempt> {
  return db.tx(async (t) => {
    const row = await lockFailures(t, username);
    if (row.left > 0) return { allowed: false, minutes: row.left };
    if (row.failures >= MAX_FAILURES) {
      // Parallel attempts overtook the count: lock now.
      return { allowed: false, minutes: await lock(t, username, row.locks) };
    }
    await countFailure(t, username);
    return { allowed: true };
  });
}

async function lock(db: Db, username: string, locks: number): Promise<number> {
  const minutes = lockMinutes(locks);
  await lockLogin(db, username, minutes);
  return minutes;
}

/**
 * After a wrong password: locks the name when this was the last allowed failure. Answers the minutes of
 * the lock it set, or 0.
 */
export async function passwordFailed(db: Db, username: string): Promise<number> {
  return db.tx(async (t) => {
    const row = await lockedFailures(t, username);
    if (!row || row.failures < MAX_FAILURES) return 0;
    return lock(t, username, row.locks);
  });
}

/** A successful login (password, phone code) or a new password: the series ends, a lock is lifted. */
export async function clearFailures(db: Db, username: string): Promise<void> {
  await deleteFailures(db, username);
}
