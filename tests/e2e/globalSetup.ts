import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_CAPTCHA, TEST_SMS_CODE } from './testCodes';

/** The idle lifetime of the sessions journeys' server (sessions.e2e.ts): short, every wait counts it. */
export const SESSIONS_IDLE_SECONDS = 16;

async function waitFor(url: string, ms: number, log: () => string): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  console.error(log());
  throw new Error(`服务未在 ${ms} ms 内启动：${url}`);
}

export interface Started {
  base: string;
  stop: () => Promise<void>;
}

/** The real server on a fresh embedded database, with the test-mode captcha, SMS code and scrypt cost. */
export async function startServer(
  name: string,
  portBase: number,
  env: Record<string, string>,
): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), `yb-e2e-${name}-`));
  const port = String(portBase + Math.floor(Math.random() * 1000));
  // The built server (scripts/serve.mjs rebuilds dist-server/ only when a source changed), as
  // production runs it: it starts in a third of tsx's time, which counts when the lanes share two cores.
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      YB_TEST_CAPTCHA: TEST_CAPTCHA,
      YB_TEST_SMS_CODE: TEST_SMS_CODE,
      // Logins in quick succession: scrypt at a low cost (production 2^17, about a second on a busy machine).
      YB_TEST_SCRYPT_N: '4096',
      LOGIN_RATE_MAX: '1000',
      CAPTCHA_RATE_MAX: '1000',
      SMS_RATE_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/commondeal/openapi.json`, 180_000, () => log);
  } catch (e) {
    await stop();
    throw e;
  }
  return { base, stop };
}

/**
 * The journeys' server (the `journeys` lane of tests/e2e/vitest.config.ts). The other lane's servers,
 * started at the same time, are in sideSetup.ts.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A folder of extra screens the journeys write to (never the repo's screens/).
  const screensDir = mkdtempSync(join(tmpdir(), 'yb-e2e-screens-'));
  let main: Started;
  try {
    main = await startServer('main', 18000, {
      SCREENS_DIR: screensDir,
      DEAL_DELAY_MS: '4000',
      DEAL_DELAY_DEALS: '5201',
      // The ledger query waits so that its journey can cancel it mid-flight.
      SUM_REC_DELAY_MS: '3000',
    });
  } catch (e) {
    rmSync(screensDir, { recursive: true, force: true });
    throw e;
  }
  project.provide('baseUrl', main.base);
  project.provide('screensDir', screensDir);
  return async () => {
    await main.stop();
    rmSync(screensDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server of the sessions journeys, whose sessions live SESSIONS_IDLE_SECONDS idle. */
    sessionsBaseUrl: string;
    /** A server on PostgreSQL (E2E_DATABASE_URL) for the designer's journeys; '' without one. */
    pgBaseUrl: string;
    /** The PostgreSQL database of that server (E2E_DATABASE_URL's fresh one); '' without one. */
    pgDatabaseUrl: string;
    /** The server's extra screens folder (SCREENS_DIR). */
    screensDir: string;
  }
}
