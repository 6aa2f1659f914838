import { randomInt } from 'node:crypto';
import type { Db } from '../db';

export type SmsPurpose = 'login' | 'info' | 'forget';

export interface SmsSettings {
  ttlSeconds: number;
  resendSeconds: number;
  /** Test mode: every code equals this value. */
  fixed?: string;
}

/**
 * Writes a 6-digit code to the outbox (a real SMS gateway reads from there: the plug-in point).
 * Answers false when a code was sent to this mobile less than `resendSeconds` ago.
 */
export async function queueSmsCode(
  db: Db,
  mobile: string,
  purpose: SmsPurpose,
  settings: SmsSettings,
): Promise<{ sent: boolean; code?: string }> {
  return db.tx(async (t) => {
    const recent = await t.query(
      `select 1 from sms_outbox where mobile = $1 and purpose = $2
         and created_at > now() - make_interval(secs => $3) limit 1`,
      [mobile, purpose, settings.resendSeconds],
    );
    if (recent.rows.length > 0) return { sent: false };
    const code = settings.fixed ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
    await t.query(
      `insert into sms_outbox (mobile, code, purpose, expires_at)
       values ($1, $2, $3, now() + make_interval(secs => $4))`,
      [mobile, code, purpose, settings.ttlSeconds],
    );
    return { sent: true, code };
  });
}

/** Consumes the matching live code for this mobile and purpose; false when there is none. */
export async function consumeSmsCode(
  db: Db,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `update sms_outbox set used = true
      where id = (select id from sms_outbox
                   where mobile = $1 and purpose = $2 and code = $3 and not used and expires_at > now()
                   order by created_at desc limit 1)
      returning id`,
    [mobile, purpose, code],
  );
  return rows.length > 0;
}
