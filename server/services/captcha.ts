import { randomInt, randomUUID } from 'node:crypto';
import svgCaptchaModule from 'svg-captcha';
import type { Db } from '../db';
import { insertCaptcha, spendCaptcha } from '../repositories/captchas';

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
  await insertCaptcha(db, key, code, ttlSeconds);
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

export type CaptchaCheck = 'ok' | 'wrong' | 'expired';

/** Checks a captcha case-insensitively and consumes it whatever the outcome (single use). */
export async function consumeCaptcha(db: Db, key: string, code: string): Promise<CaptchaCheck> {
  const row = await spendCaptcha(db, key);
  if (!row) return 'wrong';
  if (row.expired) return 'expired';
  return row.code.toLowerCase() === code.trim().toLowerCase() ? 'ok' : 'wrong';
}
