/**
 * The production start's record of password hashes found not to be a demo password (table
 * password_checks), so that each hash is verified once, then again only when it changes.
 */
import type { Db } from '../db';

/** The accounts whose current hash was not checked yet, by id. */
export async function uncheckedPasswordHashes(
  db: Db,
): Promise<{ userId: number; username: string; hash: string }[]> {
  const { rows } = await db.query<{ userId: number; username: string; hash: string }>(
    `select u.user_id as "userId", u.username, u.password_hash as hash
       from users u left join password_checks c on c.user_id = u.user_id
      where c.hash_md5 is distinct from md5(u.password_hash)
      order by u.user_id`,
  );
  return rows;
}

/** Records the account's hash as checked and clean. */
export async function recordPasswordCheck(db: Db, userId: number, hash: string): Promise<void> {
  await db.query(
    `insert into password_checks (user_id, hash_md5) values ($1, md5($2))
     on conflict (user_id) do update set hash_md5 = excluded.hash_md5`,
    [userId, hash],
  );
}
