/**
 * 结算明细对账 and 对账日志 in Chromium against the real server: the hospital enters two details by hand (every cell
 * required), imports a filled template (staged on the server, its rows previewed), uploads both (totals, file query number and the banner
 * 请在{time}前确认对账), starts the reconciliation (3202 and 3201 against the simulator) and finds its log,
 * successful, in 对账日志.
 */
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  choose,
  confirmOk,
  item,
  launch,
  login,
  opened,
  pickOption,
  pressWhileLeaving,
  toast,
  upToThreeTimes,
} from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage({ acceptDownloads: true, viewport: { width: 1500, height: 950 } });
});
afterAll(async () => browser?.close());

/** China date `days` from today (yyyy-MM-dd). */
const day = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

const press = (name: RegExp) => page.getByRole('button', { name }).first().click();
const tab = (label: string) => page.getByRole('tab', { name: label }).first().click();
/** The input of a manual-entry cell: row `n` (1-based), column `label`. */
const cell = (n: number, label: string) => page.getByLabel(`第${n}行${label}`);
/** The panel titled `title`. */
const panel = (title: string) => page.locator('.ant-card').filter({ hasText: title }).first();
/** A message under a field or cell. */
const fieldError = (text: string) => page.locator('.ant-form-item-explain-error', { hasText: text });

/** Fills the text and amount cells of manual row `n`, and picks its refund flag. */
async function fillRow(n: number, values: string[], refund: '是' | '否'): Promise<void> {
  const labels = ['结算ID', '就诊ID', '人员编号', '医疗费总额', '基金支付总额', '个人账户支出'];
  for (const [i, label] of labels.entries()) await cell(n, label).fill(values[i]!);
  await pickOption(page, cell(n, '退费结算标志'), new RegExp(`^${refund}$`));
}

/**
 * Picks a date in the date field with this placeholder: typed (the panel moves to its month), then its
 * cell clicked once the panel stands still (a click on a panel still sliding in lands on the row above,
 * a week earlier). Done when the field holds the date and the panel has closed.
 */
async function pickDate(placeholder: string, value: string): Promise<void> {
  const open = page.locator('.ant-picker-dropdown:visible');
  // The panel of the previous pick may still be fading out, showing the same day: wait until it is gone.
  await expect.poll(() => open.count()).toBe(0);
  const input = page.getByPlaceholder(placeholder);
  await input.click();
  await input.fill(value);
  await expect.poll(() => open.count()).toBe(1);
  const cell = open.locator(`td[title="${value}"]`);
  await cell.waitFor();
  await opened(open);
  await cell.click();
  await expect.poll(() => input.inputValue()).toBe(value);
  await expect.poll(() => open.count()).toBe(0);
}

/** The settlements entered by hand and in the imported file: none of them is at the center. */
const MANUAL = [
  ['900000000001', '800000000001', '21010000000000000101', '100.5', '60', '20'],
  ['900000000002', '800000000002', '21010000000000000102', '50', '30', '10'],
];
const FILED = [
  ['900000000003', '800000000003', '21010000000000000103', 80, 50, 15.25, '0'],
  ['900000000004', '800000000004', '21010000000000000104', 20, 10, 5, '1'],
] as const;

