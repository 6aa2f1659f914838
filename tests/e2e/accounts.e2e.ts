import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { baseUrl, confirmOk, dialog, launch, login, opened, pressWhileLeaving, toast } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage();
});
afterAll(async () => browser?.close());

const row = (text: string) => page.locator('.ant-table-row', { hasText: text });
const treeCheck = (label: string) =>
  page
    .locator('.ant-tree-treenode', { hasText: new RegExp(`^${label}$`) })
    .locator('.ant-tree-checkbox')
    .click();
const siderTitles = async () =>
  (await page.locator('.ant-layout-sider .ant-menu-title-content').allTextContents()).map((t) => t.trim());

async function logout(): Promise<void> {
  await page.getByRole('button', { name: /退出/ }).click();
  await confirmOk(page);
  await page.waitForURL(/\/login/);
}

/**
 * Lists the users named `name` in 用户管理: once the page's first list has come (a query sent while it is
 * still on its way could be answered before it and then covered by it), the name is queried and the
 * answer to that query awaited, then its row.
 */
async function findUser(name: string): Promise<void> {
  await expect.poll(() => page.locator('.ant-table-row').count()).toBeGreaterThan(0);
  await expect.poll(() => page.locator('.ant-table .ant-spin-spinning').count()).toBe(0);
  await page.getByPlaceholder('请输入用户名').fill(name);
  const answered = page.waitForResponse(
    (r) => r.url().includes('/commondeal/api/user-manage') && (r.request().postData() ?? '').includes(name),
  );
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await answered;
  await expect.poll(() => row(name).count()).toBe(1);
}

const NEW_USER = '13912345678';
const NEW_PASSWORD = 'Test@2026x';
const CHANGED_PASSWORD = 'Next@2026y';

