import { randomInt } from 'node:crypto';
import type { Db } from '../db';

export type SmsPurpose = 'login' | 'info' | 'forget';

/** Wrong tries a code survives: the fifth burns it. */
export const SMS_MAX_ATTEMPTS = 5;

export interface SmsSettings {
  ttlSeconds: number;
  /** Minimum seconds between two codes to one mobile, whatever their purpose. */
  resendSeconds: number;
  /** Codes per mobile per hour. */
  perHour: number;
  /** Test mode: every code equals this value. */
  fixed?: string;
}

export type SmsQueued = { sent: true; code: string } | { sent: false; reason: 'resend' | 'hourly' };

/**
 * Writes a 6-digit code to the outbox (a real SMS gateway reads from there: the plug-in point). The new
 * code replaces every live code of this mobile (one live code per mobile). Refused when a code went to
 * this mobile less than `resendSeconds` ago or `perHour` codes went in the last hour: counted in the
 * database, so every instance counts together. Rows older than a day are purged.
 */
export async function queueSmsCode(
  db: Db,
  mobile: string,
  purpose: SmsPurpose,
  settings: SmsSettings,
): Promise<SmsQueued> {
  return db.tx(async (t) => {
    // Serialises the requests for one mobile across instances (the count below is then exact).
    await t.query("select pg_advisory_xact_lock(hashtext('sms:' || $1))", [mobile]);
    await t.query("delete from sms_outbox where created_at < now() - interval '1 day'");
    const { rows } = await t.query<{ recent: number; hour: number }>(
      `select count(*) filter (where created_at > now() - make_interval(secs => $2))::int as recent,
              count(*) filter (where created_at > now() - interval '1 hour')::int as hour
         from sms_outbox where mobile = $1`,
      [mobile, settings.resendSeconds],
    );
    const counts = rows[0] ?? { recent: 0, hour: 0 };
    if (counts.recent > 0) return { sent: false, reason: 'resend' };
    if (counts.hour >= settings.perHour) return { sent: false, reason: 'hourly' };
    await t.query('update sms_outbox set used = true where mobile = $1 and not used', [mobile]);
    const code = settings.fixed ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
    await t.query(
      `insert into sms_outbox (mobile, code, purpose, expires_at)
       values ($1, $2, $3, now() + make_interval(secs => $4))`,
      [mobile, code, purpose, settings.ttlSeconds],
    );
    return { sent: true, code };
  });
}

/**
 * Checks a code against the live code of this mobile and consumes it when it matches (and was sent for
 * one of `purposes`); a wrong try is counted, and the fifth burns the code. Call it outside a
 * transaction that a refusal rolls back, or the count is lost.
 */
export async function consumeSmsCode(
  db: Db,
  mobile: string,
  purposes: SmsPurpose | SmsPurpose[],
  code: string,
): Promise<boolean> {
  const allowed: string[] = Array.isArray(purposes) ? purposes : [purposes];
  return db.tx(async (t) => {
    const { rows } = await t.query<{ id: number; code: string; purpose: string }>(
      `select id, code, purpose from sms_outbox
        where mobile = $1 and not used and expires_at > now()
        order by id desc limit 1 for update`,
      [mobile],
    );
    const live = rows[0];
    if (!live) return false;
    if (live.code === code && allowed.includes(live.purpose)) {
      await t.query('update sms_outbox set used = true where id = $1', [live.id]);
      return true;
    }
    await t.query('update sms_outbox set attempts = attempts + 1, used = attempts + 1 >= $2 where id = $1', [
      live.id,
      SMS_MAX_ATTEMPTS,
    ]);
    return false;
  });
}

/** A mobile for the log: 138****0002. */
export const maskMobile = (mobile: string) =>
  mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
