/**
 * Screens at run time, against the running server: a screen file added to its screens folder shows after a
 * page reload (no build, no restart), an edit too; a menu entry without a screen shows 页面不存在 inside the
 * shell; a menu granted by the admin shows for a logged-in user without logging in again.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { baseUrl, launch, login } from './browser';

const HOSPITAL = 'H21010200001';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  rmSync(join(inject('screensDir'), 'e2eReport.screen.json'), { force: true });
});

async function loggedIn(user: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, user, password);
  await page.locator('.ant-layout-sider').waitFor();
  return page;
}

const report = (text: string) => ({
  id: 'e2eReport',
  route: '/home/e2eReport',
  title: '运行时报表',
  layout: 'shell',
  access: { always: true },
  blocks: [{ type: 'text', text }],
});
const writeScreen = (doc: unknown) =>
  writeFileSync(join(inject('screensDir'), 'e2eReport.screen.json'), JSON.stringify(doc));

/** A call to the API with the page's session token. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('yb.token') ?? 'null') as string);
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; message: string; data: T };
  if (json.code !== 0) throw new Error(`${method} ${path}: ${json.message}`);
  return json.data;
}

describe('界面运行时加载', () => {
  it('新增界面文件后刷新页面即可看到，无需构建和重启；修改后刷新即更新', async () => {
    const page = await loggedIn('admin', 'Admin@2026');
    await page.goto(`${baseUrl()}/home/e2eReport`);
    await expect.poll(() => page.getByText('页面不存在').count()).toBe(1);
    writeScreen(report('新报表的内容'));
    await page.reload();
    await page.getByText('新报表的内容').waitFor();
    writeScreen(report('修改后的内容'));
    await page.reload();
    await page.getByText('修改后的内容').waitFor();
    await page.context().close();
  });

  it('管理员授予的菜单无需重新登录即出现在用户的菜单中；尚无界面的菜单项在主框架内显示页面不存在（写明地址，可返回首页）', async () => {
    const user = await loggedIn(HOSPITAL, 'Demo@2026');
    const sider = user.locator('.ant-layout-sider');
    await sider.getByText('服务单', { exact: true }).click();
    await sider.getByText('服务单申请').waitFor();
    expect(await sider.getByText('尚未建界面').count()).toBe(0);

    const admin = await loggedIn('admin', 'Admin@2026');
    const roles = await api<{ records: { roleId: number; roleName: string }[] }>(
      admin,
      'GET',
      '/commondeal/api/platformrole/list?size=100&current=1',
    );
    const roleId = roles.records.find((r) => r.roleName === 'ROLE_ORG')!.roleId;
    const held = await api<{ menus: string[]; version: number }>(
      admin,
      'GET',
      `/commondeal/api/platformrolemenu/query/${roleId}`,
    );
    const tree = await api<{ id: number; label: string; children: { id: number; label: string }[] }[]>(
      admin,
      'GET',
      '/commondeal/api/platformrolemenu/queryall',
    );
    const group = tree.find((g) => g.label === '服务单')!;
    // A new entry whose screen nobody has written yet (every seeded entry has its screen now).
    await api(admin, 'POST', '/commondeal/platformmenu/insert', {
      menupath: '/home/e2eNoScreen',
      menuname: '尚未建界面',
      parentId: group.id,
      gradation: 99,
      icon: '',
      isValid: '1',
    });
    const after = await api<{ id: number; label: string; children: { id: number; label: string }[] }[]>(
      admin,
      'GET',
      '/commondeal/api/platformrolemenu/queryall',
    );
    const leaf = after.find((g) => g.id === group.id)!.children.find((c) => c.label === '尚未建界面')!;
    const ids = [
      ...new Set([
        ...held.menus
          .flatMap((h) => h.split(','))
          .filter(Boolean)
          .map(Number),
        group.id,
        leaf.id,
      ]),
    ];
    await api(admin, 'POST', '/commondeal/api/platformrolemenu/insert', {
      roleId,
      menuId: ids,
      version: held.version,
    });

    // The next move in the console asks the menu tree again.
    await sider.getByText('首页', { exact: true }).click();
    await sider.getByText('尚未建界面').waitFor();
    await sider.getByText('尚未建界面').click();
    // A menu entry without a screen: 页面不存在 inside the shell, naming the route, with a way back.
    await user.getByText('页面不存在').waitFor();
    expect(new URL(user.url()).pathname).toBe('/home/e2eNoScreen');
    expect(await user.getByText('/home/e2eNoScreen').count()).toBe(1);
    expect(await user.locator('.ant-layout-sider').count()).toBe(1);
    await user.getByRole('button', { name: '返回首页' }).click();
    await user.waitForURL(/\/home\/dashboard$/);
    await admin.context().close();
    await user.context().close();
  });
});
