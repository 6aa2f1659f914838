/** Server settings. `main.ts` reads them from the environment; tests pass overrides to `buildApp`. */
export interface ServerConfig {
  /**
   * A session's idle lifetime in minutes (`TOKEN_TTL_MINUTES`, default 120; fractions allowed): each
   * authenticated request pushes its expiry this far (docs/server.md, Sessions).
   */
  tokenTtlMinutes: number;
  /** A session ends this many hours after login however busy (`SESSION_MAX_HOURS`, default 12; fractions allowed). */
  sessionMaxHours: number;
  /** Login attempts per IP per minute (`LOGIN_RATE_MAX`, default 20). */
  loginRateMax: number;
  /** Password padding: `oaep` (RSA-OAEP SHA-256, default) or `pkcs1` (`RSA_PADDING`, legacy backends only). */
  rsaPadding: 'oaep' | 'pkcs1';
  /**
   * The password-encryption private key (`RSA_PRIVATE_KEY`, PEM; `\\n` escapes allowed). Empty: the pair
   * in the database, created by the first instance. Set it on every instance or on none.
   */
  rsaPrivateKey: string;
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
  /** The simulated security-code registry issues a code this long after its approval (`SEC_REGISTRY_DELAY_MS`, default 2 s). */
  secRegistryDelayMs: number;
  /** The deals the delay applies to (`DEAL_DELAY_DEALS`, comma-separated; empty = every deal). */
  dealDelayDeals: string[];
  /**
   * The ledger query (`POST /reconciliation/sum-rec`) waits this long before asking the center
   * (`SUM_REC_DELAY_MS`, default 0), to demonstrate and test cancelling it mid-flight.
   */
  sumRecDelayMs: number;
  /** Time to receive a request's headers once it has begun, in ms (`HEADERS_TIMEOUT_MS`, default 10 s); a trickling client is closed with 408. */
  headersTimeoutMs: number;
  /**
   * A new connection that has not sent the complete headers of a request within this many ms is
   * answered 408 and closed (`IDLE_CONNECTION_TIMEOUT_MS`, default 10 s), however many bytes it
   * trickles; once a request has arrived its handling is not limited by it (connectionGuard.ts).
   */
  idleConnectionTimeoutMs: number;
  /** Time to receive a whole request, headers and body, in ms (`REQUEST_TIMEOUT_MS`, default 60 s). */
  requestTimeoutMs: number;
  /** A socket with no traffic either way is closed after this many ms (`CONNECTION_TIMEOUT_MS`, default 120 s; longer than the slowest deal). */
  connectionTimeoutMs: number;
  /**
   * An idle keep-alive connection is closed after this many ms (`KEEP_ALIVE_TIMEOUT_MS`, default 72 s:
   * above the usual load balancer idle timeout), counted from its last response: stray bytes that are
   * not a request do not postpone it.
   */
  keepAliveTimeoutMs: number;
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
  /**
   * Menu and user list pages cached per instance, checked against the table versions of migration 022
   * (`LIST_CACHE=0` turns it off: every call then queries the database, e.g. to measure that path).
   */
  listCache: boolean;
  /** `/metrics` with `Authorization: Bearer <token>` from any address (`METRICS_TOKEN`); empty: none. */
  metricsToken: string;
  /**
   * Hosts besides the console's own that a screen's `openWindow` may open (`OPEN_WINDOW_HOSTS`,
   * comma-separated; none by default): checked when a screen is published and by the console.
   */
  openWindowHosts: string[];
  /** Addresses that may read `/metrics` without the token (`METRICS_ALLOW`, comma-separated; loopback by default). */
  metricsAllow: string[];
  /**
   * At SIGTERM, `/readyz` answers 503 this long before the server stops listening (`SHUTDOWN_DRAIN_MS`,
   * default 0), so a load balancer that polls it moves traffic away first.
   */
  shutdownDrainMs: number;
  /**
   * Rows per database read of a streamed export (`EXPORT_BATCH_ROWS`, default 5,000; docs/performance.md,
   * Streamed exports): each batch is one keyset select, written before the next is read.
   */
  exportBatchRows: number;
  /**
   * Two-person publishing of screens (`STUDIO_TWO_PERSON=1`; docs/studio.md): a draft is submitted for review
   * and another administrator publishes it. Set it on every instance or on none.
   */
  studioTwoPerson: boolean;
  /**
   * A list route's statements end after this many ms (`LIST_STATEMENT_TIMEOUT_MS`, default 5,000; 0: no
   * limit), answered 503 查询超时，请缩小查询范围后重试 (docs/server.md#list-routes-timeout-and-concurrency).
   */
  listStatementTimeoutMs: number;
  /**
   * List requests one caller may have running at once (`LIST_CONCURRENCY_PER_CALLER`, default 4; 0: no
   * limit); one more is answered 429 查询过于频繁，请等上一次查询完成后再试.
   */
  listConcurrencyPerCaller: number;
  /**
   * How long a caller's list request over `listConcurrencyPerCaller` waits for one of theirs to end
   * (`LIST_QUEUE_WAIT_MS`, default 2,000; 0: refused at once) before it is answered 429.
   */
  listQueueWaitMs: number;
}

