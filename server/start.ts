/**
 * Starting the server from the environment (main.ts): the database, the app, the port, and what is
 * printed. Separate from main.ts so that a test can start it with its own environment and output.
 */
import { delimiter, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { configFromEnv } from './config';
import type { Db, PgliteDb } from './db';
import { serveBackups } from './db/backup';
import { dataDirOf, openDb } from './openDb';
import { DEMO_ACCOUNTS } from './seed';
import type { LogOptions } from './plugins/logging';
import { ADMIN_COMMAND, isProduction, refuseTestVariables } from './production';
import { countUsers } from './repositories/users';

/** Terminal width of a text: CJK and full-width characters take two columns. */
const width = (text: string) => [...text].reduce((n, ch) => n + (/[\u1100-\uffe6]/.test(ch) ? 2 : 1), 0);

/** The demo accounts as a table for the start banner. */
function accountsTable(): string {
  const rows = DEMO_ACCOUNTS.map((a) => [a.username, a.password, a.orgCode, a.roles.join(','), a.note]);
  const header = ['账号', '密码', '机构', '角色', '说明'];
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c + ' '.repeat(Math.max(0, (widths[i] ?? 0) - width(c))))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/**
 * The address to listen on: `HOST`, else every interface in production (behind its load balancer) and
 * this machine only for the demo, whose accounts and passwords are printed (docs/server.md#configuration).
 */
export function listenHost(env: NodeJS.ProcessEnv, production: boolean): string {
  if (env.HOST) return env.HOST;
  return production ? '0.0.0.0' : '127.0.0.1';
}

/** `TRUST_PROXY`: true, or a comma-separated list of proxy addresses / CIDR ranges. */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

export interface StartOptions {
  env: NodeJS.ProcessEnv;
  /** The lines for the operator (the console in main.ts). */
  print: (line: string) => void;
  /** The server log: `true` to stdout. */
  logger: boolean | LogOptions;
  /** The database, when its opening began already (main.ts); else it is opened here. */
  db?: Promise<Db>;
}

export interface Started {
  app: FastifyInstance;
  db: Db;
  /** The port listened on (the given one, or the one chosen for PORT=0). */
  port: number;
  close(): Promise<void>;
}

/**
 * Opens the database, builds the app and listens. In production (`NODE_ENV=production`) it refuses the
 * test-mode variables, writes no demo data and prints no password (StartRefused says why it stopped).
 */
export async function start({ env, print, logger, db: opening }: StartOptions): Promise<Started> {
  const production = isProduction(env);
  if (production) refuseTestVariables(env);
  const port = Number(env.PORT ?? 8080);
  const host = listenHost(env, production);
  const dataDir = dataDirOf(env);
  const testCaptcha = env.YB_TEST_CAPTCHA || undefined;
  const testSmsCode = env.YB_TEST_SMS_CODE || undefined;
  // Test mode only: a lower scrypt cost for suites that log in many times (production: 2^17).
  const n = Number(env.YB_TEST_SCRYPT_N);
  const testScryptN = Number.isInteger(n) && n >= 1024 && (n & (n - 1)) === 0 ? n : undefined;
  const db = await (opening ?? openDb(env));
  let app: FastifyInstance;
  try {
    app = await buildApp({
      db,
      dataDir,
      testCaptcha,
      testSmsCode,
      production,
      logger,
      staticDir: resolve('dist'),
      // SCREENS_DIR: more folders of screen descriptors after screens/ (path-delimiter separated).
      screensDirs: [
        resolve('screens'),
        ...(env.SCREENS_DIR ?? '')
          .split(delimiter)
          .filter(Boolean)
          .map((d) => resolve(d)),
      ],
      config: { ...configFromEnv(env), ...(testScryptN ? { scryptN: testScryptN } : {}) },
      trustProxy: trustProxy(env.TRUST_PROXY),
    });
    await app.listen({ port, host });
  } catch (err) {
    await db.close();
    throw err;
  }
  // The embedded database's backups are taken by this process, which holds it (server/db/backup.ts).
  const stopBackups =
    db.driver === 'pglite' && !env.DATABASE_URL
      ? await serveBackups(db as PgliteDb, dataDir).catch((err: unknown) => {
          app.log.warn(`备份接口未启动（npm run db:backup 需先停止服务）：${(err as Error).message}`);
          return async () => undefined;
        })
      : async () => undefined;
  const address = app.server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  print(`\n医保结算平台已启动: http://${shown}:${listening}/  (数据库: ${db.driver})`);
  print(
    host === '127.0.0.1' || host === '::1' || host === 'localhost'
      ? `监听地址: ${host}:${listening}（仅本机可访问；对网络开放请设置 HOST，如 HOST=0.0.0.0）`
      : `监听地址: ${host}:${listening}`,
  );
  if (production) {
    if ((await countUsers(db)) === 0)
      print(
        `\n尚无任何账号：请运行 ${ADMIN_COMMAND} create <账号> 创建平台管理员（机构 9999，ROLE_ADMIN），` +
          '密码从标准输入或环境变量 YB_ADMIN_PASSWORD 读取。\n',
      );
  } else {
    if (testCaptcha) print(`⚠ 测试模式：所有图形验证码均为 ${testCaptcha}`);
    if (testSmsCode) print(`⚠ 测试模式：所有短信验证码均为 ${testSmsCode}`);
    if (testScryptN) print(`⚠ 测试模式：密码哈希强度降为 scrypt N=${testScryptN}`);
    print(`\n演示账号:\n${accountsTable()}\n`);
  }
  return {
    app,
    db,
    port: listening,
    close: async () => {
      // Draining: /readyz answers 503 (a load balancer polling it moves traffic away), then the server
      // stops listening, answers the requests it has and closes (docs/operations.md).
      app.ops.draining = true;
      const drainMs = app.config.shutdownDrainMs;
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
      await stopBackups();
      await db.close();
    },
  };
}
