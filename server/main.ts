import { mkdir } from 'node:fs/promises';
import { delimiter, join, resolve } from 'node:path';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { createPgDb, createPgliteDb, DEMO_ACCOUNTS, type Db } from './db';
import { DataDirLocked } from './db/dataDirLock';

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
 * PostgreSQL when `DATABASE_URL` is set (any number of instances), else PGlite in `${dataDir}/pgdata`,
 * which one process at a time may open (`pgdata.lock`: a second instance stops with a clear message).
 */
async function openDb(dataDir: string): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (url) return createPgDb(url);
  await mkdir(dataDir, { recursive: true });
  return createPgliteDb(join(dataDir, 'pgdata'));
}

/** `TRUST_PROXY`: true, or a comma-separated list of proxy addresses / CIDR ranges. */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const testCaptcha = process.env.YB_TEST_CAPTCHA || undefined;
  const testSmsCode = process.env.YB_TEST_SMS_CODE || undefined;
  // Test mode only: a lower scrypt cost for suites that log in many times (production: 2^17).
  const n = Number(process.env.YB_TEST_SCRYPT_N);
  const testScryptN = Number.isInteger(n) && n >= 1024 && (n & (n - 1)) === 0 ? n : undefined;
  const db = await openDb(dataDir);
  const app = await buildApp({
    db,
    dataDir,
    testCaptcha,
    testSmsCode,
    logger: true,
    staticDir: resolve('dist'),
    // SCREENS_DIR: more folders of screen descriptors after screens/ (path-delimiter separated).
    screensDirs: [
      resolve('screens'),
      ...(process.env.SCREENS_DIR ?? '')
        .split(delimiter)
        .filter(Boolean)
        .map((d) => resolve(d)),
    ],
    config: { ...configFromEnv(), ...(testScryptN ? { scryptN: testScryptN } : {}) },
    trustProxy: trustProxy(process.env.TRUST_PROXY),
  });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`\n医保结算平台已启动: http://${shown}:${port}/  (数据库: ${db.driver})`);
  if (testCaptcha) console.log(`⚠ 测试模式：所有图形验证码均为 ${testCaptcha}`);
  if (testSmsCode) console.log(`⚠ 测试模式：所有短信验证码均为 ${testSmsCode}`);
  if (testScryptN) console.log(`⚠ 测试模式：密码哈希强度降为 scrypt N=${testScryptN}`);
  console.log(`\n演示账号:\n${accountsTable()}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof DataDirLocked ? err.message : err);
  process.exit(1);
});
