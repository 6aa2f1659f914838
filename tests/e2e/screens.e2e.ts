import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ENGLISH_A11Y_NAMES } from '../../widgets/a11yZh';
import { baseUrl, choose, confirmOk, launch, login, toast } from './browser';

/** What an outside browser journey found in the built screens. */
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => browser?.close());

const go = async (route: string) => {
  await page.goto(`${baseUrl()}${route}`);
  await page.locator('.ant-layout-content, .yb-blank-page').first().waitFor();
};
/** Each query field's placeholder against the room its input gives it (px). */
async function placeholderRoom(): Promise<{ placeholder: string; room: number; text: number }[]> {
  await page.locator('.yb-form-inline input[placeholder]').first().waitFor();
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('.yb-form-inline input[placeholder]')].map((input) => {
      const style = getComputedStyle(input);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { placeholder: input.placeholder, room, text: ctx.measureText(input.placeholder).width };
    }),
  );
}

/** Codes (9 digits or more) shown on more than one line. */
const brokenCodes = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('td, .ant-descriptions-item-content')]
      .filter((cell) => /^\d{9,}X?$/.test(cell.textContent?.trim() ?? ''))
      .filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
      })
      .map((cell) => cell.textContent),
  );

/** An antd icon's glyph name before a Chinese label (`setting 配置交易`, `search 查询`). */
const GLYPH_PREFIX = /^[a-z]+(-[a-z]+)* \p{Script=Han}/u;

/**
 * Accessible names (in the aria snapshot) that are English: a known English text of antd, an
 * image named by its glyph (`img "setting"`), or a glyph name before a label.
 */
async function englishNames(): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return [...snapshot.matchAll(/- (\w+) "([^"]*)"/g)]
    .filter(
      ([, role, name = '']) =>
        (role === 'img' && /[A-Za-z]/.test(name)) ||
        GLYPH_PREFIX.test(name) ||
        ENGLISH_A11Y_NAMES.some((english) => name.includes(english)),
    )
    .map(([, role, name]) => `${role} "${name}"`);
}

/** Logs in afresh as `user` (the stored session of the previous one dropped). */
async function signIn(user: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.evaluate(() => localStorage.clear());
  await login(page, user, password);
  await page.waitForURL(/\/home\//);
}

describe('info maintenance', () => {
  it('a phone changed, a code begun, the phone set back: 保存 saves (更新成功)', async () => {
    await signIn('H21010200001', 'Demo@2026');
    await go('/home/infoMaintenance');
    const phone = page.getByLabel('联系电话');
    await expect.poll(() => phone.inputValue()).toMatch(/^1\d{10}$/);
    const loaded = await phone.inputValue();
    await page.getByRole('button', { name: '修改' }).click();
    await phone.fill('13700001111');
    await page.getByLabel('短信验证码').fill('12');
    await phone.fill(loaded);
    await expect.poll(() => page.getByLabel('短信验证码').count()).toBe(0);
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => toast(page, '更新成功').count()).toBeGreaterThan(0);
    expect(await toast(page, '请输入正确的手机验证码').count()).toBe(0);
  });

  it('获取验证码 with an empty phone warns 请正确填写手机号', async () => {
    await page.getByRole('button', { name: '修改' }).click();
    await page.getByLabel('联系电话').fill('');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => toast(page, '请正确填写手机号').count()).toBeGreaterThan(0);
    expect(await toast(page, '手机号不能为空').count()).toBe(0);
  });
});

describe('query fields show their placeholders whole', () => {
  for (const width of [1366, 1920])
    it(`at ${width} px: the deal list, users and menus`, async () => {
      await signIn('admin', 'Admin@2026');
      await page.setViewportSize({ width, height: 900 });
      for (const route of ['/home/handle', '/home/userIndex', '/home/menuIndex']) {
        await go(route);
        const fields = await placeholderRoom();
        expect(fields.length, route).toBeGreaterThan(0);
        for (const f of fields) expect(f.room, `${route} ${f.placeholder}`).toBeGreaterThanOrEqual(f.text);
      }
      await page.setViewportSize({ width: 1366, height: 900 });
    });
});

describe('deal output', () => {
  it('1101: 人员编号 and the ID card never break mid-digit, even in a narrow window', async () => {
    await signIn('H21010200001', 'Demo@2026');
    await go('/home/handle');
    await page.getByRole('button', { name: /签\s*到/ }).click();
    await confirmOk(page);
    await expect.poll(() => toast(page, /签到成功/).count()).toBeGreaterThan(0);
    await page.setViewportSize({ width: 820, height: 900 });
    await go(`/home/register?dealName=1101&comment=${encodeURIComponent('人员信息获取')}`);
    await choose(page, '就诊凭证类型', '居民身份证');
    await page.getByPlaceholder('请输入就诊凭证编号').fill('210102198503151235');
    await page.getByRole('button', { name: /执\s*行/ }).click();
    await expect.poll(() => page.getByText('21010000000000000101').count()).toBeGreaterThan(0);
    expect(await page.getByText('210102198503151235', { exact: true }).count()).toBeGreaterThan(0);
    expect(await brokenCodes()).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});

describe('accessible names are Chinese', () => {
  it('login (the mode switch, the password eye)', async () => {
    await page.goto(`${baseUrl()}/login`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByPlaceholder('请输入密码').waitFor();
    expect(await englishNames()).toEqual([]);
  });

  it('the shell, the deal list and its configuration tabs (keyboard focus: the tab position)', async () => {
    await signIn('admin', 'Admin@2026');
    await go('/home/handle');
    await page.getByText('人员信息获取').first().waitFor();
    expect(await englishNames()).toEqual([]);
    // The list shows a page of cards: find the deal as an operator would.
    await page.getByPlaceholder('请输入交易编号或名称').fill('入院办理');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const card = page
      .locator('.ant-col .ant-card')
      .filter({ has: page.locator('.ant-card-head-title', { hasText: /^入院办理$/ }) });
    await card.getByText('配置交易').click();
    const tab = page.getByRole('dialog').getByRole('tab').first();
    await tab.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('dialog').getByRole('tab').count()).toBeGreaterThan(1);
    expect(await englishNames()).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('menus (number inputs), users (clear buttons), info maintenance', async () => {
    await go('/home/menuIndex');
    await page.getByRole('button', { name: '新增菜单' }).click();
    await page.getByRole('dialog').getByRole('spinbutton').first().waitFor();
    await page.getByRole('dialog').getByRole('spinbutton').first().hover();
    expect(await englishNames()).toEqual([]);
    await page.keyboard.press('Escape');
    await go('/home/userIndex');
    await page.locator('.ant-table-row').first().waitFor();
    expect(await englishNames()).toEqual([]);
    await go('/home/infoMaintenance');
    await page.getByRole('button', { name: '修改' }).click();
    expect(await englishNames()).toEqual([]);
  });
});
