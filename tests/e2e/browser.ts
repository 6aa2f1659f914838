import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { launchChromium } from '../../tools/chromium/launch';
import { TEST_CAPTCHA } from './testCodes';

/**
 * `E2E_CPU_THROTTLE=4`: every page runs its scripts that many times slower (Chromium's CPU throttling),
 * to find the waits for time that a busy machine breaks (docs/architecture.md, A new end-to-end journey).
 */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? '1');

/** The shared launcher (tools/chromium/launch.ts), with QUIC off and China time. */
export async function launch(): Promise<Browser> {
  const browser = await launchChromium({
    args: ['--disable-quic'],
    // The console's users are in China: the browser keeps China time, as the journeys' dates do
    // (otherwise after 16:00 UTC the console's 今天 and the journey's 今天 are different days).
    env: { ...process.env, TZ: 'Asia/Shanghai' },
  });
  if (CPU_THROTTLE > 1) throttleEveryPage(browser, CPU_THROTTLE);
  return browser;
}

/** Slows every page the browser opens (`newPage`, `newContext().newPage()`, a popup) by `rate`. */
function throttleEveryPage(browser: Browser, rate: number): void {
  const slow = async (page: Page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  };
  const watch = (context: BrowserContext) => {
    const newPage = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await newPage();
      await slow(page);
      return page;
    };
    context.on('page', (page) => void slow(page).catch(() => undefined));
    return context;
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watch(await newContext(options));
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // closing the page closes its context, as Browser.newPage's own does
    page.once('close', () => void context.close().catch(() => undefined));
    return page;
  };
}

let server: string | undefined;
/** Points this file's journeys at another server than its lane's (designer.e2e.ts: on PostgreSQL). */
export function pointAtServer(url: string): void {
  server = url;
}
export const baseUrl = (): string => server ?? inject('baseUrl');

export { TEST_CAPTCHA, TEST_SMS_CODE } from './testCodes';

/** Logs in through the login screen (test-mode captcha). */
export async function login(page: Page, user: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByPlaceholder('手机号 / 国家机构编码 / admin').fill(user);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByPlaceholder('请输入验证码').fill(TEST_CAPTCHA);
  // The code belongs to the image's key: 登录 before the image has come sends no key and is refused.
  await page.locator('img[alt="验证码"][src^="data:image/"]').waitFor({ timeout: 20_000 });
  await page
    .getByRole('button', { name: '登 录' })
    .or(page.getByRole('button', { name: '登录' }))
    .click();
}

/** The dialog on top: a closed one can stay in the page a moment while it fades out. */
export const dialog = (page: Page) => page.getByRole('dialog').last();

/** The form item labelled `label` (a deal form field or a dialog field). */
export const item = (page: Page, label: string) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) })
    // The innermost item: an RJSF form is itself wrapped in a form item that holds every field's label.
    .filter({ hasNot: page.locator('.ant-form-item') });

/**
 * Opens a select with `trigger` and picks `option` in its list. A list of an earlier pick may still be
 * fading out, holding the same option: wait until it is gone, so the click is on the list just opened.
 */
export async function pickOption(page: Page, trigger: Locator, option: string | RegExp): Promise<void> {
  const open = page.locator('.ant-select-dropdown:visible');
  await open.first().waitFor({ state: 'hidden' });
  await trigger.click();
  await open.first().waitFor();
  await open.locator('.ant-select-item-option', { hasText: option }).first().click();
  await open
    .first()
    .waitFor({ state: 'hidden' })
    .catch(() => page.keyboard.press('Escape'));
}

/** Picks `option` in the select of the field labelled `label`. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await pickOption(page, item(page, label).locator('.ant-select').first(), option);
}

/**
 * Opens the date picker of the field labelled `label` and chooses the shortcut `preset` (最近一周,
 * 最近一个月). The click waits until the panel's opening animation has finished (`opened`): on a
 * loaded machine a click on a panel still sliding in can miss the shortcut. If the field still shows
 * no dates, the shortcut is chosen again, up to three times. Done when the field shows the chosen
 * dates and the panel has closed.
 */
export async function pickPreset(page: Page, label: string, preset: string): Promise<void> {
  const open = page.locator('.ant-picker-dropdown:visible');
  await open.first().waitFor({ state: 'hidden' });
  const field = item(page, label);
  const input = field.locator('input').first();
  await upToThreeTimes(async () => {
    if ((await open.count()) === 0) await input.click();
    await open.first().waitFor();
    await opened(open.first());
    await open.locator('.ant-picker-presets li', { hasText: preset }).click();
    await expect.poll(() => input.inputValue()).not.toBe('');
  });
  await open.first().waitFor({ state: 'hidden' });
}

/**
 * Waits until the element and what it holds stand still: no class of antd's motion left (an opening or
 * closing zoom, fade or slide: `ant-zoom-appear`, `ant-slide-up-enter-active`…, which come a frame before
 * the animation itself) and their finite animations finished (a spinner turns for ever). On a loaded
 * machine a click on a popup or modal still zooming or sliding in can be lost or land on the row above,
 * and axe reads a dialog's colours mid-fade.
 */
