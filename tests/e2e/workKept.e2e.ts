/**
 * Work in progress survives navigation (docs/descriptor.md#work-kept-as-a-draft, #lists-in-the-address-urlstate):
 * on 结算明细对账 the pharmacy's manual rows, the uploaded batch (文件查询号 and amounts) and the conditions
 * come back after another screen and Back, and after F5; once the reconciliation has run the draft is
 * gone. On 用户管理 a filter and page 2 come back after another screen and Back, and after F5.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { choose, confirmOk, item, launch, login, opened, openFromMenu, pickOption, toast } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
});
afterAll(async () => browser?.close());

const press = (name: RegExp) => page.getByRole('button', { name }).first().click();
const tab = (label: string) => page.getByRole('tab', { name: label }).first().click();
const cell = (n: number, label: string) => page.getByLabel(`第${n}行${label}`);
const field = (label: string) => item(page, label).locator('input').first();
const manualRows = () => page.getByRole('tabpanel', { name: '手工录入' }).locator('tr.ant-table-row');
/** The next save of the draft (an autosave or 保存草稿) as the server answers it. */
const draftSaved = (): Promise<Response> =>
  page.waitForResponse((r) => r.url().endsWith('/detail-rec/draft') && r.request().method() === 'PUT');

/** The body of a save of the draft, as far as the journey reads it. */
interface Kept {
  draft: {
    state: { upload?: { file_qury_no: string }; manualRows?: unknown[] };
    forms?: { cond?: { clr_type?: string } };
  };
}

/** Picks a date: typed, then its cell clicked once the panel stands still (as detailRec.e2e.ts does). */
async function pickDate(placeholder: string, value: string): Promise<void> {
  const open = page.locator('.ant-picker-dropdown:visible');
  await expect.poll(() => open.count()).toBe(0);
  const input = page.getByPlaceholder(placeholder);
  await input.click();
  await input.fill(value);
  await expect.poll(() => open.count()).toBe(1);
  const dayCell = open.locator(`td[title="${value}"]`);
  await dayCell.waitFor();
  await opened(open);
  await dayCell.click();
  await expect.poll(() => input.inputValue()).toBe(value);
  await expect.poll(() => open.count()).toBe(0);
}

/**
 * Keeps the text of every toast shown from now on in this document (a toast goes after 3 s: a busy
 * machine may not look at the right moment).
 */
async function recordToasts(): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.ant-message')) {
        const text = el.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}
const toasts = () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);

/** China date `days` from today (yyyy-MM-dd). */
const day = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The settlement entered by hand: not at the center. */
const ROW = ['910000000001', '810000000001', '21010000000000000105', '88.8', '60', '8.8'];

/** 结算明细对账 as it stands after the batch was uploaded: the row, the file number and amounts, the clearing type. */
async function expectKept(fileNo: string): Promise<void> {
  // The draft's fields are restored as the screen opens: each is read until it stands.
  await expect.poll(() => field('文件查询号').inputValue(), { timeout: 20_000 }).toBe(fileNo);
  await expect.poll(() => field('医疗费总额').inputValue(), { timeout: 20_000 }).toBe('88.80');
  await expect.poll(() => field('定点医药机构结算笔数').inputValue(), { timeout: 20_000 }).toBe('1');
  // The clearing type shows its label once the dictionary has arrived.
  await expect.poll(() => item(page, '清算类别').innerText()).toContain('门诊');
  await tab('手工录入');
  await expect.poll(() => manualRows().count()).toBe(1);
  await expect
    .poll(() => manualRows().first().innerText(), { timeout: 20_000 })
    .toMatch(/910000000001\s+810000000001\s+21010000000000000105\s+88\.80/);
  // The batch is there to reconcile: 批量导入 no longer asks for a file query number first.
  await expect.poll(() => page.getByText(/请在.+前确认对账/).count(), { timeout: 20_000 }).toBe(1);
}

