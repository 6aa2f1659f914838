/**
 * The ledger family in Chromium against the real server: a remote reversal, a ledger query cancelled
 * mid-flight then run to its result (SUM_REC_DELAY_MS), and a case upload of two selected rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, choose, item, launch, login, toast } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext();
  page = await context.newPage();
});
afterAll(async () => browser?.close());

const press = (label: RegExp) => page.getByRole('button', { name: label }).click();
const logout = async () => {
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
};

describe('ledger family end to end', () => {
  it('异地冲正: the pharmacy reverses another area’s settlement; the answer shows as a toast and in the result box', async () => {
    await login(page, 'P21010200002', 'Demo@2026');
    await page.waitForURL(/\/home\//);
    await page.goto(`${baseUrl()}/home/remoteRush`);
    await expect.poll(() => page.getByPlaceholder('请输入原交易编号').inputValue()).toBe('2102');
    expect(await page.getByPlaceholder('请输入就医地医保区划').inputValue()).toBe('210100');
    await page.getByPlaceholder('请输入人员编号').fill('21010000000000000191');
    await page.getByPlaceholder('请输入原发送方报文ID').fill('P21010200002202611201030007101');
    await page.getByPlaceholder('请输入参保地医保区划').fill('110105');
    await press(/冲\s*正/);
    const done = '冲正成功：原交易 2102（报文ID P21010200002202611201030007101）已冲正';
    await expect.poll(() => toast(page, done).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.ant-alert-success', { hasText: done }).count()).toBe(1);
    // The same settlement again: the center's refusal, as an error toast and in the result box.
    await press(/冲\s*正/);
    await expect
      .poll(() => page.locator('.ant-alert-error', { hasText: '冲正失败：该交易已冲正' }).count())
      .toBe(1);
  });

  it('结算总账对账查询: 执行 then 取消 aborts the query; run again it shows the result', async () => {
    await page.goto(`${baseUrl()}/home/sumRec`);
    await expect.poll(() => page.getByPlaceholder('请输入医疗费总额').count()).toBe(1);
    await choose(page, '险种类型', '职工基本医疗保险');
    await choose(page, '清算类别', '药店购药');
    await page.getByPlaceholder('请输入医疗费总额').fill('128.50');
    await page.getByPlaceholder('请输入基金支付总额').fill('0');
    await page.getByPlaceholder('请输入个人账户支付金额').fill('100');
    await page.getByPlaceholder('请输入定点医药机构结算笔数').fill('1');
    await press(/执\s*行/);
    const cancel = page.getByRole('button', { name: /取\s*消/ });
    await expect.poll(() => cancel.isEnabled()).toBe(true);
    await cancel.click();
    await expect.poll(() => toast(page, '已取消对账查询').count()).toBeGreaterThan(0);
    await expect.poll(() => cancel.isEnabled()).toBe(false);
    await page.waitForTimeout(3500);
    expect(await page.getByText('对账结果说明').count()).toBe(0);
    await press(/执\s*行/);
    await expect.poll(() => page.getByText('对账结果说明').count(), { timeout: 15_000 }).toBe(1);
    const result = page.locator('.ant-descriptions');
    await expect.poll(() => result.getByText('沈阳市医疗保障事务服务中心').count()).toBe(1);
    await expect.poll(async () => /对账(平|不平)/.test(await result.innerText())).toBe(true);
  });

  it('病案列表: two selected cases are uploaded and shown as 已上传', async () => {
    await logout();
    await login(page, 'H21010200001', 'Demo@2026');
    await page.waitForURL(/\/home\//);
    await page.goto(`${baseUrl()}/home/caseUpload`);
    const row = (no: string) => page.locator('tr.ant-table-row', { hasText: no }).first();
    await expect.poll(() => row('ZY300178001').count()).toBeGreaterThan(0);
    await press(/上\s*传/);
    await expect.poll(() => toast(page, '请选择所要上传的数据！').count()).toBeGreaterThan(0);
    for (const no of ['ZY300178001', 'ZY300178002']) {
      expect(await row(no).getByText('未上传').count()).toBe(1);
      await row(no).locator('.ant-checkbox-input').check();
    }
    await press(/上\s*传/);
    await expect.poll(() => toast(page, '上传成功').count()).toBeGreaterThan(0);
    for (const no of ['ZY300178001', 'ZY300178002'])
      await expect.poll(() => row(no).getByText('已上传').count()).toBe(1);
    expect(await item(page, '开始时间').count()).toBe(1);
  });
});
