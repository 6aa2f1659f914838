/**
 * Sessions that follow the work (docs/server.md, Sessions), on a server of its own whose sessions live
 * 16 s idle (TOKEN_TTL_MINUTES=16/60, globalSetup.ts): the warning then comes 8 s before an idle expiry
 * (half an idle lifetime). Short, as the API tests' lifetimes are: every wait here is counted in it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { confirmOk, launch, TEST_CAPTCHA } from './browser';
import { SESSIONS_IDLE_SECONDS as IDLE_SECONDS } from './globalSetup';

/** The operator's pace: well inside the 8 s before the warning, even with a slow answer. */
const CLICK_EVERY_MS = (IDLE_SECONDS / 5) * 1000;
/** The server of these journeys, started beside the others' by the global setup. */
const base = inject('sessionsBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const dialogTitled = (page: Page, title: string) => page.locator('.ant-modal', { hasText: title });
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const query = (page: Page) => page.getByRole('button', { name: /^查\s*询$/ });

async function loginAt(page: Page, user: string, password: string): Promise<void> {
  await page.getByPlaceholder('手机号 / 国家机构编码 / admin').fill(user);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByPlaceholder('请输入验证码').fill(TEST_CAPTCHA);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

async function operatorOn(context: BrowserContext, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await loginAt(page, 'admin', 'Admin@2026');
  await page.waitForURL(/\/home\//);
  await page.goto(`${base}${route}`);
  await page.getByText('菜单列表').first().waitFor();
  return page;
}

describe('an idle lifetime: the operator who keeps working is not thrown out', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext();
    page = await operatorOn(context, '/home/menuIndex');
  });
  afterAll(async () => context?.close());

  it('clicking 查询 every few seconds goes on well past TOKEN_TTL_MINUTES counted from login', async () => {
    const started = Date.now();
    while (Date.now() - started < ((IDLE_SECONDS * 3) / 2) * 1000) {
      await query(page).click();
      await sleep(CLICK_EVERY_MS);
      expect(page.url()).toContain('/home/menuIndex');
      expect(await page.getByText('登录已过期，请重新登录').count()).toBe(0);
      expect(await page.getByText('登录即将过期').count()).toBe(0);
    }
    await query(page).click();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBeGreaterThan(0);
  }, 120_000);

  it('登录即将过期 comes before the idle expiry; 续期 extends the session past it', async () => {
    const warning = dialogTitled(page, '登录即将过期');
    await expect.poll(() => warning.count(), { timeout: IDLE_SECONDS * 1000 }).toBe(1);
    await warning.getByRole('button', { name: /续\s*期/ }).click();
    await expect.poll(() => warning.count()).toBe(0);
    // Past the expiry before 续期: the session lives on, and only warns again.
    await sleep((IDLE_SECONDS / 2 + 3) * 1000);
    expect(await page.getByText('登录已过期，请重新登录').count()).toBe(0);
    await expect.poll(() => warning.count()).toBe(1);
    await warning.getByRole('button', { name: /续\s*期/ }).click();
    await expect.poll(() => warning.count()).toBe(0);
    await query(page).click();
    await sleep(1_000);
    expect(await page.getByText('登录已过期，请重新登录').count()).toBe(0);
    expect(page.url()).toContain('/home/menuIndex');
  }, 120_000);
});

describe('登录已过期，请重新登录: the login over the page keeps the typed form', () => {
  it('the submit says so, the dialog logs in again, and the repeated submit saves what was typed', async () => {
    const context = await browser.newContext();
    try {
      const page = await operatorOn(context, '/home/menuIndex');
      await page.getByRole('button', { name: '新增菜单' }).click();
      const form = page.getByRole('dialog').filter({ hasText: '新增菜单' });
      await form.getByPlaceholder('请输入菜单名称').fill('会话测试菜单');
      await form.getByPlaceholder('为空表示一级菜单').fill('1');
      await form.getByPlaceholder('如 /home/handle，一级菜单可为空').fill('/home/sessionE2e');
      // The session ends on the server (as an expiry does); this page does not know yet.
      const token = await page.evaluate(
        () => JSON.parse(localStorage.getItem('yb.token') ?? 'null') as string,
      );
      await fetch(`${base}/commondeal/api/auth/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });

      await form.getByRole('button', { name: /新\s*增/ }).click();
      const relogin = dialogTitled(page, '登录已过期，请重新登录');
      await expect.poll(() => relogin.count()).toBe(1);
      expect(page.url()).toContain('/home/menuIndex');
      await relogin.getByLabel('密码', { exact: true }).fill('Admin@2026');
      await relogin.getByLabel('验证码', { exact: true }).fill(TEST_CAPTCHA);
      await relogin.getByRole('button', { name: /登\s*录/ }).click();
      await expect.poll(() => relogin.count()).toBe(0);

      expect(await form.getByPlaceholder('请输入菜单名称').inputValue()).toBe('会话测试菜单');
      expect(await form.getByPlaceholder('如 /home/handle，一级菜单可为空').inputValue()).toBe(
        '/home/sessionE2e',
      );
      await form.getByRole('button', { name: /新\s*增/ }).click();
      await expect.poll(() => toast(page, '保存成功').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('the way back and the other tab', () => {
  it('/login returns to the page it came from, not the first menu entry', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${base}/home/menuIndex`);
      await page.waitForURL(/\/login\?from=%2Fhome%2FmenuIndex/);
      await loginAt(page, 'admin', 'Admin@2026');
      await page.waitForURL(/\/home\/menuIndex/);
      await expect.poll(() => page.getByText('菜单列表').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('已在其他窗口退出: after a logout in tab A, the next action in tab B says so and keeps the page', async () => {
    const context = await browser.newContext();
    try {
      const a = await operatorOn(context, '/home/menuIndex');
      const b = await context.newPage();
      await b.goto(`${base}/home/menuIndex`);
      await expect.poll(() => b.getByText('菜单列表').count()).toBeGreaterThan(0);

      await a.bringToFront();
      await a.getByRole('button', { name: /退出/ }).click();
      await confirmOk(a);
      await a.waitForURL(/\/login/);

      await b.bringToFront();
      await query(b).click();
      await expect.poll(() => dialogTitled(b, '已在其他窗口退出').count()).toBe(1);
      expect(b.url()).toContain('/home/menuIndex');
    } finally {
      await context.close();
    }
  }, 60_000);
});
