/** Server settings. `main.ts` reads them from the environment; tests pass overrides to `buildApp`. */
export interface ServerConfig {
  /** Session lifetime in minutes (`TOKEN_TTL_MINUTES`, default 120; fractions allowed). */
  tokenTtlMinutes: number;
  /** Login attempts per IP per minute (`LOGIN_RATE_MAX`, default 20). */
  loginRateMax: number;
  /** Password padding: `oaep` (RSA-OAEP SHA-256, default) or `pkcs1` (`RSA_PADDING`, legacy backends only). */
  rsaPadding: 'oaep' | 'pkcs1';
  /** Image captcha lifetime in seconds (2 minutes; the console refreshes every 60 s). */
  captchaTtlSeconds: number;
  /** SMS code lifetime in seconds (5 minutes). */
  smsTtlSeconds: number;
  /** Minimum seconds between two SMS codes to one mobile (the console counts down 60 s). */
  smsResendSeconds: number;
  /** Returned to the console in the login answer's `ext.websocketUrl` (`WEBSOCKET_URL`). */
  websocketUrl: string;
  /** The simulated insurance center waits this long before answering (`DEAL_DELAY_MS`, default 0), to demonstrate cancelling a deal. */
  dealDelayMs: number;
  /** The deals the delay applies to (`DEAL_DELAY_DEALS`, comma-separated; empty = every deal). */
  dealDelayDeals: string[];
  /** scrypt cost N of new password hashes (2^17, OWASP); the API tests lower it to stay fast. */
  scryptN: number;
  /** Image captchas per IP per minute (`CAPTCHA_RATE_MAX`, default 60). */
  captchaRateMax: number;
  /** SMS code requests per IP per minute (`SMS_RATE_MAX`, default 5). */
  smsRateMax: number;
  /** SMS codes per mobile per hour, counted in the database across instances (5). */
  smsPerMobileHour: number;
  /** Origins allowed to call the API from another site (`CORS_ORIGINS`, comma-separated); none by default. */
  corsOrigins: string[];
}

export const DEFAULT_CONFIG: ServerConfig = {
  tokenTtlMinutes: 120,
  loginRateMax: 20,
  rsaPadding: 'oaep',
  captchaTtlSeconds: 120,
  smsTtlSeconds: 300,
  smsResendSeconds: 60,
  websocketUrl: '',
  dealDelayMs: 0,
  dealDelayDeals: [],
  scryptN: 2 ** 17,
  captchaRateMax: 60,
  smsRateMax: 5,
  smsPerMobileHour: 5,
  corsOrigins: [],
};

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);

/** The settings from environment variables, defaults for those unset. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    ...DEFAULT_CONFIG,
    tokenTtlMinutes: positive(env.TOKEN_TTL_MINUTES, DEFAULT_CONFIG.tokenTtlMinutes),
    loginRateMax: Math.floor(positive(env.LOGIN_RATE_MAX, DEFAULT_CONFIG.loginRateMax)),
    rsaPadding: env.RSA_PADDING === 'pkcs1' ? 'pkcs1' : 'oaep',
    websocketUrl: env.WEBSOCKET_URL ?? '',
    dealDelayMs: Math.floor(positive(env.DEAL_DELAY_MS, 0)),
    dealDelayDeals: list(env.DEAL_DELAY_DEALS),
    captchaRateMax: Math.floor(positive(env.CAPTCHA_RATE_MAX, DEFAULT_CONFIG.captchaRateMax)),
    smsRateMax: Math.floor(positive(env.SMS_RATE_MAX, DEFAULT_CONFIG.smsRateMax)),
    corsOrigins: list(env.CORS_ORIGINS),
  };
}
