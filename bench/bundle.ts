/**
 * The console's JS per page: the scripts a page loads until it is usable, raw and gzip, for the shipped build
 * (one chunk per block view) and for the same sources built as one chunk (the build before the split), both
 * served by the real server in the same run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { buildApp } from '../server/app';
import { createPgliteDb } from '../server/db';
import { DEMO_ACCOUNTS } from '../server/seed';
import { launch } from './browser';
import { table } from './stats';

/** Budget of the login page's first paint, gzip. */
export const LOGIN_BUDGET_KB = 250;

/**
 * The figure before the split, measured on main (0df84ae, 2026-11-23) by `vite build`: one chunk of
 * 2,062.6 kB, 653.2 kB gzip, loaded by every page. The run rebuilds the single chunk from today's
 * sources as its same-run baseline.
 */
export const BEFORE_SPLIT = { date: '2026-11-23', rawKb: 2062.6, gzipKb: 653.2 };

const TEST_CAPTCHA = '1234';
const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface PageJs {
  /** Scripts loaded before the page was usable. */
  files: number;
  raw: number;
  gzip: number;
}

export interface BundleFigures {
  split: { login: PageJs; crud: PageJs; deal: PageJs };
  single: { login: PageJs; crud: PageJs; deal: PageJs };
}

/** Builds the console into a temp dir; `single` inlines every dynamic import (one chunk). */
async function buildConsole(outDir: string, single: boolean): Promise<void> {
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000,
      ...(single ? { rolldownOptions: { output: { codeSplitting: false } } } : {}),
    },
  });
}

/**
 * The scripts `page` loads from `goto` until `ready` resolves, summed raw and gzip (level 9, as the
 * bytes a compressing server sends at most).
 */
async function scriptsUntil(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<PageJs> {
  const scripts: Promise<Buffer | null>[] = [];
  let open = true;
  page.on('response', (response) => {
    if (open && response.request().resourceType() === 'script')
      scripts.push(response.body().catch(() => null));
  });
  await page.goto(url);
  await ready(page);
  open = false;
  const bodies = (await Promise.all(scripts)).filter((b): b is Buffer => b !== null);
  return {
    files: bodies.length,
    raw: bodies.reduce((s, b) => s + b.length, 0),
    gzip: bodies.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0),
  };
}

const visible = (page: Page, selector: string) =>
  page.locator(selector).first().waitFor({ state: 'visible', timeout: 60_000 });

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Logs in through the login page; returns the session (kept in local storage). */
async function signIn(browser: Browser, base: string, username: string): Promise<Session> {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByPlaceholder('手机号 / 国家机构编码 / admin').fill(account.username);
  await page.getByPlaceholder('请输入密码').fill(account.password);
  await page.getByPlaceholder('请输入验证码').fill(TEST_CAPTCHA);
  await page.locator('button[type=button].ant-btn-primary').first().click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 60_000 });
  const session = await context.storageState();
  await context.close();
  return session;
}

/** The scripts of `path` opened in a fresh context (empty cache), with an optional session. */
async function coldPage(
  browser: Browser,
  url: string,
  session: Session | undefined,
  ready: (page: Page) => Promise<unknown>,
): Promise<PageJs> {
  const context = await browser.newContext(session ? { storageState: session } : {});
  try {
    return await scriptsUntil(await context.newPage(), url, ready);
  } finally {
    await context.close();
  }
}

/** Three pages, each opened cold: /login, a crud list (platform admin), a deal form (a hospital). */
async function measurePages(browser: Browser, base: string): Promise<BundleFigures['split']> {
  const login = await coldPage(browser, `${base}/login`, undefined, (p) =>
    visible(p, 'input[placeholder="请输入验证码"]'),
  );
  const admin = await signIn(browser, base, 'admin');
  const crud = await coldPage(browser, `${base}/home/menuIndex`, admin, (p) => visible(p, '.ant-table-row'));
  const hospital = await signIn(browser, base, 'H21010200001');
  const deal = await coldPage(
    browser,
    `${base}/home/register?dealName=1101&comment=${encodeURIComponent('人员信息获取')}`,
    hospital,
    (p) => visible(p, 'input[placeholder="请输入就诊凭证编号"]'),
  );
  return { login, crud, deal };
}

/** Serves `dir` with the real server (in-memory PGlite, demo data, test captcha) while `fn` runs. */
async function withServer<T>(dir: string, fn: (base: string) => Promise<T>): Promise<T> {
  const db = await createPgliteDb();
  // vite's production build sets NODE_ENV=production in this process; the measuring server is a demo
  const app = await buildApp({
    db,
    staticDir: dir,
    testCaptcha: TEST_CAPTCHA,
    production: false,
    config: { scryptN: 4096 },
  });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return await fn(address);
  } finally {
    await app.close();
    await db.close();
  }
}

/** Builds both ways and measures the three pages on each. */
export async function measureBundles(browser: Browser): Promise<BundleFigures> {
  const out = await mkdtemp(join(tmpdir(), 'yibao-bundle-'));
  try {
    const splitDir = join(out, 'split');
    const singleDir = join(out, 'single');
    await buildConsole(splitDir, false);
    await buildConsole(singleDir, true);
    const split = await withServer(splitDir, (base) => measurePages(browser, base));
    const single = await withServer(singleDir, (base) => measurePages(browser, base));
    return { split, single };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const cell = (js: PageJs) => `${kb(js.gzip)} (${kb(js.raw)} raw, ${js.files} files)`;

/** The size table: each page's JS, split against single chunk, and the login budget. */
export function bundleTable({ split, single }: BundleFigures): string {
  const met = split.login.gzip <= LOGIN_BUDGET_KB * 1000 ? 'met' : 'NOT met';
  return table(
    ['JS until usable, gzip', 'split build', 'single chunk', 'ratio', 'target'],
    [
      [
        '/login (the form shown)',
        cell(split.login),
        cell(single.login),
        `${(split.login.gzip / single.login.gzip).toFixed(2)}×`,
        `≤ ${LOGIN_BUDGET_KB} kB: ${met}`,
      ],
      [
        '/home/menuIndex (crud: first row shown)',
        cell(split.crud),
        cell(single.crud),
        `${(split.crud.gzip / single.crud.gzip).toFixed(2)}×`,
        '',
      ],
      [
        '/home/register (deal form)',
        cell(split.deal),
        cell(single.deal),
        `${(split.deal.gzip / single.deal.gzip).toFixed(2)}×`,
        '',
      ],
      [
        `before the split (main, ${BEFORE_SPLIT.date}): every page`,
        '',
        `${BEFORE_SPLIT.gzipKb} kB (${BEFORE_SPLIT.rawKb} kB raw, 1 file)`,
        '',
        '',
      ],
    ],
  );
}

/** `tsx bench/bundle.ts`: this table alone (about a minute). */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await launch();
  try {
    console.log(bundleTable(await measureBundles(browser)));
  } finally {
    await browser.close();
  }
}
