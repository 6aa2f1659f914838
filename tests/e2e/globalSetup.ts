import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_CAPTCHA, TEST_SMS_CODE } from './testCodes';

let server: ChildProcess | undefined;
let dataDir = '';
let screensDir = '';

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`服务未在 ${ms} ms 内启动：${url}`);
}

/** Starts the real server on a fresh embedded database with the test-mode captcha and SMS code. */
export default async function setup(project: TestProject): Promise<() => void> {
  dataDir = mkdtempSync(join(tmpdir(), 'yb-e2e-'));
  // A folder of extra screens the journeys write to (never the repo's screens/).
  screensDir = mkdtempSync(join(tmpdir(), 'yb-e2e-screens-'));
  const port = String(18000 + Math.floor(Math.random() * 1000));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SCREENS_DIR: screensDir,
      YB_TEST_CAPTCHA: TEST_CAPTCHA,
      YB_TEST_SMS_CODE: TEST_SMS_CODE,
      // Logins in quick succession: scrypt at a low cost (production 2^17, about a second on a busy machine).
      YB_TEST_SCRYPT_N: '4096',
      LOGIN_RATE_MAX: '1000',
      CAPTCHA_RATE_MAX: '1000',
      SMS_RATE_MAX: '1000',
      DEAL_DELAY_MS: '4000',
      DEAL_DELAY_DEALS: '5201',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/commondeal/openapi.json`, 180_000);
  } catch (e) {
    console.error(log);
    throw e;
  }
  project.provide('baseUrl', base);
  project.provide('screensDir', screensDir);
  return async () => {
    const proc = server;
    if (proc && proc.exitCode === null) {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(screensDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's extra screens folder (SCREENS_DIR). */
    screensDir: string;
  }
}
