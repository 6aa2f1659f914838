import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { TEST_CAPTCHA } from './testCodes';

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

export { TEST_CAPTCHA, TEST_SMS_CODE } from './testCodes';

/** Logs in through the login screen (test-mode captcha). */
export async function login(page: Page, user: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByPlaceholder('手机号 / 国家机构编码 / admin').fill(user);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByPlaceholder('请输入验证码').fill(TEST_CAPTCHA);
  await page
    .getByRole('button', { name: '登 录' })
    .or(page.getByRole('button', { name: '登录' }))
    .click();
}

/** The form item labelled `label` (a deal form field or a dialog field). */
export const item = (page: Page, label: string) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });

/** Picks `option` in the select of the field labelled `label`. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await item(page, label).locator('.ant-select').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
  await page
    .locator('.ant-select-dropdown:visible')
    .waitFor({ state: 'hidden' })
    .catch(() => page.keyboard.press('Escape'));
}

/** A toast with this text. */
export const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
