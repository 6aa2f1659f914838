import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian Chromium (or CHROME_PATH), headless, with the flags DESIGN §7 names. */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
    // Playwright starts every browser with a fresh, empty user-data dir of its own.
  });
}

export const baseUrl = (): string => inject('baseUrl');

/** Logs in through the login screen (test-mode captcha 1234). */
export async function login(page: Page, user: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByPlaceholder('手机号 / 国家机构编码 / admin').fill(user);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByPlaceholder('请输入验证码').fill('1234');
  await page
    .getByRole('button', { name: '登 录' })
    .or(page.getByRole('button', { name: '登录' }))
    .click();
}