describe('work in progress survives navigation', () => {
  let fileNo = '';

  it('结算明细对账: manual rows, the uploaded batch and the conditions are kept as a draft: 保存草稿 says so', async () => {
    await login(page, 'P21010200002', 'Demo@2026');
    await page.waitForURL(/\/home\/handle/);
    // 上传对账信息 runs 9101, which needs 签到 first.
    await expect.poll(() => page.getByText('人员信息获取').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: /签\s*到/ }).click();
    await confirmOk(page);
    await expect.poll(() => toast(page, /签到成功/).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await openFromMenu(page, '对账管理', '结算明细对账', /\/home\/detailRec/);
    await expect
      .poll(() => page.getByRole('tab', { name: '手工录入' }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await tab('手工录入');
    await press(/添加明细/);
    const labels = ['结算ID', '就诊ID', '人员编号', '医疗费总额', '基金支付总额', '个人账户支出'];
    for (const [i, label] of labels.entries()) await cell(1, label).fill(ROW[i]!);
    await pickOption(page, cell(1, '退费结算标志'), /^否$/);
    const saved = draftSaved();
    await press(/保存草稿/);
    expect((await saved).status()).toBe(200);
    await expect.poll(() => toast(page, '草稿已保存').count()).toBeGreaterThan(0);

    await press(/上传对账信息/);
    await expect.poll(() => toast(page, '上传成功').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => field('文件查询号').inputValue()).not.toBe('');
    fileNo = await field('文件查询号').inputValue();
    // The clearing type chosen: an autosave a moment later holds it with the batch.
    const autosaved = page.waitForResponse((r) => {
      if (!r.url().endsWith('/detail-rec/draft') || r.request().method() !== 'PUT') return false;
      return (r.request().postDataJSON() as Kept).draft.forms?.cond?.clr_type === '11';
    });
    await choose(page, '清算类别', '门诊');
    const body = (await autosaved).request().postDataJSON() as Kept;
    expect(body.draft.state.upload?.file_qury_no).toBe(fileNo);
    expect(body.draft.state.manualRows).toHaveLength(1);
  }, 120_000);

  it('another screen, then Back: everything is restored (已恢复上次未完成的对账…)', async () => {
    await openFromMenu(page, '对账管理', '交易日志', /\/home\/transLog/);
    // The other screen stands: until it does, a loaded machine may still show (and keep) this one.
    await page.getByRole('columnheader', { name: '交易编号' }).waitFor();
    await expect.poll(() => page.getByText('文件查询号').count()).toBe(0);
    await recordToasts();
    await page.goBack();
    await page.waitForURL(/\/home\/detailRec/);
    await expectKept(fileNo);
    // antd draws a toast a frame after it is asked for: the fields may stand restored before it shows.
    await expect
      .poll(() => toasts(), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/已恢复上次未完成的对账/));
  }, 120_000);

  it('F5: everything is restored again', async () => {
    await page.reload();
    await expectKept(fileNo);
  }, 120_000);

  it('开始对账 runs the reconciliation: the draft is gone, F5 shows an empty screen', async () => {
    await pickDate('请选择开始时间', day(-30));
    await pickDate('请选择结束时间', day(0));
    const dropped = page.waitForResponse(
      (r) => r.url().endsWith('/detail-rec/draft') && r.request().method() === 'DELETE',
    );
    await press(/开始对账/);
    const alert = page.locator('.ant-modal-confirm').filter({ hasText: '对账结果' });
    await expect.poll(() => alert.count(), { timeout: 20_000 }).toBe(1);
    expect(await alert.locator('.ant-modal-confirm-content').innerText()).toMatch(/^对账完成：/);
    expect((await dropped).status()).toBe(200);
    await alert.getByRole('button').click();
    await page.reload();
    await expect
      .poll(() => page.getByRole('tab', { name: '手工录入' }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await field('文件查询号').inputValue()).toBe('');
    await tab('手工录入');
    await expect.poll(() => manualRows().count()).toBe(0);
    expect(await toast(page, /^已恢复上次未完成的对账/).count()).toBe(0);
  }, 120_000);

  it('用户管理: a filter and page 2 come back after another screen and Back, and after F5', async () => {
    // Another browser session: the operator.
    page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
    await login(page, 'admin', 'Admin@2026');
    await page.waitForURL(/\/home\//);
    await openFromMenu(page, '系统管理', '用户管理', /\/home\/userIndex/);
    const users = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => users.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // The table keeps the rows it has until the next answer is drawn: each step waits for its
    // answer, then for its first account to be the first row.
    const listed = async (current: number, act: () => Promise<unknown>) => {
      const answered = page.waitForResponse((r) => {
        if (!r.url().endsWith('/commondeal/api/user-manage') || r.request().method() !== 'POST') return false;
        const body = r.request().postDataJSON() as { user?: string; page?: { current?: number } };
        return body?.user === '1' && body.page?.current === current;
      });
      await act();
      const answer = (await (await answered).json()) as { data?: { records?: { username: string }[] } };
      const first = answer.data?.records?.[0]?.username;
      expect(first).toBeTruthy();
      await expect.poll(() => users.first().innerText()).toMatch(new RegExp(`^${first}\\t`));
    };
    await page.getByPlaceholder('请输入用户名').fill('1');
    await listed(1, () => press(/查\s*询/));
    await page.waitForURL(/\/home\/userIndex\?user=1$/);
    await listed(2, () => page.locator('.ant-pagination-item-2').click());
    await page.waitForURL(/\/home\/userIndex\?user=1&page=2$/);
    const shown = await users.first().innerText();

    const again = async () => {
      await expect
        .poll(() => page.getByPlaceholder('请输入用户名').inputValue(), { timeout: 20_000 })
        .toBe('1');
      await expect.poll(() => page.locator('.ant-pagination-item-active').innerText()).toBe('2');
      await expect.poll(() => users.first().innerText()).toBe(shown);
    };
    await openFromMenu(page, '系统管理', '菜单管理', /\/home\/menuIndex/);
    await page.goBack();
    await page.waitForURL(/\/home\/userIndex\?user=1&page=2$/);
    await again();
    await page.reload();
    await again();
  }, 120_000);
});
