/**
 * Security codes end to end: a new institution applies through /signup; the operator finds it
 * by area, approves it, queries the national registry and sees it issued; a batch approval of two; the
 * institution sees its code in 安全码维护; an export read back with exceljs; an import of a filled template.
 */
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, choose, dialog, item, launch, login, opened, toast, upToThreeTimes } from './browser';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage({ acceptDownloads: true, viewport: { width: 1500, height: 950 } });
});
afterAll(async () => browser?.close());

const NEW_ORG = 'H21010288801';
const row = (text: string) => page.locator('.ant-table-row', { hasText: text });
/** The query form's 查询 (antd spaces two-character labels: 查 询), not a row's 查询远程. */
const search = () => page.getByRole('button', { name: /^查\s*询$/ }).click();

async function signOut(): Promise<void> {
  await page.evaluate(() => localStorage.clear());
}

/**
 * Picks 辽宁省 / 沈阳市 in the area cascader and queries with this status. Each click waits until the
 * menu stands still (`opened`), and the pick is tried again when a click was lost on a loaded machine
 * (the city's column never opened).
 */
async function queryArea(status: string): Promise<void> {
  const trigger = item(page, '所属地区').locator('.ant-cascader, .ant-select').first();
  const menu = page.locator('.ant-cascader-menus:visible');
  await upToThreeTimes(async () => {
    if ((await menu.count()) === 0) await trigger.click();
    await menu.first().waitFor({ timeout: 10_000 });
    await opened(menu.first());
    await page.locator('.ant-cascader-menu-item', { hasText: /^辽宁省$/ }).click({ timeout: 10_000 });
    await page.locator('.ant-cascader-menu-item', { hasText: /^沈阳市$/ }).click({ timeout: 10_000 });
  });
  await page.keyboard.press('Escape');
  await choose(page, '审批状态', status);
  await search();
}

/** 查询远程 on a row until the simulated registry has issued the code; answers the code shown once. */
async function queryRemote(orgCode: string): Promise<string> {
  const alert = page.locator('.ant-modal-confirm', { hasText: '安全码已下发' });
  const notYet = toast(page, '国家平台尚未下发安全码，请稍后再查询');
  for (let i = 0; i < 10; i++) {
    // The answer is either the one-time alert or a 尚未下发 toast: let the last toast go first.
    await expect.poll(() => notYet.count(), { timeout: 10_000 }).toBe(0);
    await row(orgCode).getByText('查询远程').click();
    await expect
      .poll(async () => (await alert.count()) + (await notYet.count()), { timeout: 15_000 })
      .toBeGreaterThan(0);
    if ((await alert.count()) > 0) {
      const text = (await alert.textContent()) ?? '';
      const code = /安全码：([0-9A-F]{32})/.exec(text)?.[1] ?? '';
      await alert.getByRole('button').last().click();
      await alert.waitFor({ state: 'hidden' });
      return code;
    }
  }
  throw new Error('registry never issued');
}

