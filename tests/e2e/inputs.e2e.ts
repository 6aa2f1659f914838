/**
 * Input as people type it (docs/descriptor.md#input-as-people-type-it): 用户管理's search for
 * " 13900000002 ", submitted with Enter from the field itself, finds the user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, login } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage();
  await login(page, 'H21010200001', 'Demo@2026');
  await page.waitForURL(/\/home\//);
});
afterAll(async () => browser?.close());

const rows = () => page.locator('.ant-table-row');

describe('用户管理: a search typed with spaces', () => {
  it('" 13900000002 " with Enter sends 13900000002 and lists that user alone', async () => {
    await page.goto(`${baseUrl()}/home/userIndex`);
    await expect.poll(() => rows().count()).toBeGreaterThan(1);
    await expect.poll(() => page.locator('.ant-table .ant-spin-spinning').count()).toBe(0);
    const field = page.getByPlaceholder('请输入用户名');
    await field.fill(' 13900000002 ');
    const answered = page.waitForResponse(
      (r) =>
        r.url().includes('/commondeal/api/user-manage') &&
        (r.request().postData() ?? '').includes('"user":"13900000002"'),
    );
    await field.press('Enter');
    await answered;
    await expect.poll(() => rows().count()).toBe(1);
    await expect.poll(() => rows().first().textContent()).toContain('13900000002');
    expect(await field.inputValue()).toBe('13900000002');
  });
});
