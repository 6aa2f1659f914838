/**
 * Saved once, whatever the keys, and the focus of a dialog, in Chromium against the real server: on a
 * slow link (the insert held in the browser for a while) Enter twice in 新增菜单 saves one menu and
 * closes the dialog; Enter in 新增角色 saves and closes it as 确定 does, and the dialog opens empty
 * again. A dialog opens on its first field (not on ×) and gives the focus back to the button that
 * opened it after 确定, Enter or Esc.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, dialog, launch, login, opened, toast } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage();
  await login(page, 'admin', 'Admin@2026');
  await page.waitForURL(/\/home\//);
});
afterAll(async () => browser?.close());

/** The placeholder, or else the text, of what has the focus. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.getAttribute('placeholder') ?? el?.textContent?.trim() ?? '';
  });

async function openDialog(opener: string) {
  await page.getByRole('button', { name: opener }).click();
  await dialog(page).waitFor();
  await opened(dialog(page));
}

describe('saved once, whatever the keys', () => {
  it('菜单管理 → 新增菜单: Enter twice 250 ms apart on a slow link saves one menu, 保存成功 once, and closes the dialog', async () => {
    let inserts = 0;
    await page.route('**/commondeal/platformmenu/insert', async (route) => {
      inserts++;
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(`${baseUrl()}/home/menuIndex`);
    await expect.poll(() => page.getByText('菜单列表').count()).toBeGreaterThan(0);
    await openDialog('新增菜单');
    // The dialog opens on its first field (菜单编码 is disabled): 菜单名称, not ×.
    await expect.poll(focused).toBe('请输入菜单名称');
    await page.keyboard.type('保存一次菜单');
    await dialog(page).getByPlaceholder('为空表示一级菜单').fill('1');
    await dialog(page).getByPlaceholder('如 /home/handle，一级菜单可为空').fill('/home/savedOnce');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(250);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => toast(page, '保存成功').count()).toBe(1);
    expect(inserts).toBe(1);
    // Closed as after 确定: the focus is back on 新增菜单.
    await expect.poll(focused).toBe('新增菜单');
    await page.unroute('**/commondeal/platformmenu/insert');

    await page.getByPlaceholder('请输入父级编码').fill('1');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const rows = page.locator('.ant-table-row', { hasText: '保存一次菜单' });
    await expect.poll(() => rows.count()).toBe(1);
    await page.waitForTimeout(500);
    expect(await rows.count()).toBe(1);
  });

  it('角色管理 → 新增角色: Enter saves and closes the dialog as 确定 does; it opens empty again, and Esc gives the focus back', async () => {
    await page.goto(`${baseUrl()}/home/roleIndex`);
    await expect.poll(() => page.getByText('角色列表').count()).toBeGreaterThan(0);
    await openDialog('新增角色');
    await expect.poll(focused).toBe('如 ROLE_ORG');
    await page.keyboard.type('ROLE_SAVED_ONCE');
    await dialog(page).getByPlaceholder('请输入角色中文名称').fill('保存一次');
    await page.keyboard.press('Enter');
    await expect.poll(() => toast(page, '新增成功').count()).toBe(1);
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(focused).toBe('新增角色');
    await expect.poll(() => page.locator('.ant-table-row', { hasText: 'ROLE_SAVED_ONCE' }).count()).toBe(1);

    await openDialog('新增角色');
    expect(await dialog(page).getByPlaceholder('如 ROLE_ORG').inputValue()).toBe('');
    expect(await dialog(page).getByPlaceholder('请输入角色中文名称').inputValue()).toBe('');
    await expect.poll(focused).toBe('如 ROLE_ORG');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(focused).toBe('新增角色');
    expect(await toast(page, '角色已存在').count()).toBe(0);
  });
});
