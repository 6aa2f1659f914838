import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import type { SessionState } from '../../engine/session';
import { describeFinding, findings } from './a11yAxe';
import { ACCOUNT_NAMES, ACCOUNTS, OPENINGS, REACHED, ownerOf, type Account, type Opening } from './a11yPlan';
import { baseUrl, launch, login, opened, upToThreeTimes } from './browser';

/**
 * Every screen of screens/, opened through its route by the account that uses it, checked with axe
 * once rendered with its data: no serious or critical finding of WCAG 2 A/AA but the exceptions of
 * a11yExceptions.ts (docs/accessibility.md).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** A page of one account, with the API calls it has under way. */
interface Tab {
  page: Page;
  session: SessionState;
  pending: number;
}

const tabs = new Map<Account, Promise<Tab>>();
const tabOf = (account: Account): Promise<Tab> => {
  if (!tabs.has(account)) tabs.set(account, openTab(account));
  return tabs.get(account)!;
};

/** A new browser context for `account`, logged in (and its menu tree loaded) unless a guest. */
async function openTab(account: Account): Promise<Tab> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const tab: Tab = { page, session: { token: null, user: null, menus: [] }, pending: 0 };
  const isCall = (r: Request) => r.resourceType() === 'xhr' || r.resourceType() === 'fetch';
  page.on('request', (r) => void (isCall(r) && tab.pending++));
  const done = (r: Request) => void (isCall(r) && tab.pending--);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  if (account === 'guest') return tab;
  const { user, password } = ACCOUNTS[account];
  await login(page, user, password);
  await page.waitForURL(/\/home\//);
  await page.waitForFunction(() => (localStorage.getItem('yb.menus') ?? '[]') !== '[]');
  tab.session = await page.evaluate(() => {
    const read = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
    return { token: read('yb.token'), user: read('yb.user'), menus: read('yb.menus') } as SessionState;
  });
  return tab;
}

/** The root of a rendered screen (a shell page or a blank one such as 登录). */
const SCREEN_ROOT = '.yb-page, .yb-blank-page';
/** What shows a screen still loading: a spinner (the descriptor, a list, a lazy view) or a skeleton. */
const BUSY = '.ant-spin-spinning, .ant-skeleton-active';

/**
 * Waits until the screen has rendered with its data: its root is there, no API call is under way, no
 * spinner or skeleton is shown, and still none two frames later (an answer's effects have run).
 */
