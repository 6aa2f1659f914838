/**
 * Service tickets end to end: an institution files a ticket with two images, the operator
 * classifies it with a user-defined template and a custom next step, the handlers move it through to
 * 办结, the handler adds a customer supplement, and the institution sees every step in 进度查询.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, choose, item, launch, login, pickPreset, toast } from './browser';

let browser: Browser;
let page: Page;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TITLE = '端到端服务单：结算接口对接';
const SHOTS = process.env.E2E_SHOTS;

beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
});
afterAll(async () => browser?.close());

const dialog = () => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const row = (text: string) => page.locator('.ant-table-row', { hasText: text });
const shot = async (name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const click = (name: string | RegExp) => dialog().getByRole('button', { name }).click();

async function signIn(user: string, password: string, route: string) {
  await page.context().clearCookies();
  await page.goto(`${baseUrl()}/login`);
  await page.evaluate(() => localStorage.clear());
  await login(page, user, password);
  await page.waitForURL(/\/home\//);
  await page.goto(`${baseUrl()}${route}`);
}

describe('service tickets', () => {
  it('the hospital files a ticket with two images', async () => {
    await signIn('H21010200001', 'Demo@2026', '/home/orderApply');
    await page.getByRole('button', { name: '新建服务单' }).click();
    expect(await item(page, '机构编码').locator('input').inputValue()).toBe('H21010200001');
    await choose(page, '服务单类型', '接口对接');
    await dialog().getByPlaceholder('请输入标题').fill(TITLE);
    await dialog().getByPlaceholder('请输入内容').fill('需要对接新版结算接口，附截图两张。');
    await dialog()
      .locator('input[type=file]')
      .setInputFiles([
        { name: '截图一.png', mimeType: 'image/png', buffer: PNG },
        { name: '截图二.png', mimeType: 'image/png', buffer: PNG },
      ]);
    await expect
      .poll(() =>
        dialog()
          .getByText(/图片：截图/)
          .count(),
      )
      .toBe(2);
    await shot('apply-dialog');
    await click(/提\s*交/);
    await expect.poll(() => toast(page, '提交成功').count()).toBeGreaterThan(0);
    await expect.poll(() => row(TITLE).getByText('已提交').count()).toBe(1);
  });

  it('the operator classifies it with the user-defined template and a custom next step', async () => {
    await signIn('admin', 'Admin@2026', '/home/orderSort');
    await row(TITLE).getByRole('button', { name: '分类' }).click();
    await choose(page, '服务单类型', '接口对接');
    await click(/^下一步$/);
    await expect.poll(() => toast(page, '服务单模板实例化成功！').count()).toBeGreaterThan(0);
    await expect.poll(() => dialog().getByText('模板自定义').count()).toBeGreaterThan(0);
    await click('选择下一个环节');
    await row('技术处理').first().locator('input[type=radio]').check();
    await click(/确\s*定/);
    await expect.poll(() => item(page, '下一个环节').locator('input').inputValue()).toBe('技术处理');
    await click('指派人员');
    await row('张强').locator('input[type=radio]').check();
    await click(/确\s*定/);
    await expect.poll(() => item(page, '指派人员').locator('input').inputValue()).toBe('张强');
    await item(page, '短信通知').locator('input[type=checkbox]').check();
    await shot('custom-step');
    await click('自定义环节');
    await expect.poll(() => toast(page, '自定义环节成功').count()).toBeGreaterThan(0);
  });

  it('the handlers move it through to 办结, and add a customer supplement', async () => {
    await signIn('13700000001', 'Demo@2026', '/home/orderHandle');
    await row(TITLE).getByText('办理').click();
    await dialog().getByPlaceholder('请输入办理意见').fill('已受理，转技术处理');
    await shot('handle-dialog');
    await click(/^下一步$/);
    await expect.poll(() => toast(page, '办理成功').count()).toBeGreaterThan(0);

    await signIn('13700000002', 'Demo@2026', '/home/orderHandle');
    await row(TITLE).getByText('办理').click();
    await dialog().getByPlaceholder('请输入办理意见').fill('接口已对接完成');
    await click(/办\s*结/);
    await expect.poll(() => toast(page, '办结成功').count()).toBeGreaterThan(0);

    await page.getByRole('tab', { name: '全部工单' }).click();
    await page
      .getByRole('tabpanel', { name: '全部工单' })
      .locator('.ant-table-row', { hasText: TITLE })
      .getByText('补充服务')
      .click();
    await pickPreset(page, '服务日期', '最近一个月');
    await item(page, '是否VIP').getByText('是', { exact: true }).click();
    await click(/确\s*定/);
    await expect.poll(() => toast(page, '保存成功').count()).toBeGreaterThan(0);
  }, 120_000);

  it('the hospital sees every step in 进度查询', async () => {
    await signIn('H21010200001', 'Demo@2026', '/home/orderApply');
    await expect.poll(() => row(TITLE).getByText('已关闭').count(), { timeout: 15_000 }).toBe(1);
    await row(TITLE).getByText('进度查询').click();
    await expect.poll(() => dialog().getByText('已完成').count()).toBe(2);
    expect(await dialog().getByText('客服受理', { exact: true }).count()).toBe(1);
    expect(await dialog().getByText('技术处理', { exact: true }).count()).toBe(1);
    await shot('progress');
  });
});
