/**
 * A dropped link is not a white page: with the server unreachable, a menu entry never visited shows
 * 页面加载失败 with 重新加载 inside the shell (the error panel is in the main bundle), and 重新加载 opens the
 * screen once the server answers again, without reloading the page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, openFromMenu } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function adminAt(width: number, height: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height } })).newPage();
  await login(page, 'admin', 'Admin@2026');
  await page.locator('.ant-layout-sider').waitFor();
  return page;
}

/** Every request for the console's code (its chunks) and for screen descriptors fails, as offline. */
async function dropTheLink(page: Page, what: 'code' | 'code and screens'): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'));
  if (what === 'code and screens')
    await page.route('**/commondeal/screens/**', (route) => route.abort('internetdisconnected'));
}

describe('断网时打开未访问过的菜单不是白屏', () => {
  it('页面加载失败 with 重新加载 in the shell; once the server answers, 重新加载 opens the screen in place', async () => {
    const page = await adminAt(1366, 768);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await dropTheLink(page, 'code and screens');
    await openFromMenu(page, '对账管理', '交易日志', /\/home\/transLog$/);
    await page.getByText('页面加载失败').waitFor();
    expect(await page.getByText('未能取得页面，请检查网络后重新加载。').isVisible()).toBe(true);
    // the shell stays: the menu can still be used
    expect(await page.locator('.ant-layout-sider').getByText('交易日志').isVisible()).toBe(true);
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('button', { name: '重新加载' }).click();
    await page.getByRole('columnheader', { name: '交易时间' }).waitFor();
    expect(await page.getByText('页面加载失败').count()).toBe(0);
    // recovered in place: the page was not reloaded
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.context().close();
  });

  it('a screen whose descriptor comes but whose code does not shows 页面加载失败 (not 页面出错了) and recovers', async () => {
    const page = await adminAt(1366, 768);
    // 用户管理 once, so that its descriptor and schemas are held; then a screen of other block views
    await openFromMenu(page, '系统管理', '用户管理', /\/home\/userIndex$/);
    await page.getByRole('columnheader', { name: '账号' }).waitFor();
    await dropTheLink(page, 'code');
    await page.locator('.ant-layout-sider').getByText('首页').click();
    await page.waitForURL(/\/home\/dashboard$/);
    await page.getByText('页面加载失败').waitFor();
    expect(await page.getByText('页面出错了').count()).toBe(0);
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect.poll(() => page.getByText('页面加载失败').count()).toBe(0);
    await page.locator('.ant-breadcrumb').waitFor();
    await page.context().close();
  });
});
