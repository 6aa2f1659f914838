import formbody from '@fastify/formbody';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_CONFIG, serverTimeouts, type ServerConfig } from './config';
import { guardConnections } from './connectionGuard';
import type { Db } from './db';
import type { InsuranceCenter } from './deals/center';
import { createRegistrySimulator, type SecRegistry } from './sec/registry';
import authPlugin from './plugins/auth';
import compressPlugin from './plugins/compress';
import corsPlugin from './plugins/cors';
import dbPlugin from './plugins/db';
import errorsPlugin, { frameworkErrorOptions } from './plugins/errors';
import helmetPlugin from './plugins/helmet';
import keysPlugin from './plugins/keys';
import listLimitsPlugin from './plugins/listLimits';
import multipartPlugin from './plugins/multipart';
import { loggerOptions, type LogOptions } from './plugins/logging';
import noStorePlugin from './plugins/noStore';
import opsPlugin, { refuseWeakMetricsToken } from './plugins/ops';
import { meteredCenter } from './ops/meteredCenter';
import { simulatorOf } from './deals/center';
import { servedDeals } from './deals/served';
import { shippedDeals } from './deals/studio/dealFiles';
import rateLimitPlugin from './plugins/rateLimit';
import staticPlugin from './plugins/static';
import swaggerPlugin from './plugins/swagger';
import { isProduction, StartRefused } from './production';
import routes from './routes';
import { CODE_LISTS } from './routes/deals/codeLists';
import type { SchemaProvider } from './schemaTypes';
import { markTextBody, validatorCompilers } from './validators';

export interface BuildOptions {
  db: Db;
  /** Where the RSA key pair lives (`keys/`); in memory when absent. */
  dataDir?: string;
  /** Test mode: every image captcha equals this value (4 digits). Never set in production. */
  testCaptcha?: string;
  /** Test mode: every SMS code equals this value (6 digits). Never set in production. */
  testSmsCode?: string;
  /** `true` logs to stdout; `{ stream }` elsewhere (tests). Query strings and mobiles are kept out. */
  logger?: boolean | LogOptions;
  /**
   * The folders of screen descriptors served at /commondeal/screens, in order (default: `screens/` of
   * the working directory; `SCREENS_DIR` adds more).
   */
  screensDirs?: string[];
  /**
   * The folder of pulled deals (`<dealName>.deal.json`, `npm run deals:pull`) that overlay
   * server/deals/catalogue as the shipped baseline (default: `deals/` of the working directory).
   */
  dealsDir?: string;
  /** The built console to serve (with a fallback to its index.html). */
  staticDir?: string;
  /** Overrides of the defaults (token lifetime, login rate…). */
  config?: Partial<ServerConfig>;
  /** Write the demo data on first start (default true; never in production). */
  seed?: boolean;
  /**
   * Production mode (default: `NODE_ENV=production`): no demo data, no test-mode captcha or phone code
   * (refused), and no start while an account has a public demo password (see production.ts).
   */
  production?: boolean;
  /** Behind a load balancer: trust X-Forwarded-For (Fastify `trustProxy`), so rate limits see client IPs. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The insurance center deals run against; the simulator when absent (a real center adapter plugs in here). */
  center?: InsuranceCenter;
  /** The national security-code registry 查询远程 asks; the simulator when absent. */
  secRegistry?: SecRegistry;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig & { testCaptcha?: string; testSmsCode?: string; production: boolean };
  }
}

/** An incoming `X-Request-Id` of letters, digits, `.`, `_`, `-` (8 to 64), else a new UUID. */
function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{8,64}$/.test(given) ? given : randomUUID();
}

/** The reference platform server: every route under /commondeal, answers `{ code, message, data }`. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const config = { ...DEFAULT_CONFIG, ...opts.config };
  const production = opts.production ?? isProduction();
  if (production && (opts.testCaptcha || opts.testSmsCode))
    throw new StartRefused('生产模式拒绝启动：不能使用测试模式的固定图形验证码或短信验证码。');
  refuseWeakMetricsToken(config.metricsToken);
  const app = Fastify({
    logger: loggerOptions(opts.logger),
    // The first start migrates and seeds inside the db plugin: on a busy machine that takes longer than
    // Fastify's default 10 s plugin timeout.
    pluginTimeout: 120_000,
    trustProxy: opts.trustProxy ?? false,
    // A request keeps the id its caller (a proxy, a load balancer) gave it, when it looks like one, so a
    // request can be followed across services; otherwise a new one. Every log line of it carries it.
    genReqId: requestIdOf,
    // At shutdown the requests already on a connection are answered (not 503): the server stops
    // listening, answers what it has, and closes its idle connections (docs/operations.md).
    return503OnClosing: false,
    // Request schemas: ajv with the formats, ajv-errors messages and int4/control-character bounds; JSON
    // bodies are not type-coerced (validators.ts).
    schemaController: validatorCompilers(),
    ...frameworkErrorOptions(),
    ...serverTimeouts(config),
  });
  // Silent, trickling and idle keep-alive clients are closed whatever bytes they send.
  guardConnections(app.server, {
    firstRequestMs: config.idleConnectionTimeoutMs,
    keepAliveMs: config.keepAliveTimeoutMs,
  });
  app.decorate('config', {
    ...config,
    testCaptcha: opts.testCaptcha,
    testSmsCode: opts.testSmsCode,
    production,
  });
  // Answers are documented by their response schemas but serialised as they are, never filtered.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // A POST without payload (basic-vertify, logout) may still say application/json.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : defaultJson(request, body.toString(), done),
  );

  app.addHook('preValidation', markTextBody);
  await app.register(errorsPlugin);
  await app.register(helmetPlugin);
  await app.register(corsPlugin);
  await app.register(noStorePlugin);
  await app.register(compressPlugin);
  await app.register(dbPlugin, { db: opts.db, seed: opts.seed ?? true, production });
  await app.register(opsPlugin);
  // The deal catalogue as served: published versions over the shipped baseline (docs/server.md#交易目录-deals-as-data).
  app.decorate(
    'deals',
    servedDeals(app.db, app.log, shippedDeals(opts.dealsDir ?? resolve('deals'), CODE_LISTS, app.log)),
  );
  await app.register(keysPlugin, { dataDir: opts.dataDir });
  await app.register(swaggerPlugin);
  await app.register(formbody);
  await app.register(multipartPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(listLimitsPlugin);
  // Route plugins are typed by their schemas (schemaTypes.ts).
  await app.withTypeProvider<SchemaProvider>().register(routes, {
    prefix: '/commondeal',
    center: meteredCenter(opts.center ?? simulatorOf(app), app.ops.metrics),
    secRegistry: opts.secRegistry ?? createRegistrySimulator({ delayMs: config.secRegistryDelayMs }),
    screensDirs: opts.screensDirs ?? [resolve('screens')],
  });
  await app.register(staticPlugin, { root: opts.staticDir });
  return app;
}
