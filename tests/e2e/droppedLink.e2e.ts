/**
 * A dropped link is not a white page: with the server unreachable, a menu entry never visited shows
 * 页面加载失败 with 重新加载 inside the shell (the error panel is in the main bundle), and 重新加载 opens the
 * screen once the server answers again, without reloading the page. Back from a dialog with typed values
 * asks before discarding them. Small but seen every day, at 1024×700:
 * the query labels show whole, the row actions are in sight without scrolling the table, and the page
 * has no browser margin.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, login, openFromMenu } from './browser';

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

describe('离开有未保存内容的页面前先询问', () => {
  it('菜单管理 → 新增菜单 with a typed name: Back asks; 取消 keeps the dialog and its value', async () => {
    const page = await adminAt(1366, 768);
    await openFromMenu(page, '系统管理', '菜单管理', /\/home\/menuIndex$/);
    await page.getByRole('button', { name: /新增菜单/ }).click();
    await page.getByPlaceholder('请输入菜单名称').fill('门诊部');
    await page.goBack();
    const box = page.locator('.ant-modal-confirm', { hasText: '未保存的内容将丢失，确定离开此页面?' });
    await box.waitFor();
    await box.getByRole('button', { name: /取\s*消/ }).click();
    await box.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/home\/menuIndex$/);
    expect(await page.getByPlaceholder('请输入菜单名称').inputValue()).toBe('门诊部');
    await page.context().close();
  });
});

describe('1024×700 的窗口', () => {
  it('交易日志: every query label shows whole (开始日期, not 开始日其)', async () => {
    const page = await adminAt(1024, 700);
    await page.goto(`${baseUrl()}/home/transLog`);
    const labels = page.locator('.yb-crud-query .ant-form-item-label > label');
    await labels.first().waitFor();
    const sizes = await labels.evaluateAll((els) =>
      els.map((el) => ({ text: el.textContent, scroll: el.scrollWidth, client: el.clientWidth })),
    );
    expect(sizes.map((s) => s.text)).toEqual([
      '开始日期',
      '结束日期',
      '交易编号',
      '交易结果',
      '报文ID',
      '操作员',
    ]);
    for (const s of sizes) expect(s.scroll, s.text ?? '').toBeLessThanOrEqual(s.client);
    await page.context().close();
  });

  it('用户管理: the row actions are in the window without scrolling the table', async () => {
    const page = await adminAt(1024, 700);
    await page.goto(`${baseUrl()}/home/userIndex`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.waitFor();
    const table = await page.locator('.ant-table-content').first().boundingBox();
    const shown = Math.min(1024, (table?.x ?? 0) + (table?.width ?? 0));
    for (const name of [/^禁\s*用$/, /^角色维护$/, /^修改密码$/, /^删\s*除$/]) {
      const box = await row.getByRole('button', { name }).boundingBox();
      expect(box, String(name)).not.toBeNull();
      expect(box!.x + box!.width, String(name)).toBeLessThanOrEqual(shown);
    }
    const scrolled = await page
      .locator('.ant-table-content')
      .first()
      .evaluate((el) => el.scrollLeft);
    expect(scrolled).toBe(0);
    await page.context().close();
  });

  it('the page has no browser margin', async () => {
    const page = await adminAt(1024, 700);
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    await page.context().close();
  });
});
