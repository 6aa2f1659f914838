/**
 * The reversal journeys in Chromium against the real server: reverse a record with the institution's
 * password; the pharmacy pays the reversal fee through the wallet page opened from the QR code; the
 * ROLE_RUSHFREE user goes straight to the reversal page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, choose, confirmOk, item, launch, login, toast } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function freshPage(): Promise<Page> {
  await context?.close();
  context = await browser.newContext();
  page = await context.newPage();
  return page;
}

/** China date `days` from today (yyyy-MM-dd). */
const day = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Signs the logged-in institution in to the insurance system (9001): a reversal runs 2601 there. */
async function signInToCenter(p: Page): Promise<void> {
  const message = await p.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('yb.token') ?? 'null') as string;
    const res = await fetch('/commondeal/signin', { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { message: string }).message;
  });
  expect(message).toBeTruthy();
}

describe('reversal end to end', () => {
  it('对账冲正查询 → 冲正 with the reversal password → the record is shown as reversed', async () => {
    await freshPage();
    await login(page, 'H21010200001', 'Demo@2026');
    await page.waitForURL(/\/home\//);
    await signInToCenter(page);
    await page.goto(`${baseUrl()}/home/checkImpact?startDate=${day(-40)}&endDate=${day(0)}`);
    const row = page
      .locator('tbody tr')
      .filter({ hasText: '门诊结算' })
      .filter({ hasText: '未冲正' })
      .first();
    await row.waitFor();
    const omsgid = (await row.locator('td').nth(4).textContent())!.trim();
    expect(omsgid).toMatch(/^H2101/);
    await row.getByRole('button', { name: /^冲\s*正$/ }).click();
    await page.waitForURL(/\/home\/impactBase\?id=/);
    await expect.poll(() => page.getByText('结算信息').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^冲\s*正$/ }).click();
    // The message under the field (the placeholder says the same): the empty form was checked, not sent.
    const oinfoMessage = item(page, '原交易编号').locator('.ant-form-item-explain', {
      hasText: '请选择原交易编号',
    });
    await expect.poll(() => oinfoMessage.count()).toBeGreaterThan(0);
    expect(await page.getByText('确定进行冲正?').count()).toBe(0);
    await choose(page, '原交易编号', '门诊结算');
    await page.getByRole('button', { name: /^冲\s*正$/ }).click();
    await expect.poll(() => page.getByText('确定进行冲正?').count()).toBeGreaterThan(0);
    await confirmOk(page);
    const dialog = page.locator('.ant-modal').filter({ hasText: '请输入密码' });
    await dialog.getByPlaceholder('请输入密码').fill('Rush@2026');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => toast(page, '冲正成功').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // The console moves there itself (history, not a page load): the address is read until it does.
    await expect.poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/home\/checkImpact\?startDate=/);
    const reversed = page.locator('tbody tr').filter({ hasText: omsgid });
    await expect.poll(() => reversed.textContent(), { timeout: 15_000 }).toContain('已冲正');
    expect(await reversed.getByRole('button', { name: /^冲\s*正$/ }).isDisabled()).toBe(true);
  }, 120_000);

  it('a pharmacy user without ROLE_RUSHFREE pays through the QR page and lands on /home/impact', async () => {
    await freshPage();
    await login(page, 'P21010200002', 'Demo@2026');
    await page.waitForURL(/\/home\//);
    await page.goto(`${baseUrl()}/home/reconciliation`);
    // The most recent settlement of the demo pharmacy carries a reversal fee (payFlag 0).
    const row = page.locator('tbody tr').filter({ hasText: '21010000000000000102' }).first();
    await row.waitFor();
    const charge = page.waitForResponse((r) => r.url().endsWith('/commondeal/quickmark/chargecode'));
    await row.getByRole('button', { name: /^冲\s*正$/ }).click();
    const payUrl = ((await (await charge).json()) as { data: { url: string } }).data.url;
    const payDialog = page.locator('.ant-modal').filter({ hasText: '请使用手机钱包扫码支付' });
    await payDialog.waitFor();
    expect(await payDialog.locator('.ant-qrcode').count()).toBe(1);
    // A phone opens the QR code's URL: another browser context, not logged in.
    const phone = await browser.newContext();
    const wallet = await phone.newPage();
    await wallet.goto(payUrl);
    await expect.poll(() => wallet.getByText('待支付').count()).toBeGreaterThan(0);
    await wallet.getByRole('button', { name: '确认支付' }).click();
    await expect.poll(() => wallet.getByText('支付成功，请回到控制台继续冲正').count()).toBeGreaterThan(0);
    await phone.close();
    // The console polls every 5 s and goes on once paid.
    await page.waitForURL(/\/home\/impact\?id=/, { timeout: 20_000 });
    await expect.poll(() => page.getByText('结算信息').count()).toBeGreaterThan(0);
    expect(await page.locator('.ant-modal').filter({ hasText: '请使用手机钱包扫码支付' }).count()).toBe(0);
  }, 120_000);

  it('the ROLE_RUSHFREE user 13900000009 goes straight to /home/impact, no pay code', async () => {
    await freshPage();
    await login(page, '13900000009', 'Demo@2026');
    await page.waitForURL(/\/home\//);
    await page.goto(`${baseUrl()}/home/reconciliation`);
    const row = page.locator('tbody tr').filter({ hasText: '21010000000000000104' }).first();
    await row.waitFor();
    let charged = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/quickmark/chargecode')) charged = true;
    });
    await row.getByRole('button', { name: /^冲\s*正$/ }).click();
    await page.waitForURL(/\/home\/impact\?id=/);
    expect(charged).toBe(false);
  }, 120_000);
});
