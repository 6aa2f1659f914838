/** Image captchas (table captchas): stored so that any instance checks what another showed. */
import type { Db } from '../db';

/** Stores a captcha for `ttlSeconds`, after purging those expired over an hour ago. */
export async function insertCaptcha(db: Db, key: string, code: string, ttlSeconds: number): Promise<void> {
  await db.query("delete from captchas where expires_at < now() - interval '1 hour'");
  await db.query(
    'insert into captchas (captcha_key, code, expires_at) values ($1, $2, now() + make_interval(secs => $3))',
    [key, code, ttlSeconds],
  );
}

/** Marks an unused captcha used and answers its code and whether it had expired; undefined when none. */
export async function spendCaptcha(
  db: Db,
  key: string,
): Promise<{ code: string; expired: boolean } | undefined> {
  const { rows } = await db.query<{ code: string; expired: boolean }>(
    `update captchas set used = true where captcha_key = $1 and not used
     returning code, expires_at <= now() as expired`,
    [key],
  );
  return rows[0];
}