export const DEFAULT_CONFIG: ServerConfig = {
  tokenTtlMinutes: 120,
  sessionMaxHours: 12,
  loginRateMax: 20,
  rsaPadding: 'oaep',
  rsaPrivateKey: '',
  captchaTtlSeconds: 120,
  smsTtlSeconds: 300,
  smsResendSeconds: 60,
  websocketUrl: '',
  dealDelayMs: 0,
  dealDelayDeals: [],
  secRegistryDelayMs: 2_000,
  sumRecDelayMs: 0,
  headersTimeoutMs: 10_000,
  idleConnectionTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  connectionTimeoutMs: 120_000,
  keepAliveTimeoutMs: 72_000,
  scryptN: 2 ** 17,
  captchaRateMax: 60,
  smsRateMax: 5,
  smsPerMobileHour: 5,
  corsOrigins: [],
  listCache: true,
  metricsToken: '',
  openWindowHosts: [],
  metricsAllow: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
  shutdownDrainMs: 0,
  exportBatchRows: 5_000,
  studioTwoPerson: false,
  listStatementTimeoutMs: 5_000,
  listConcurrencyPerCaller: 4,
  listQueueWaitMs: 2_000,
};

/**
 * Fastify's (and Node's) connection and request timeouts from the settings. Node checks the headers
 * and request timeouts every `connectionsCheckingInterval`, here a quarter of the shorter one.
 */
export function serverTimeouts(config: ServerConfig) {
  const headersTimeout = Math.min(config.headersTimeoutMs, config.requestTimeoutMs);
  return {
    connectionTimeout: config.connectionTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(headersTimeout / 4))),
    },
  };
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** `0` (turned off) or a positive number, else the default. */
const zeroOr = (value: string | undefined, fallback: number) =>
  value === '0' ? 0 : positive(value, fallback);

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
    sessionMaxHours: positive(env.SESSION_MAX_HOURS, DEFAULT_CONFIG.sessionMaxHours),
    loginRateMax: Math.floor(positive(env.LOGIN_RATE_MAX, DEFAULT_CONFIG.loginRateMax)),
    rsaPadding: env.RSA_PADDING === 'pkcs1' ? 'pkcs1' : 'oaep',
    rsaPrivateKey: env.RSA_PRIVATE_KEY ?? '',
    websocketUrl: env.WEBSOCKET_URL ?? '',
    dealDelayMs: Math.floor(positive(env.DEAL_DELAY_MS, 0)),
    dealDelayDeals: list(env.DEAL_DELAY_DEALS),
    secRegistryDelayMs:
      env.SEC_REGISTRY_DELAY_MS === '0'
        ? 0
        : Math.floor(positive(env.SEC_REGISTRY_DELAY_MS, DEFAULT_CONFIG.secRegistryDelayMs)),
    sumRecDelayMs: Math.floor(positive(env.SUM_REC_DELAY_MS, 0)),
    captchaRateMax: Math.floor(positive(env.CAPTCHA_RATE_MAX, DEFAULT_CONFIG.captchaRateMax)),
    smsRateMax: Math.floor(positive(env.SMS_RATE_MAX, DEFAULT_CONFIG.smsRateMax)),
    corsOrigins: list(env.CORS_ORIGINS),
    listCache: env.LIST_CACHE !== '0',
    headersTimeoutMs: positive(env.HEADERS_TIMEOUT_MS, DEFAULT_CONFIG.headersTimeoutMs),
    idleConnectionTimeoutMs: positive(env.IDLE_CONNECTION_TIMEOUT_MS, DEFAULT_CONFIG.idleConnectionTimeoutMs),
    requestTimeoutMs: positive(env.REQUEST_TIMEOUT_MS, DEFAULT_CONFIG.requestTimeoutMs),
    connectionTimeoutMs: positive(env.CONNECTION_TIMEOUT_MS, DEFAULT_CONFIG.connectionTimeoutMs),
    keepAliveTimeoutMs: positive(env.KEEP_ALIVE_TIMEOUT_MS, DEFAULT_CONFIG.keepAliveTimeoutMs),
    metricsToken: env.METRICS_TOKEN ?? '',
    openWindowHosts: list(env.OPEN_WINDOW_HOSTS),
    exportBatchRows: Math.floor(positive(env.EXPORT_BATCH_ROWS, DEFAULT_CONFIG.exportBatchRows)),
    metricsAllow: env.METRICS_ALLOW === undefined ? DEFAULT_CONFIG.metricsAllow : list(env.METRICS_ALLOW),
    shutdownDrainMs: Math.floor(positive(env.SHUTDOWN_DRAIN_MS, 0)),
    studioTwoPerson: env.STUDIO_TWO_PERSON === '1',
    listStatementTimeoutMs: Math.floor(
      zeroOr(env.LIST_STATEMENT_TIMEOUT_MS, DEFAULT_CONFIG.listStatementTimeoutMs),
    ),
    listConcurrencyPerCaller: Math.floor(
      zeroOr(env.LIST_CONCURRENCY_PER_CALLER, DEFAULT_CONFIG.listConcurrencyPerCaller),
    ),
    listQueueWaitMs: Math.floor(zeroOr(env.LIST_QUEUE_WAIT_MS, DEFAULT_CONFIG.listQueueWaitMs)),
  };
}