async function settle(tab: Tab): Promise<void> {
  const { page } = tab;
  await page.locator(SCREEN_ROOT).first().waitFor();
  for (;;) {
    await expect.poll(() => tab.pending, { timeout: 20_000 }).toBe(0);
    await page.waitForFunction((busy) => !document.querySelector(busy), BUSY, { timeout: 20_000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    if (tab.pending === 0 && (await page.locator(BUSY).count()) === 0) return;
  }
}

/** Runs `move` (a navigation) and waits until the screen shown before it is gone and the next one settled. */
async function replacing(tab: Tab, move: () => Promise<void>): Promise<void> {
  const before = await tab.page.$(SCREEN_ROOT);
  await move();
  if (before) await tab.page.waitForFunction((el) => !el.isConnected, before);
  await settle(tab);
}

/**
 * Opens `path` in the tab: the first time by loading the console there, then through the console's
 * router (as a menu click does, without loading the page again).
 */
async function go(tab: Tab, path: string): Promise<void> {
  const { page } = tab;
  // A first visit, or the same screen with another query (the router keeps the screen): a page load.
  if (!page.url().startsWith(baseUrl()) || new URL(page.url()).pathname === path.split('?')[0]) {
    await page.goto(`${baseUrl()}${path}`);
    return settle(tab);
  }
  await replacing(tab, () =>
    page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path),
  );
}

/** A button's name as a whole, whatever space antd puts between two characters (确 定). */
const named = (name: string | RegExp): RegExp =>
  typeof name === 'string' ? new RegExp(`^${[...name].join('\\s*')}$`) : name;

/** Opens the screen of `route` the way an operator reaches it (REACHED in a11yPlan.ts). */
async function reach(tab: Tab, route: string): Promise<void> {
  const how = REACHED[route];
  if (!how) return go(tab, route);
  if ('query' in how) return go(tab, `${route}${how.query}`);
  await go(tab, how.from);
  const button = tab.page
    .locator('.ant-layout-content')
    .getByRole('button', { name: named(how.button), disabled: false })
    .first();
  // A click lost on a loaded machine (the row still re-rendering) is made again, up to three times.
  await replacing(tab, () =>
    upToThreeTimes(async () => {
      if (new URL(tab.page.url()).pathname !== route) await button.click();
      await tab.page.waitForURL((url) => url.pathname === route, { timeout: 10_000 });
    }),
  );
}

/** The account that opens the screen of `opening` (its own, or the one its access rule lets in). */
async function accountOf(opening: Opening): Promise<Account> {
  if (opening.account) return opening.account;
  const [hospital, operator] = await Promise.all([tabOf('hospital'), tabOf('operator')]);
  const account = ownerOf(opening.screen, { hospital: hospital.session, operator: operator.session });
  if (!account) throw new Error(`没有演示账号能打开 ${opening.screen.route}`);
  return account;
}

/** Fails with one line per finding left (screen, rule, help, elements) when axe finds any. */
async function expectNoFinding(tab: Tab, route: string, where: string): Promise<void> {
  // The pointer out of the way: a row or a card under it would be checked in its hover colours only.
  await tab.page.mouse.move(0, 0);
  await opened(tab.page.locator('body'));
  // The settled screen: a button still loading (查询 while its list loads) is drawn faded, as disabled.
  await expect
    .poll(() => tab.page.locator('.ant-btn-loading, .ant-spin-spinning').count(), { timeout: 20_000 })
    .toBe(0);
  const left = await findings(tab.page, route);
  expect(left.map((f) => describeFinding(where, f))).toEqual([]);
}

describe('every screen: no serious or critical axe finding (WCAG 2 A/AA)', () => {
  for (const opening of OPENINGS)
    it(opening.name, async () => {
      const account = await accountOf(opening);
      const tab = await tabOf(account);
      const { route } = opening.screen;
      await reach(tab, route);
      expect(new URL(tab.page.url()).pathname, `${route} 打开后被带到别处`).toBe(route);
      // A dialog the screen opens on load (冲正（二）'s password) may mount after the data settled,
      // its code loaded on demand: checked once it is there and has finished opening.
      if (opening.screen.onLoad?.type === 'dialog')
        await tab.page.locator('.ant-modal:visible').first().waitFor();
      await expectNoFinding(tab, route, `${route}（${ACCOUNT_NAMES[account]}）`);
    });
});

/** Opens a dialog with the first enabled button named `name` in the screen, once it has finished opening. */
async function openDialog(tab: Tab, name: string | RegExp): Promise<void> {
  const { page } = tab;
  await page
    .locator('.ant-layout-content')
    .getByRole('button', { name: named(name), disabled: false })
    .first()
    .click();
  const dialog = page.locator('.ant-modal-wrap:visible .ant-modal').last();
  await dialog.waitFor();
  await opened(dialog);
  await settle(tab);
}

/** Closes the open dialog (Escape) and waits until it is gone. */
async function closeDialog(tab: Tab): Promise<void> {
  await tab.page.keyboard.press('Escape');
  await tab.page.locator('.ant-modal-wrap:visible').first().waitFor({ state: 'hidden' });
}

describe('dialogs operators open on most screens', () => {
  /** `submit`: the dialog's OK button, pressed on the empty form (菜单名称 is required: nothing is sent). */
  const cases: { name: string; account: Account; route: string; button: string; submit?: string }[] = [
    { name: '菜单管理 新增菜单', account: 'operator', route: '/home/menuIndex', button: '新增菜单' },
    {
      name: '菜单管理 新增菜单（提示）',
      account: 'operator',
      route: '/home/menuIndex',
      button: '新增菜单',
      submit: '新增',
    },
    { name: '菜单管理 修改（第一行）', account: 'operator', route: '/home/menuIndex', button: '修改' },
    { name: '服务单申请 新建服务单', account: 'hospital', route: '/home/orderApply', button: '新建服务单' },
  ];
  for (const { name, account, route, button, submit } of cases)
    it(name, async () => {
      const tab = await tabOf(account);
      await go(tab, route);
      await openDialog(tab, button);
      if (submit) {
        const dialog = tab.page.locator('.ant-modal-wrap:visible .ant-modal').last();
        await dialog.getByRole('button', { name: named(submit) }).click();
        await dialog.locator('.ant-form-item-explain-error').first().waitFor();
        await opened(dialog);
      }
      await expectNoFinding(tab, route, `${route} ${name}（${ACCOUNT_NAMES[account]}）`);
      await closeDialog(tab);
    });
});