describe('security codes', () => {
  it('a new institution applies through /signup (PUT /sec/apply)', async () => {
    await page.goto(`${baseUrl()}/signup`);
    await page.getByPlaceholder('请输入国家机构编码').fill(NEW_ORG);
    await page.getByPlaceholder('请输入机构名称').fill('沈阳市端到端医院');
    await page.getByPlaceholder('请输入开发商名称').fill('东软集团');
    await page.getByPlaceholder('请输入联系人').fill('王五');
    await page.getByPlaceholder('请输入联系电话').fill('13812345678');
    await page.getByPlaceholder('请输入原定点编号').fill('A88801');
    await page.getByRole('button', { name: '提交申请' }).click();
    await page
      .locator('.ant-modal-confirm', { hasText: '提交申请成功！' })
      .getByRole('button')
      .last()
      .click();
    await page.waitForURL(/\/login/);
  });

  it('the operator finds it by area, approves it (审核成功), queries remote and sees it issued', async () => {
    await login(page, 'admin', 'Admin@2026');
    await page.waitForURL(/\/home\//);
    await page.goto(`${baseUrl()}/home/secApprove`);
    // The first render of the shell, the descriptor and the list (about 10 s on a loaded 2-core machine).
    await page.locator('.ant-table-row').first().waitFor();
    // 批量审批 is enabled only once an area is chosen.
    expect(await page.getByRole('button', { name: /批量审批/ }).isDisabled()).toBe(true);
    await queryArea('待审核');
    await expect.poll(() => row(NEW_ORG).count()).toBe(1);
    expect(await page.getByRole('button', { name: /批量审批/ }).isDisabled()).toBe(false);
    await row(NEW_ORG).getByText('审批').click();
    await dialog(page).getByPlaceholder('yyyyMMdd，如 20271231').fill('20271231');
    await choose(page, '是否连锁', '否');
    await choose(page, '国家机构等级', '三级');
    await choose(page, '国家机构类型', '定点医疗机构');
    await item(page, '地址').locator('input').fill('沈阳市和平区示范路 8 号');
    await item(page, '总部名称').locator('input').fill('沈阳市端到端医院');
    await dialog(page)
      .getByRole('button', { name: /^审\s*批$/ })
      .click();
    await expect.poll(() => toast(page, '审核成功').count()).toBeGreaterThan(0);
    await choose(page, '审批状态', '已审核待下发');
    await search();
    await expect.poll(() => row(NEW_ORG).count()).toBe(1);
    const code = await queryRemote(NEW_ORG);
    expect(code).toMatch(/^[0-9A-F]{32}$/);
    await choose(page, '审批状态', '已下发安全码');
    await search();
    await expect.poll(() => row(NEW_ORG).textContent()).toContain(code);
    // The longest journey (login, first render, a 15-field approval, the registry's delay) on a busy machine.
  }, 120_000);

  let pharmacyCode = '';
  it('a batch approval of two (批量审核成功，共 2 条); the pharmacy code is issued', async () => {
    await queryArea('待审核');
    await expect.poll(() => row('P21010200002').count()).toBe(1);
    await row('P21010200002').locator('.ant-checkbox-input').check();
    await row('H21010300011').locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: /批量审批/ }).click();
    await expect.poll(() => toast(page, '批量审核成功，共 2 条').count()).toBeGreaterThan(0);
    await choose(page, '审批状态', '批量审核');
    await search();
    await expect.poll(() => row('P21010200002').textContent()).toContain('批量审核');
    pharmacyCode = await queryRemote('P21010200002');
    expect(pharmacyCode).toMatch(/^[0-9A-F]{32}$/);
  }, 120_000);

  it('the export opens in exceljs with the rows of the list, row by row', async () => {
    await choose(page, '审批状态', '已下发安全码');
    await search();
    await expect.poll(() => row('P21010200002').count()).toBe(1);
    const shown = await page
      .locator('.ant-table-row')
      .evaluateAll((rows) => rows.map((r) => /[HP]\d{11}/.exec(r.textContent ?? '')?.[0]));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('机构编码');
    const exported: string[] = [];
    ws.eachRow((r, n) => {
      if (n > 1) exported.push(String(r.getCell(1).value));
    });
    expect(exported).toEqual(shown);
    const statusColumn = (ws.getRow(1).values as unknown[]).indexOf('状态');
    ws.eachRow((r, n) => {
      if (n > 1) expect(r.getCell(statusColumn).value).toBe('已下发安全码');
    });
  });

  it('an import of a filled template: preview, then 保存成功', async () => {
    await page.goto(`${baseUrl()}/home/secImport`);
    await page
      .getByRole('button', { name: '保 存' })
      .or(page.getByRole('button', { name: '保存' }))
      .click();
    await expect.poll(() => toast(page, '请先上传要保存的安全管理码').count()).toBeGreaterThan(0);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('安全管理码');
    ws.addRow(['机构编码', '机构名称', '开发商编码', '开发商名称', '安全管理码', '状态', '有效期']);
    ws.addRow(['H21010277701', '沈阳市导入医院', 'NEU', '东软集团', 'IMPORT0001', '1', '20271231']);
    ws.addRow(['P21010277702', '沈阳市导入药房', 'NET', '东软集团', 'IMPORT0002', '0', '20271231']);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: '上传文件' }).click(),
    ]);
    await chooser.setFiles({
      name: 'codes.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await wb.xlsx.writeBuffer()),
    });
    await expect.poll(() => row('H21010277701').count()).toBe(1);
    await expect.poll(() => row('IMPORT0002').count()).toBe(1);
    await page
      .getByRole('button', { name: '保 存' })
      .or(page.getByRole('button', { name: '保存' }))
      .click();
    await expect.poll(() => toast(page, '保存成功').count()).toBeGreaterThan(0);
  });

  it('the institution sees its issued code in 安全码维护', async () => {
    await signOut();
    await login(page, 'P21010200002', 'Demo@2026');
    await page.waitForURL(/\/home\//);
    await page.goto(`${baseUrl()}/home/secMaintain`);
    const input = page.getByLabel('安全管理码');
    await expect.poll(() => input.inputValue()).toBe(pharmacyCode);
    await input.fill('');
    await row('P21010200002').getByText('更新').click();
    await expect.poll(() => toast(page, '请输入安全管理码').count()).toBeGreaterThan(0);
    await input.fill('WRONG');
    await row('P21010200002').getByText('更新').click();
    await expect.poll(() => toast(page, '安全管理码与平台下发的不一致').count()).toBeGreaterThan(0);
    await input.fill(pharmacyCode);
    await row('P21010200002').getByText('更新').click();
    await expect.poll(() => toast(page, '更新成功').count()).toBeGreaterThan(0);
  });
});