describe('结算明细对账 and 对账日志 end to end', () => {
  it('手工录入: every cell is required (请输入{列名}, 请完善信息), an empty save is refused, a full one is kept', async () => {
    await login(page, 'H21010200001', 'Demo@2026');
    // 上传对账信息 runs 9101 against the center, which (like every deal but 9001) needs 签到 first.
    await page.waitForURL(/\/home\/handle/);
    await expect.poll(() => page.getByText('人员信息获取').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: /签\s*到/ }).click();
    // The confirm box is still opening on a busy machine: a click lost there is made again.
    await confirmOk(page);
    await expect.poll(() => toast(page, /签到成功/).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.goto(`${baseUrl()}/home/detailRec`);
    // A first render fetches the screen index, the descriptor and the dictionaries: slow on a busy machine.
    await expect
      .poll(() => page.getByRole('tab', { name: '手工录入' }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    // Nothing to upload yet, and no file query number for the batch import.
    await press(/上传对账信息/);
    await expect.poll(() => toast(page, '请完善对账信息！').count()).toBeGreaterThan(0);
    await press(/批量导入/);
    await expect.poll(() => toast(page, '请先执行获取文件查询号等操作').count()).toBeGreaterThan(0);

    await tab('手工录入');
    await press(/保存草稿/);
    await expect.poll(() => toast(page, '请添加明细信息').count()).toBeGreaterThan(0);
    await press(/添加明细/);
    await cell(1, '结算ID').fill(MANUAL[0]![0]!);
    // Leaving an empty cell names its column.
    await cell(1, '就诊ID').focus();
    await cell(1, '就诊ID').blur();
    await expect.poll(() => fieldError('请输入就诊ID').count()).toBe(1);
    // Saving marks every empty cell.
    await press(/保存草稿/);
    await expect.poll(() => toast(page, '请完善信息').count()).toBeGreaterThan(0);
    for (const label of ['就诊ID', '人员编号', '医疗费总额', '基金支付总额', '个人账户支出', '退费结算标志'])
      await expect.poll(() => fieldError(`请输入${label}`).count()).toBe(1);
    expect(await fieldError('请输入结算ID').count()).toBe(0);

    await fillRow(1, MANUAL[0]!, '否');
    await expect.poll(() => page.locator('.ant-form-item-explain-error').count()).toBe(0);
    await press(/添加明细/);
    await fillRow(2, MANUAL[1]!, '是');
    await press(/保存草稿/);
    // Saved: out of edit mode, the rows shown as text (amounts with two decimals, the flag by its label).
    await expect.poll(() => cell(1, '结算ID').count()).toBe(0);
    const rows = page.getByRole('tabpanel', { name: '手工录入' }).locator('tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toMatch(
      /900000000001\s+800000000001\s+21010000000000000101\s+100\.50\s+60\.00\s+20\.00\s+否/,
    );
    expect(await rows.nth(1).innerText()).toMatch(/900000000002[\s\S]*50\.00\s+30\.00\s+10\.00\s+是/);
  }, 120_000);

  it('上传对账信息 fills the condition form and the banner 请在{time}前确认对账', async () => {
    await press(/上传对账信息/);
    await expect.poll(() => toast(page, '上传成功').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const fileNo = item(page, '文件查询号').locator('input');
    await expect.poll(() => fileNo.inputValue()).not.toBe('');
    expect(await fileNo.isEditable()).toBe(false);
    expect(await item(page, '医疗费总额').locator('input').inputValue()).toBe('150.50');
    expect(await item(page, '基金支付总额').locator('input').inputValue()).toBe('90.00');
    expect(await item(page, '个人账户支付金额').locator('input').inputValue()).toBe('30.00');
    expect(await item(page, '现金支付金额').locator('input').inputValue()).toBe('30.50');
    expect(await item(page, '定点医药机构结算笔数').locator('input').inputValue()).toBe('2');
    const banner = panel('对账条件').locator('.ant-alert-warning');
    await expect
      .poll(() => banner.innerText())
      .toMatch(/^请在\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}前确认对账$/);
  }, 120_000);

  it('模板上传: 批量导入 downloads the template, imports a filled copy (not uploaded on choosing), 清空导入信息 empties the table', async () => {
    await tab('模板上传');
    const files = page.getByRole('tabpanel', { name: '模板上传' });
    // With a file query number, 批量导入 checks the user info first: the demo hospital's is complete (README),
    // so the dialog opens (an incomplete one gets 请完善用户信息 and /home/infoMaintenance).
    const complete = page.waitForResponse((r) => r.url().includes('/reconciliation/user-info/complete'));
    await press(/批量导入/);
    expect(((await (await complete).json()) as { data: boolean }).data).toBe(true);
    const dialog = page.getByRole('dialog').filter({ hasText: '批量导入' });
    await dialog.waitFor();
    // Step one: the template, a real xlsx with the detail row's columns.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: /下载模板/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('结算明细导入模板.xlsx');
    const template = new ExcelJS.Workbook();
    await template.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = template.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 8)).toEqual([
      '结算ID',
      '就诊ID',
      '人员编号',
      '医疗费总额',
      '基金支付总额',
      '个人账户支出',
      '退费结算标志',
    ]);
    // Step two: filled in (the example row replaced by two settlements).
    sheet.spliceRows(2, 1, ...FILED.map((r) => [...r]));
    const filled = Buffer.from(await template.xlsx.writeBuffer());
    // Step three: the file is chosen, not uploaded until 确定. It is set on the file input of the
    // 选择文件 button as Playwright advises: a chooser opened by a click right after the download was, on
    // a loaded machine, sometimes never reported to the test (the page had received the click).
    const chooseFile = async () => {
      const button = dialog.getByRole('button', { name: /选择文件/ });
      await button.waitFor();
      const input = dialog
        .locator('.ant-upload-wrapper', { has: page.getByRole('button', { name: /选择文件/ }) })
        .locator('input[type=file]');
      expect(await input.getAttribute('accept')).toBe('.xlsx,.csv');
      await input.setInputFiles({
        name: '结算明细.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: filled,
      });
      await expect.poll(() => dialog.getByText('结算明细.xlsx').count()).toBe(1);
    };
    let uploaded = 0;
    page.on('request', (r) => {
      if (r.url().includes('/detail-rec/import')) uploaded++;
    });
    await chooseFile();
    expect(uploaded).toBe(0);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => toast(page, '导入成功：共 2 行').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await dialog.waitFor({ state: 'hidden' });
    expect(uploaded).toBe(1);
    // The rows are staged on the server: the summary says how many, the table previews them.
    await expect
      .poll(() =>
        files.getByText(/已导入 2 行明细（医疗费总额 100，基金支付总额 60，个人账户支出 20.25）/).count(),
      )
      .toBe(1);
    const rows = files.locator('tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toMatch(
      /900000000003\s+800000000003\s+21010000000000000103\s+80\.00\s+50\.00\s+15\.25\s+否/,
    );
    expect(await rows.nth(1).innerText()).toMatch(/900000000004[\s\S]*20\.00\s+10\.00\s+5\.00\s+是/);
    await expect.poll(() => files.getByText('共 2 条').count()).toBe(1);
    await press(/清空导入信息/);
    await expect.poll(() => rows.count()).toBe(0);
    await expect.poll(() => files.getByText('暂无导入数据').count()).toBe(1);
    await expect.poll(() => files.getByText(/已导入/).count()).toBe(0);
    // Imported again, then uploaded with the two manual rows: the totals of all four.
    await press(/批量导入/);
    await dialog.waitFor();
    await chooseFile();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    await press(/上传对账信息/);
    await expect
      .poll(() => item(page, '定点医药机构结算笔数').locator('input').inputValue(), { timeout: 15_000 })
      .toBe('4');
    expect(await item(page, '医疗费总额').locator('input').inputValue()).toBe('250.50');
    expect(await item(page, '基金支付总额').locator('input').inputValue()).toBe('150.00');
    expect(await item(page, '个人账户支付金额').locator('input').inputValue()).toBe('50.25');
    expect(await item(page, '现金支付金额').locator('input').inputValue()).toBe('50.25');
  }, 120_000);

  it("批量导入 of a large csv shows the server's progress; 取消 in the notice stops it, nothing imported, the dialog stays", async () => {
    const files = page.getByRole('tabpanel', { name: '模板上传' });
    const rows = files.locator('tr.ant-table-row');
    await press(/批量导入/);
    const dialog = page.getByRole('dialog').filter({ hasText: '批量导入' });
    await dialog.waitFor();
    // The most rows a file may have, so the server is still reading when 取消 is pressed.
    const lines = ['结算ID,就诊ID,人员编号,医疗费总额,基金支付总额,个人账户支出,退费结算标志'];
    for (let i = 0; i < 200_000; i++)
      lines.push(
        `7${String(i).padStart(11, '0')},8${i},2101${String(i).padStart(16, '0')},12.34,5.50,1.00,0`,
      );
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: '月度明细.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    const notice = page.locator('.ant-message');
    await notice.getByText(/正在读取：已读取 \d+ 行，已检查 \d+ 行/).waitFor({ timeout: 30_000 });
    await notice.getByRole('button', { name: /取\s*消/ }).click();
    await expect.poll(() => toast(page, '已取消导入').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await toast(page, /导入成功/).count()).toBe(0);
    // Nothing imported: the dialog is still open and the table still previews the two rows imported before.
    expect(await dialog.isVisible()).toBe(true);
    expect(await rows.count()).toBe(2);
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });
  }, 120_000);

  it('开始对账 checks the condition form, then shows the result text', async () => {
    // One click while leaving a field shows its message (RJSF): the caret in 医疗费总额, emptied.
    const amount = item(page, '医疗费总额').locator('input');
    const total = await amount.inputValue();
    await amount.fill('');
    await pressWhileLeaving(page, page.getByRole('button', { name: /开始对账/ }).first());
    for (const message of ['请选择清算类别', '请选择开始时间', '请选择结束时间'])
      await expect.poll(() => fieldError(message).count()).toBe(1);
    expect(await fieldError('请获取文件查询号').count()).toBe(0);
    await choose(page, '清算类别', '门诊');
    // The end may not be earlier than the start minus one day.
    await pickDate('请选择开始时间', day(0));
    await pickDate('请选择结束时间', day(-5));
    await expect.poll(() => fieldError('结束时间不能早于开始时间前一天').count()).toBe(1);
    await expect.poll(() => fieldError('开始时间不能晚于结束时间').count()).toBe(1);
    await pickDate('请选择开始时间', day(-30));
    await pickDate('请选择结束时间', day(0));
    await amount.fill(total);
    await amount.press('Tab');
    await expect.poll(() => page.locator('.ant-form-item-explain-error').count()).toBe(0);
    // The form is valid now. Enter in a date picker confirms the date, and Enter in a text box does not
    // start a reconciliation either (the form takes only its buttons): nothing is sent.
    const confirms: string[] = [];
    page.on('request', (r) => void (r.url().includes('/detail-rec/confirm') && confirms.push(r.url())));
    const end = page.getByPlaceholder('请选择结束时间');
    await end.click();
    await end.fill(day(-1));
    await end.press('Enter');
    await expect.poll(() => end.inputValue()).toBe(day(-1));
    await amount.click();
    await amount.press('Enter');
    await page.waitForTimeout(1_000);
    expect(confirms).toEqual([]);
    expect(await page.locator('.ant-modal-confirm').filter({ hasText: '对账结果' }).count()).toBe(0);
    await pickDate('请选择结束时间', day(0));
    // 医疗费总额 emptied and left (its message shows), then typed again: the message goes as the press on
    // 开始对账 leaves the field, and that one click starts the reconciliation.
    await amount.fill('');
    await amount.press('Tab');
    await expect.poll(() => page.locator('.ant-form-item-explain-error').count()).toBe(1);
    await amount.fill(total);
    await pressWhileLeaving(page, page.getByRole('button', { name: /开始对账/ }).first());
    // The four settlements are not at the center: 医药机构多4笔; the center's own ones of the month are 中心多.
    const text = /^对账完成：明细对平\d+笔，中心多\d+笔，医药机构多4笔，数据不一致\d+笔；总账.+$/;
    const alert = page.locator('.ant-modal-confirm').filter({ hasText: '对账结果' });
    await expect.poll(() => alert.count(), { timeout: 20_000 }).toBe(1);
    expect(await alert.locator('.ant-modal-confirm-content').innerText()).toMatch(text);
    await alert.getByRole('button').click();
    const result = panel('对账条件').locator('.ant-result');
    await expect.poll(() => result.innerText()).toMatch(/对账完成：/);
  }, 120_000);

  it('对账日志 lists the new log, 成功, over the default month; 差异冲正 goes to the reversal query with its dates', async () => {
    const fileNo = await item(page, '文件查询号').locator('input').inputValue();
    await page.goto(`${baseUrl()}/home/recLog`);
    await expect
      .poll(() => page.getByPlaceholder('请选择开始日期').inputValue(), { timeout: 20_000 })
      .not.toBe('');
    const start = await page.getByPlaceholder('请选择开始日期').inputValue();
    expect(await page.getByPlaceholder('请选择结束日期').inputValue()).toBe(day(0));
    const monthBack = new Date(`${day(0)}T00:00:00Z`);
    monthBack.setUTCMonth(monthBack.getUTCMonth() - 1);
    expect(start).toBe(monthBack.toISOString().slice(0, 10));
    const log = page.locator('tr.ant-table-row', { hasText: fileNo });
    await expect.poll(() => log.count()).toBe(1);
    const cells = await log.locator('td').allInnerTexts();
    expect(cells.slice(0, 4)).toEqual(['成功', day(-30), day(0), fileNo]);
    expect(cells[4]).toBe('4');
    expect(Number(cells[5])).toBeGreaterThanOrEqual(4);
    expect(cells.slice(6, 9)).toEqual(['250.50', '150.00', '50.25']);
    // The console moves there itself (history, not a page load): the address is read until it does,
    // and a click a busy machine lost (the row drawn again under it) is made again, from 对账日志.
    const reversal = new RegExp(`/home/checkImpact\\?startDate=${day(-30)}&endDate=${day(0)}`);
    await upToThreeTimes(async () => {
      if (reversal.test(page.url())) return;
      if (!page.url().includes('/home/recLog')) await page.goto(`${baseUrl()}/home/recLog`);
      await log.getByRole('button', { name: '差异冲正' }).click({ timeout: 20_000 });
      await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(reversal);
    });
  }, 120_000);
});
