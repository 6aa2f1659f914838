import { randomInt } from 'node:crypto';
import type { Db } from '../db';
import {
  countSmsAttempt,
  insertSmsCode,
  liveSmsCode,
  lockMobile,
  purgeOldSms,
  recentSmsCounts,
  endLiveSmsCodes,
  spendSmsCode,
} from '../repositories/smsOutbox';

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
    await lockMobile(t, mobile);
    await purgeOldSms(t);
    const counts = await recentSmsCounts(t, mobile, settings.resendSeconds);
    if (counts.recent > 0) return { sent: false, reason: 'resend' };
    if (counts.hour >= settings.perHour) return { sent: false, reason: 'hourly' };
    await endLiveSmsCodes(t, mobile);
    const code = settings.fixed ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
    await insertSmsCode(t, { mobile, code, purpose, ttlSeconds: settings.ttlSeconds });
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
    const live = await liveSmsCode(t, mobile);
    if (!live) return false;
    if (live.code === code && allowed.includes(live.purpose)) {
      await spendSmsCode(t, live.id);
      return true;
    }
    await countSmsAttempt(t, live.id, SMS_MAX_ATTEMPTS);
    return false;
  });
}

/** A mobile for the log: 138****0002. */
export const maskMobile = (mobile: string) =>
  mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
