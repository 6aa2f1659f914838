import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, choose, confirmOk, launch, login, pickOption, pressWhileLeaving, toast } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The file query number of the catalogue file downloaded in the 1301 journey. */
let fileQuryNo = '';

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext();
  page = await context.newPage();
});
afterAll(async () => browser?.close());

const run = (label = /执\s*行/) => page.getByRole('button', { name: label }).click();
const open = (dealName: string, comment: string, route = '/home/register') =>
  page.goto(`${baseUrl()}${route}?dealName=${dealName}&comment=${encodeURIComponent(comment)}`);
/** The card of a deal in the deal list, by its exact comment. */
const card = (comment: string) =>
  page
    .locator('.ant-col .ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${comment}$`) }) });

describe('deals end to end', () => {
  it('the hospital signs in to the insurance system from the deal list', async () => {
    await login(page, 'H21010200001', 'Demo@2026');
    await page.waitForURL(/\/home\/handle/);
    // The run's first page after a login (its chunks, the screen index, the deal list): on a loaded
    // machine it may take more than the default 5 s.
    await expect.poll(() => page.getByText('人员信息获取').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: /签\s*到/ }).click();
    await confirmOk(page);
    // The run's first deal call: on a loaded machine it may take more than the default 5 s.
    await expect.poll(() => toast(page, /签到成功/).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  });

  it('1101 finds an insured person through the generated form', async () => {
    await card('人员信息获取').getByText('使用交易').click();
    await page.waitForURL(/\/home\/register\?dealName=1101/);
    await choose(page, '就诊凭证类型', '居民身份证');
    await page.getByPlaceholder('请输入就诊凭证编号').fill('210102198503151235');
    await run();
    await expect.poll(() => page.getByText('21010000000000000101').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('张伟').count()).toBeGreaterThan(0);
  });

  it('2207 with missing fields shows each tip; with valid fields it settles and clears the inputs', async () => {
    await open('2207', '门诊结算');
    await expect.poll(() => page.getByPlaceholder('请输入人员编号').count()).toBe(1);
    // One click on 执行 while the caret is in a field it empties (its tip appears as the press leaves it).
    await page.getByPlaceholder('请输入人员编号').fill('1');
    await page.getByPlaceholder('请输入人员编号').fill('');
    await pressWhileLeaving(page, page.getByRole('button', { name: /执\s*行/ }));
    for (const tip of ['请输入人员编号', '请选择就诊凭证类型', '请输入医疗费总额', '请选择险种类型'])
      await expect
        .poll(() => page.locator('.ant-form-item-explain', { hasText: tip }).count())
        .toBeGreaterThan(0);
    await choose(page, '就诊凭证类型', '居民身份证');
    await page.getByPlaceholder('请输入就诊凭证编号').fill('210102198503151235');
    await choose(page, '医疗类别', '普通门诊');
    await page.getByPlaceholder('请输入医疗费总额').fill('57.00');
    await choose(page, '个人结算方式', '按项目结算');
    await page.getByPlaceholder('请输入就诊ID').fill('300179901');
    await page.getByPlaceholder('请输入收费批次号').fill('CF0001');
    await choose(page, '险种类型', '职工基本医疗保险');
    await choose(page, '个人账户使用标志', '是');
    // 人员编号 typed last: its tip goes as the press on 执行 leaves it, and the one click runs the deal.
    await page.getByPlaceholder('请输入人员编号').fill('21010000000000000101');
    await pressWhileLeaving(page, page.getByRole('button', { name: /执\s*行/ }));
    await expect.poll(() => toast(page, '交易成功').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('结算ID').count()).toBeGreaterThan(0);
    expect(await page.getByPlaceholder('请输入人员编号').inputValue()).toBe('');
  });

  it('交易日志 traces the settlement: 2207 门诊结算 成功 with its message id, filtered by deal and result', async () => {
    await page.goto(`${baseUrl()}/home/transLog`);
    const rows = page.locator('tr.ant-table-row');
    // Opened with the default month: the sign-in, 1101 and 2207 of the journeys above.
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await page.getByPlaceholder('如 2207').fill('2207');
    await choose(page, '交易结果', '成功');
    await page.getByRole('button', { name: /^查\s*询$/ }).click();
    await expect.poll(() => rows.count()).toBe(1);
    const cells = await rows.first().locator('td').allInnerTexts();
    expect(cells.slice(1, 5)).toEqual(['2207', '门诊结算', 'H21010200001', '成功']);
    expect(cells[6]).toMatch(/^H21010200001\d{18}$/);
  });

  it('交易日志 exports the filtered rows as csv (BOM, the row shown); 取消 in the progress notice stops an export', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导出\s*CSV/ }).click(),
    ]);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]!.slice(0, 4)).toEqual(['交易时间', '交易编号', '交易名称', '机构编码']);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3], r[5]])).toEqual([
      ['2207', '门诊结算', 'H21010200001', '成功'],
    ]);
    // An answer held back, as a long export's is: the notice shows with 取消, which aborts the download.
    const held = '**/commondeal/deal-log/export';
    await page.route(held, async (route) => {
      await new Promise((r) => setTimeout(r, 8000));
      await route.continue().catch(() => undefined);
    });
    let saved = false;
    page.once('download', () => (saved = true));
    await page.getByRole('button', { name: /导出\s*Excel/ }).click();
    const notice = page.locator('.ant-message-notice', { hasText: '正在导出' });
    await expect.poll(() => notice.count()).toBe(1);
    if (process.env.E2E_SHOTS) {
      // Once the notice has slid in.
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/export-progress.png` });
    }
    await notice.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => toast(page, '已取消下载').count()).toBeGreaterThan(0);
    await expect.poll(() => notice.count()).toBe(0);
    await page.unroute(held);
    expect(saved).toBe(false);
  });

  it('cancel aborts a slow deal in flight: no answer is shown', async () => {
    await open('5201', '就诊信息查询');
    await page.getByPlaceholder('请输入人员编号').fill('21010000000000000101');
    await page.getByPlaceholder('请选择开始时间').fill('2026-01-01 00:00:00');
    await page.getByPlaceholder('请选择开始时间').press('Enter');
    await page.getByPlaceholder('请选择结束时间').fill('2026-12-31 23:59:59');
    await page.getByPlaceholder('请选择结束时间').press('Enter');
    await choose(page, '医疗类别', '普通门诊');
    const aborted = page.waitForEvent('requestfailed', (r) => r.url().includes('/commondeal/exec-deal'));
    const sent = page.waitForRequest((r) => r.url().includes('/commondeal/exec-deal'));
    await run();
    await sent;
    await page.getByRole('button', { name: /取\s*消/ }).click();
    expect((await aborted).failure()?.errorText).toMatch(/ABORTED/);
    await page.waitForTimeout(4500);
    expect(await toast(page, '交易成功').count()).toBe(0);
    expect(await page.getByPlaceholder('请输入人员编号').inputValue()).toBe('21010000000000000101');
  });

  it('1301 → download the file through 9102 → import (enabled only after the download) → back to the list', async () => {
    await open('1301', '西药中成药目录下载');
    await expect.poll(() => page.getByPlaceholder('请输入版本号').inputValue()).toBe('0');
    const importButton = page.getByRole('button', { name: /导\s*入/ });
    await run();
    await expect.poll(() => page.getByText('文件查询号').count()).toBeGreaterThan(0);
    expect(await importButton.isDisabled()).toBe(true);
    const fileRequest = context.waitForEvent('request', (r) => r.url().includes('/commondeal/files/'));
    await page.getByRole('button', { name: '下载文件' }).click();
    const fileUrl = (await fileRequest).url();
    expect(fileUrl).toMatch(/\/commondeal\/files\/.+\?ticket=/);
    fileQuryNo = decodeURIComponent(fileUrl.split('/commondeal/files/')[1]!.split('?')[0]!);
    await expect.poll(() => importButton.isDisabled()).toBe(false);
    await importButton.click();
    await page.waitForURL(/\/home\/handle/);
    await expect.poll(() => toast(page, '导入数据库成功').count()).toBeGreaterThan(0);
    await open('1301', '西药中成药目录下载');
    await expect.poll(() => page.getByPlaceholder('请输入版本号').inputValue()).not.toBe('0');
  });

  it('9102 on /home/download fills filename plc and the institution, then opens the file in a new window', async () => {
    await open('9102', '文件下载', '/home/download');
    await expect.poll(() => page.getByRole('button', { name: /下\s*载/ }).count()).toBe(1);
    expect(await page.getByPlaceholder('请输入文件名').inputValue()).toBe('plc');
    expect(await page.getByPlaceholder('请输入定点医药机构编号').inputValue()).toBe('H21010200001');
    await page.getByPlaceholder('请输入文件查询号').fill(fileQuryNo);
    const fileRequest = context.waitForEvent('request', (r) => r.url().includes('/commondeal/files/'));
    await page.getByRole('button', { name: /下\s*载/ }).click();
    expect((await fileRequest).url()).toContain(`/commondeal/files/${encodeURIComponent(fileQuryNo)}`);
  });

  it('the operator configures a deal SQL; query-supportinfo fills the hospital’s form from its own persons', async () => {
    await page.evaluate(() => localStorage.clear());
    await login(page, 'admin', 'Admin@2026');
    await page.waitForURL(/\/home\//);
    await page.goto(`${baseUrl()}/home/handle`);
    // The list shows a page of cards: find the deal as an operator would.
    await page.getByPlaceholder('请输入交易编号或名称').fill('2207');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await card('门诊结算').getByText('配置交易').click();
    const dialog = page.getByRole('dialog').last();
    await expect.poll(() => dialog.getByText('data').count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: '添加参数' }).click();
    await pickOption(page, dialog.locator('.ant-select').last(), '人员编号');
    await dialog
      .locator('textarea')
      .fill(
        "select psn_no, certno as mdtrt_cert_no, '02' as mdtrt_cert_type from support_persons where psn_no = $1",
      );
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => toast(page, '保存成功').count()).toBeGreaterThan(0);
    await dialog.locator('.ant-modal-close').click();

    // The configuration runs in the caller's institution: the hospital's persons, not the operator's.
    await page.evaluate(() => localStorage.clear());
    await login(page, 'H21010200001', 'Demo@2026');
    await page.waitForURL(/\/home\//);
    await open('2207', '门诊结算');
    const support = page.locator('.ant-card', { hasText: '查询条件' });
    await support.getByLabel('人员编号').fill('21010000000000000101');
    await support.getByRole('button', { name: /查\s*询/ }).click();
    await expect
      .poll(() => page.getByPlaceholder('请输入就诊凭证编号').inputValue())
      .toBe('210102198503151235');
  });
});
