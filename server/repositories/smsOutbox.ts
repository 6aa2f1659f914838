/**
 * The SMS outbox (table sms_outbox): the phone codes a gateway sends (the plug-in point) and the
 * notices of server/repositories/orderSteps.ts.
 */
import type { Db } from '../db';

/**
 * Holds, until the transaction ends, the lock of one mobile: its code requests run one after the other
 * across instances (the counts read after it are then exact).
 */
export async function lockMobile(db: Db, mobile: string): Promise<void> {
  await db.query("select pg_advisory_xact_lock(hashtext('sms:' || $1))", [mobile]);
}

/** Purges the rows older than a day. */
export async function purgeOldSms(db: Db): Promise<void> {
  await db.query("delete from sms_outbox where created_at < now() - interval '1 day'");
}

/** The codes that went to the mobile in the last `seconds` and in the last hour. */
export async function recentSmsCounts(
  db: Db,
  mobile: string,
  seconds: number,
): Promise<{ recent: number; hour: number }> {
  const { rows } = await db.query<{ recent: number; hour: number }>(
    `select count(*) filter (where created_at > now() - make_interval(secs => $2))::int as recent,
            count(*) filter (where created_at > now() - interval '1 hour')::int as hour
       from sms_outbox where mobile = $1`,
    [mobile, seconds],
  );
  return rows[0] ?? { recent: 0, hour: 0 };
}

/** Ends every live code of the mobile. */
export async function endLiveSmsCodes(db: Db, mobile: string): Promise<void> {
  await db.query('update sms_outbox set used = true where mobile = $1 and not used', [mobile]);
}

/** Queues a code valid for `ttlSeconds`. */
export async function insertSmsCode(
  db: Db,
  s: { mobile: string; code: string; purpose: string; ttlSeconds: number },
): Promise<void> {
  await db.query(
    `insert into sms_outbox (mobile, code, purpose, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [s.mobile, s.code, s.purpose, s.ttlSeconds],
  );
}

/** The mobile's newest live code, locked for the transaction. */
export async function liveSmsCode(
  db: Db,
  mobile: string,
): Promise<{ id: number; code: string; purpose: string } | undefined> {
  const { rows } = await db.query<{ id: number; code: string; purpose: string }>(
    `select id, code, purpose from sms_outbox
      where mobile = $1 and not used and expires_at > now()
      order by id desc limit 1 for update`,
    [mobile],
  );
  return rows[0];
}

export async function spendSmsCode(db: Db, id: number): Promise<void> {
  await db.query('update sms_outbox set used = true where id = $1', [id]);
}

/** A wrong try at the code: counted, and the code is burnt at `maxAttempts`. */
export async function countSmsAttempt(db: Db, id: number, maxAttempts: number): Promise<void> {
  await db.query('update sms_outbox set attempts = attempts + 1, used = attempts + 1 >= $2 where id = $1', [
    id,
    maxAttempts,
  ]);
}
