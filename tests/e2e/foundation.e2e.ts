import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, confirmOk, dialog, launch, login } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage();
});
afterAll(async () => browser?.close());

const toast = (text: string) => page.locator('.ant-message').getByText(text);

describe('登录、主框架与菜单管理', () => {
  it('登录页各项必填提示：请输入用户名 / 请输入密码 / 请输入验证码', async () => {
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect.poll(() => page.getByText('请输入用户名').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('请输入验证码').count()).toBeGreaterThan(0);
  });

  it('用户名以T开头时显示身份证号码输入框', async () => {
    await page.getByPlaceholder('手机号 / 国家机构编码 / admin').fill('T21010200003');
    await expect.poll(() => page.getByPlaceholder('请输入身份证号码').count()).toBe(1);
    await page.getByPlaceholder('手机号 / 国家机构编码 / admin').fill('admin');
    await expect.poll(() => page.getByPlaceholder('请输入身份证号码').count()).toBe(0);
  });

  it('管理员登录后看到服务端菜单树，首页在最前', async () => {
    await login(page, 'admin', 'Admin@2026');
    await page.waitForURL(/\/home\//);
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await expect.poll(() => menu.getByText('系统管理').count()).toBe(1);
    await expect
      .poll(async () => (await menu.locator('.ant-menu-title-content').first().textContent())?.trim())
      .toBe('首页');
  });

  it('首页：近30天每日结算图表在浏览器中绘制（生产构建），待分类服务单显示件数', async () => {
    await page.goto(`${baseUrl()}/home/dashboard`);
    // The chart engine is its own chunk, loaded when the chart shows: an SVG drawing, not the failure notice.
    const chart = page.locator('figure[aria-label="近30天每日结算"] svg');
    await expect.poll(() => chart.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByText('图表加载失败，请刷新页面重试').count()).toBe(0);
    const tickets = page.locator('.ant-statistic', { hasText: '待分类服务单' });
    await expect.poll(() => tickets.innerText()).toMatch(/待分类服务单\s+\d+\s*件/);
  });

  it('菜单管理：新增菜单的每条校验提示，然后新增、修改、删除', async () => {
    await page.goto(`${baseUrl()}/home/menuIndex`);
    await expect.poll(() => page.getByText('菜单列表').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '新增菜单' }).click();
    await expect.poll(() => dialog(page).getByText('新增菜单').count()).toBeGreaterThan(0);
    // The form is drawn once its schema has come: 新增 before that has nothing to check.
    await dialog(page).getByPlaceholder('请输入菜单名称').waitFor();
    await dialog(page)
      .getByRole('button', { name: /新\s*增/ })
      .click();
    await expect
      .poll(() => dialog(page).getByText('请输入菜单名称').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => dialog(page).getByText('一级菜单需要对应的图标').count()).toBeGreaterThan(0);
    await dialog(page).getByPlaceholder('请输入菜单名称').fill('测试菜单');
    await dialog(page).getByPlaceholder('为空表示一级菜单').fill('1');
    await dialog(page).getByPlaceholder('如 /home/handle，一级菜单可为空').fill('/home/e2eTest');
    await dialog(page)
      .getByRole('button', { name: /新\s*增/ })
      .click();
    await expect.poll(() => toast('保存成功').count()).toBeGreaterThan(0);
    const row = page.locator('.ant-table-row', { hasText: '测试菜单' });
    await page.getByPlaceholder('请输入父级编码').fill('1');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => row.count()).toBe(1);

    await row.getByText('修改').click();
    await expect.poll(() => dialog(page).getByText('修改菜单').count()).toBeGreaterThan(0);
    await dialog(page).getByPlaceholder('请输入菜单名称').fill('');
    await dialog(page)
      .getByRole('button', { name: /修\s*改/ })
      .click();
    await expect
      .poll(() => dialog(page).getByText('请输入菜单名称').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await dialog(page).getByPlaceholder('请输入菜单名称').fill('测试菜单二');
    await dialog(page)
      .getByRole('button', { name: /修\s*改/ })
      .click();
    await expect.poll(() => page.locator('.ant-table-row', { hasText: '测试菜单二' }).count()).toBe(1);

    const row2 = page.locator('.ant-table-row', { hasText: '测试菜单二' });
    await row2.getByText('删除').click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect.poll(() => toast('已取消删除').count()).toBeGreaterThan(0);
    await row2.getByText('删除').click();
    await expect.poll(() => page.getByText('确定删除该菜单?').count()).toBeGreaterThan(0);
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => toast('删除成功').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.ant-table-row', { hasText: '测试菜单二' }).count()).toBe(0);
  });

  it('菜单外的路由不可通过地址栏访问：医院用户打开菜单管理被拒绝', async () => {
    await page.evaluate(() => localStorage.clear());
    await login(page, 'H21010200001', 'Demo@2026');
    await page.waitForURL(/\/home\//);
    await page.goto(`${baseUrl()}/home/menuIndex`);
    await page.waitForURL(/\/home\/forbidden/);
    await expect.poll(() => page.getByText('无权访问该页面').count()).toBe(1);
  });

  it('机构信息未采集时登录后强制进入 /home/orginfocollect，输入其他地址仍回到此页，提交后无需重新登录即可使用', async () => {
    await page.evaluate(() => localStorage.clear());
    await login(page, 'H21010200009', 'Demo@2026');
    await page.waitForURL(/\/home\/orginfocollect/);
    for (const typed of ['/home/handle', '/home/dashboard']) {
      await page.goto(`${baseUrl()}${typed}`);
      await page.waitForURL(/\/home\/orginfocollect/);
    }
    await page.getByPlaceholder('请输入联系人', { exact: true }).fill('');
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => page.getByText('请输入联系人').count()).toBeGreaterThan(0);
    await page.getByPlaceholder('请输入联系人', { exact: true }).fill('赵六');
    await page.getByPlaceholder('请输入联系人手机号').fill('1381234');
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => page.getByText('请输入正确的手机号码').count()).toBeGreaterThan(0);
    await page.getByPlaceholder('请输入联系人手机号').fill('13812345678');
    await page.locator('.ant-select').first().click();
    await page.locator('.ant-select-item-option', { hasText: '定点医疗机构' }).click();
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await page.waitForURL(/\/home\/dashboard/);
    await expect.poll(() => toast('保存成功').count()).toBeGreaterThan(0);
    await page.goto(`${baseUrl()}/home/handle`);
    await expect.poll(() => page.getByText('使用交易').count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/home\/handle/);
  });

  it('登录后会话校验为真时进入第一个菜单项', async () => {
    await page.evaluate(() => localStorage.clear());
    await login(page, 'H21010200001', 'Demo@2026');
    await page.waitForURL(/\/home\/handle/);
  });

  it('退出登录需确认“确定退出登录?”，确认后清空存储回到登录页', async () => {
    await page.getByRole('button', { name: /退出/ }).click();
    await expect.poll(() => page.getByText('确定退出登录?').count()).toBeGreaterThan(0);
    await confirmOk(page);
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('yb.token'))).toBeNull();
    await page.goto(`${baseUrl()}/home/dashboard`);
    await page.waitForURL(/\/login/);
  });
});