describe('accounts and administration: roles, permissions, users', () => {
  it('the admin adds a role (roleName and roleCnname required)', async () => {
    await login(page, 'admin', 'Admin@2026');
    await page.waitForURL(/\/home\//);
    await page.goto(`${baseUrl()}/home/roleIndex`);
    await page.getByRole('button', { name: '新增角色' }).click();
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => dialog(page).getByText('请输入角色名称').count()).toBeGreaterThan(0);
    await dialog(page).getByPlaceholder('如 ROLE_ORG').fill('ROLE_E2E');
    await dialog(page).getByPlaceholder('请输入角色中文名称').fill('端到端测试角色');
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => toast(page, '新增成功').count()).toBeGreaterThan(0);
    await expect.poll(() => row('ROLE_E2E').count()).toBe(1);
  });

  it('role permissions: nothing checked → 请选择角色的菜单权限; two menus checked → saved', async () => {
    await row('ROLE_E2E').getByText('权限').click();
    await page.waitForURL(/\/home\/roleAuth/);
    await expect.poll(() => page.locator('.ant-tree-treenode').count()).toBeGreaterThan(5);
    expect(await page.locator('.ant-form-item', { hasText: '角色名称' }).locator('input').inputValue()).toBe(
      '端到端测试角色',
    );
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.getByText('请选择角色的菜单权限').count()).toBeGreaterThan(0);
    await treeCheck('交易列表');
    await treeCheck('修改密码');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/home\/roleIndex/);
    await expect.poll(() => toast(page, '保存成功').count()).toBeGreaterThan(0);
  });

  it('新增用户 takes one click on 确定 while leaving a field shows its message, and once every message is corrected', async () => {
    await page.goto(`${baseUrl()}/home/addUser`);
    const ok = page.getByRole('button', { name: /确\s*定/ });
    const explain = page.locator('.ant-form-item-explain-error');
    // The caret in 机构名称, cleared: the press takes the focus and 请输入机构名称 appears under it.
    await page.getByPlaceholder('请输入机构编码').fill('');
    await page.getByPlaceholder('请输入机构名称').fill('');
    await pressWhileLeaving(page, ok);
    // One click submitted: every required field says so, not only the two left.
    for (const message of ['请输入账号', '请输入机构编码', '请输入机构名称', '请输入密码', '请输入确认密码'])
      await expect.poll(() => explain.filter({ hasText: message }).count()).toBe(1);
    // Everything filled, 确认密码 typed last: a field that shows its message is checked again as it is
    // typed (docs/descriptor.md, how every form behaves), so the messages are gone before the press.
    await page.getByPlaceholder('请输入手机号作为账号').fill('13912340001');
    await page.getByPlaceholder('请输入机构编码').fill('H21010200001');
    await page.getByPlaceholder('请输入机构名称').fill('沈阳市示范医院');
    await page.getByPlaceholder('请输入密码', { exact: true }).fill(NEW_PASSWORD);
    await page.getByPlaceholder('请再次输入密码').fill(NEW_PASSWORD);
    await expect.poll(() => explain.count()).toBe(0);
    await pressWhileLeaving(page, ok);
    await page.waitForURL(/\/home\/userIndex/);
    await expect.poll(() => toast(page, '新增成功').count()).toBeGreaterThan(0);
  });

  it('a dialog (新增角色) takes one click on 确定 while leaving a field shows its message, and while it hides one', async () => {
    await page.goto(`${baseUrl()}/home/roleIndex`);
    await page.getByRole('button', { name: '新增角色' }).click();
    const ok = dialog(page).getByRole('button', { name: /确\s*定/ });
    const explain = dialog(page).locator('.ant-form-item-explain-error');
    await dialog(page).getByPlaceholder('请输入角色中文名称').fill('x');
    await dialog(page).getByPlaceholder('请输入角色中文名称').fill('');
    await pressWhileLeaving(page, ok);
    for (const message of ['请输入角色名称', '请输入角色中文名称'])
      await expect.poll(() => explain.filter({ hasText: message }).count()).toBe(1);
    await dialog(page).getByPlaceholder('如 ROLE_ORG').fill('ROLE_ONECLICK');
    await dialog(page).getByPlaceholder('请输入角色中文名称').fill('一次点击角色');
    await pressWhileLeaving(page, ok);
    await expect.poll(() => toast(page, '新增成功').count()).toBeGreaterThan(0);
    await expect.poll(() => row('ROLE_ONECLICK').count()).toBe(1);
  });

  it('the admin adds a user (mobile account, password rule) and gives it only the new role', async () => {
    await page.goto(`${baseUrl()}/home/userIndex`);
    await page.getByRole('button', { name: '新增用户' }).click();
    await page.waitForURL(/\/home\/addUser/);
    await page.getByPlaceholder('请输入手机号作为账号').fill('1391234');
    await page.getByPlaceholder('请输入密码', { exact: true }).fill('short');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.getByText('请输入正确的手机号').count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByText('密码为大于8位的字母、数字、特殊符号的组合').count())
      .toBeGreaterThan(0);
    await page.getByPlaceholder('请输入手机号作为账号').fill(NEW_USER);
    await page.getByPlaceholder('请输入机构编码').fill('H21010200001');
    await page.getByPlaceholder('请输入机构名称').fill('沈阳市示范医院');
    await page.getByPlaceholder('请输入密码', { exact: true }).fill(NEW_PASSWORD);
    await page.getByPlaceholder('请再次输入密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/home\/userIndex/);
    await expect.poll(() => toast(page, '新增成功').count()).toBeGreaterThan(0);
    await findUser(NEW_USER);
    await row(NEW_USER).getByText('角色维护').click();
    await expect.poll(() => dialog(page).getByText('端到端测试角色').count()).toBe(1);
    await dialog(page).getByText('机构用户').click();
    await dialog(page).getByText('端到端测试角色').click();
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => toast(page, '保存成功').count()).toBeGreaterThan(0);
    await logout();
  });

  it('the user sees exactly those menus and cannot open others by URL', async () => {
    await login(page, NEW_USER, NEW_PASSWORD);
    await page.waitForURL(/\/home\//);
    await expect.poll(siderTitles).toEqual(['首页', '交易办理', '交易列表', '系统管理']);
    await page.locator('.ant-layout-sider').getByText('系统管理').click();
    await expect.poll(siderTitles).toEqual(['首页', '交易办理', '交易列表', '系统管理', '修改密码']);
    await page.goto(`${baseUrl()}/home/userIndex`);
    await page.waitForURL(/\/home\/forbidden/);
  });

  it('a password change (确定修改密码?) ends the session: the user logs in again with the new password', async () => {
    // Ending a session the password change already ended is no error: no 401 reaches the page.
    const refused: string[] = [];
    const on401 = (r: Response) => void (r.status() === 401 && refused.push(r.url()));
    page.on('response', on401);
    await page.goto(`${baseUrl()}/home/changePass`);
    await page.getByPlaceholder('请输入原密码').fill(NEW_PASSWORD);
    await page.getByPlaceholder('请输入新密码').fill(CHANGED_PASSWORD);
    await page.getByPlaceholder('请再次输入新密码').fill(CHANGED_PASSWORD);
    await page
      .getByRole('button', { name: /确\s*定|提\s*交|修\s*改/ })
      .first()
      .click();
    await confirmOk(page);
    await expect.poll(() => page.getByText('密码修改成功,请重新登录').count()).toBeGreaterThan(0);
    const done = page.locator('.ant-modal-confirm, .ant-modal-confirm-body-wrapper').last();
    await opened(done);
    await done.getByRole('button').first().click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('yb.token'))).toBeNull();
    page.off('response', on401);
    expect(refused).toEqual([]);
    await login(page, NEW_USER, CHANGED_PASSWORD);
    await page.waitForURL(/\/home\//);
    await logout();
  });

  it('the admin disables the user (the change shows in the list), who can no longer log in', async () => {
    await login(page, 'admin', 'Admin@2026');
    await page.waitForURL(/\/home\//);
    await page.goto(`${baseUrl()}/home/userIndex`);
    await findUser(NEW_USER);
    await row(NEW_USER).getByText('禁用', { exact: true }).click();
    await expect.poll(() => toast(page, '已禁用').count()).toBeGreaterThan(0);
    await expect.poll(() => row(NEW_USER).getByText('启用', { exact: true }).count()).toBe(1);
    await logout();
    await login(page, NEW_USER, CHANGED_PASSWORD);
    await expect.poll(() => toast(page, '该用户已被禁用').count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/login/);
  });
});