export async function opened(el: Locator): Promise<void> {
  await el.evaluate(async (node) => {
    const motion = /^ant-[\w-]+-(appear|enter|leave)(-(prepare|start|active))?$/;
    const moving = () =>
      [node, ...node.querySelectorAll('[class*="-appear"], [class*="-enter"], [class*="-leave"]')].some((e) =>
        [...e.classList].some((c) => motion.test(c)),
      );
    const animations = () =>
      Promise.all(
        node
          .getAnimations({ subtree: true })
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      );
    // bounded: a motion that never ends fails the check that follows, not the wait
    for (const until = Date.now() + 20_000; Date.now() < until;) {
      await animations();
      if (!moving()) return;
      await new Promise((r) => requestAnimationFrame(r));
    }
  });
}

/**
 * Clicks 确定 in the topmost confirm box once it has finished opening, and waits until that box has
 * closed; a click that was lost (the box is still open after five seconds) is made again, up to three
 * times. A box opened by the answer (a result or an error) is not mistaken for it.
 */
export async function confirmOk(page: Page): Promise<void> {
  const box = page.locator('.ant-modal-confirm:visible').last();
  await box.waitFor();
  const handle = await box.elementHandle();
  if (!handle) throw new Error('没有打开的确认框');
  await opened(box);
  await upToThreeTimes(async () => {
    await box.getByRole('button', { name: /确\s*定/ }).click();
    await handle.waitForElementState('hidden', { timeout: 5000 });
  });
}

/**
 * 历史's 回滚 on a version's `row` of the open `history` dialog, then its confirmation's 回滚 (the studio's
 * Popconfirm), until the confirmation has closed. A click lost on a loaded machine is made again, as
 * confirmOk does: the row's 回滚 when no confirmation opened within five seconds, the confirmation's (once
 * it stands still) when it is still open five seconds later and not busy with the request.
 */
export async function rollbackFromHistory(page: Page, history: Locator, row: Locator): Promise<void> {
  await row.waitFor();
  await opened(history);
  const confirm = page.locator('.ant-popover:visible').last();
  await upToThreeTimes(async () => {
    if (!(await confirm.isVisible())) await row.getByRole('button', { name: /回\s*滚/ }).click();
    await confirm.waitFor({ timeout: 5000 });
  });
  await opened(confirm);
  const box = (await confirm.elementHandle())!;
  const ok = (await confirm.getByRole('button', { name: /回\s*滚/ }).elementHandle())!;
  await upToThreeTimes(async () => {
    if ((await box.isVisible()) && !(await ok.evaluate((b) => b.matches('.ant-btn-loading'))))
      await ok.click();
    await box.waitForElementState('hidden', { timeout: 5000 });
  });
}

/**
 * Opens a page from the side menu: its group, then (once the group has finished opening) its item, and
 * waits for the page's route; a click that was lost on a loaded machine is made again, up to three times.
 */
export async function openFromMenu(page: Page, group: string, item: string, route: RegExp): Promise<void> {
  const sider = page.locator('.ant-layout-sider');
  await upToThreeTimes(async () => {
    const entry = sider.getByText(item);
    if (!(await entry.isVisible())) await sider.getByText(group).click();
    await entry.waitFor({ timeout: 5000 });
    await opened(sider);
    await entry.click();
    await page.waitForURL(route, { timeout: 10_000 });
  });
}

/**
 * Runs `attempt` until it succeeds, at most three times (a click lost on a loaded machine is made
 * again); the third failure is thrown, its message led by the first lines of the two before it.
 */
export async function upToThreeTimes(attempt: () => Promise<void>): Promise<void> {
  const earlier: string[] = [];
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries === 3) {
        if (error instanceof Error)
          error.message = [...earlier.map((m, i) => `第${i + 1}次：${m}`), error.message].join('\n');
        throw error;
      }
      earlier.push(String(error instanceof Error ? error.message : error).split('\n')[0]!);
    }
  }
}

/** A toast with this text. */
export const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);

/**
 * Presses the mouse on `target`, holds it while leaving the focused field takes effect (a message
 * shown or hidden under it), then releases where the press started: a person's click on a button
 * below a field they are still in. The console must take it as one click.
 */
export async function pressWhileLeaving(page: Page, target: Locator): Promise<void> {
  // Hovering waits until the target stands still (a dialog's opening zoom has ended) and points at it.
  await target.hover();
  await page.mouse.down();
  await page.waitForTimeout(400);
  await page.mouse.up();
}

/**
 * Replaces the whole text of the descriptor editor (Monaco) as a configurator pasting a descriptor does
 * (select all, paste); an object is pasted as indented JSON.
 */
export async function pasteIntoEditor(page: Page, doc: unknown): Promise<void> {
  const text = typeof doc === 'string' ? doc : JSON.stringify(doc, null, 2);
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+A');
  await page.locator('.monaco-editor textarea').evaluate((area, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
