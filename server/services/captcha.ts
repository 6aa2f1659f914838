import { randomInt, randomUUID } from 'node:crypto';
import svgCaptchaModule from 'svg-captcha';
import type { Db } from '../db';

export interface Captcha {
  key: string;
  /** An SVG data URL. */
  image: string;
}

/** svg-captcha's CommonJS export is `(text, options) => svg`; its typings only declare the helpers. */
const renderSvg = svgCaptchaModule as unknown as (text: string, options: Record<string, unknown>) => string;

const randomDigits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** A 4-digit image captcha, stored for `ttlSeconds`; `fixed` replaces the random code (test mode). */
export async function createCaptcha(db: Db, ttlSeconds: number, fixed?: string): Promise<Captcha> {
  const code = fixed ?? randomDigits(4);
  const svg = renderSvg(code, { width: 100, height: 40, fontSize: 42, noise: 2 });
  const key = randomUUID();
  await db.query("delete from captchas where expires_at < now() - interval '1 hour'");
  await db.query(
    'insert into captchas (captcha_key, code, expires_at) values ($1, $2, now() + make_interval(secs => $3))',
    [key, code, ttlSeconds],
  );
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

export type CaptchaCheck = 'ok' | 'wrong' | 'expired';

/** Checks a captcha case-insensitively and consumes it whatever the outcome (single use). */
export async function consumeCaptcha(db: Db, key: string, code: string): Promise<CaptchaCheck> {
  const { rows } = await db.query<{ code: string; expired: boolean }>(
    `update captchas set used = true where captcha_key = $1 and not used
     returning code, expires_at <= now() as expired`,
    [key],
  );
  const row = rows[0];
  if (!row) return 'wrong';
  if (row.expired) return 'expired';
  return row.code.toLowerCase() === code.trim().toLowerCase() ? 'ok' : 'wrong';
}
