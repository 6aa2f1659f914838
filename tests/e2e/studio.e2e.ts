/**
 * 界面工作台 in the built console: the 9999 admin opens 系统管理 → 界面工作台, creates a screen from the
 * template, sees the lint's problem and fixes it, saves a draft, publishes it (served at its route after a
 * reload), finds it in the list and the 发布记录, rolls back from 历史; a save from a second tab based on the
 * version before is refused with 该界面已被他人修改, and the studio takes the screen off line again.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  confirmOk,
  launch,
  login,
  openFromMenu,
  pasteIntoEditor,
  pickOption,
  rollbackFromHistory,
  toast,
} from './browser';

const ID = `e2eStudio${Date.now().toString(36)}`;
let browser: Browser;
let page: Page;
const errors: string[] = [];
beforeAll(async () => {
  browser = await launch();
  page = await (await browser.newContext({ viewport: { width: 1500, height: 1000 } })).newPage();
  page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await browser?.close();
});

/** 界面工作台's list of screens, searched by 关键字. */
async function searchStudio(p: Page, keyword: string) {
  await p.getByPlaceholder('编号、路由或标题').fill(keyword);
  await p
    .getByRole('button', { name: '查 询' })
    .or(p.getByRole('button', { name: '查询' }))
    .click();
}

/** 界面工作台's list, searched for the journey's screen. */
async function findInStudio(p: Page) {
  await p.goto(`${baseUrl()}/home/screenStudio`);
  await searchStudio(p, ID);
}

/** The live preview beside the editor, which renders the editor's text. */
const preview = (p: Page) => p.locator('.yb-screen-preview');

const problems = (p: Page) => p.getByRole('region', { name: '检查结果' });
const screenDoc = (title: string, path = '/commondeal/deal-log/query') => ({
  $schema: '../engine/descriptor/descriptor.schema.json',
  id: ID,
  route: `/home/${ID}`,
  title,
  layout: 'shell',
  breadcrumb: ['系统管理', title],
  access: { roles: ['ROLE_ADMIN', 'ROLE_ORG'] },
  blocks: [
    { type: 'alert', level: 'info', message: '本机构：{{user.orgCode}}' },
    {
      type: 'crud',
      id: 'log',
      title,
      list: {
        method: 'POST',
        path,
        body: {
          beginTime: '2020-01-01',
          endTime: '2030-12-31',
          page: { obj: ['size', { var: 'page.size' }, 'current', { var: 'page.current' }] },
        },
        rows: 'records',
        total: 'total',
      },
      pagination: { pageSize: 10 },
      rowKey: 'id',
      columns: [
        { title: '交易时间', field: 'infTime' },
        { title: '交易编号', field: 'infno' },
      ],
    },
  ],
});
const text = (doc: object) => `${JSON.stringify(doc, null, 2)}\n`;

/** 发布 with a comment; `roles` places the screen under 系统管理 for those roles. */
async function publish(p: Page, comment: string, roles: string[] = []) {
  await p.getByRole('button', { name: '发布' }).first().click();
  const dialog = p.getByRole('dialog', { name: '发布界面' });
  await dialog.getByLabel('发布说明').fill(comment);
  if (roles.length) {
    await pickOption(p, dialog.getByLabel('上级菜单'), '系统管理');
    for (const role of roles) await dialog.getByRole('checkbox', { name: new RegExp(role) }).check();
    await p.screenshot({ path: '/tmp/studio-publish.png' });
  }
  await dialog
    .getByRole('button', { name: '发 布' })
    .or(dialog.getByRole('button', { name: '发布' }))
    .click();
}

describe('界面工作台', () => {
  it('管理员从菜单打开界面工作台：出厂界面在列表中', async () => {
    await login(page, 'admin', 'Admin@2026');
    await openFromMenu(page, '系统管理', '界面工作台', /\/home\/screenStudio$/);
    // Searched, not read off the first page: which screens page 1 holds changes as screens are added.
    await searchStudio(page, 'forbidden');
    await page.getByRole('cell', { name: 'forbidden', exact: true }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('row', { name: /forbidden/ })
          .getByText('出厂')
          .count(),
      )
      .toBe(1);
  });

  it('新建界面：检查列出错误的接口，修正后保存草稿', async () => {
    await page.getByRole('button', { name: '新建列表界面' }).click();
    await page.waitForURL(/\/home\/screenStudioEdit\?template=list$/);
    await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
    await pasteIntoEditor(page, text(screenDoc('工作台测试', '/commondeal/deal-log/nothing')));
    await problems(page).getByText('服务端没有接口 POST /commondeal/deal-log/nothing').waitFor();
    await expect.poll(() => page.getByRole('button', { name: '发布' }).first().isDisabled()).toBe(true);
    await pasteIntoEditor(page, text(screenDoc('工作台测试')));
    await problems(page).getByText('检查通过：没有发现问题').waitFor();
    await page.getByRole('button', { name: '保存草稿' }).click();
    await toast(page, '草稿已保存').waitFor();
    await page.screenshot({ path: '/tmp/studio-edit.png' });
  });

  it('预览身份：以机构用户（H21010200001）预览，无权的角色显示原因，再回到当前账号', async () => {
    await preview(page).getByText('本机构：9999').waitFor();
    await pickOption(
      page,
      page.getByRole('combobox', { name: '预览身份', exact: true }),
      '预览身份：机构用户',
    );
    await page.getByRole('combobox', { name: '预览机构', exact: true }).click();
    await page.keyboard.type('H21010200001');
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.filter({ hasText: 'H21010200001' }).first().click();
    await preview(page).getByText('本机构：H21010200001').waitFor();
    await page.getByText(/^以「机构用户 · H21010200001/).waitFor();
    await page.screenshot({ path: '/tmp/studio-preview-as.png' });
    await pickOption(
      page,
      page.getByRole('combobox', { name: '预览身份', exact: true }),
      '预览身份：免支付冲正',
    );
    await preview(page)
      .locator('..')
      .getByText('该身份无权打开此界面：需要角色 ROLE_ADMIN、ROLE_ORG')
      .or(page.getByText('该身份无权打开此界面：需要角色 ROLE_ADMIN、ROLE_ORG'))
      .first()
      .waitFor();
    await pickOption(
      page,
      page.getByRole('combobox', { name: '预览身份', exact: true }),
      '预览身份：当前账号',
    );
    await preview(page).getByText('本机构：9999').waitFor();
  });

  it('发布并放入系统管理（管理员、机构用户可见）：机构用户刷新后在菜单中打开并使用', async () => {
    await publish(page, '首次发布', ['ROLE_ADMIN', 'ROLE_ORG']);
    await toast(page, '已发布为版本 1').waitFor();
    const hospital = await (await browser.newContext({ viewport: { width: 1500, height: 1000 } })).newPage();
    await login(hospital, 'H21010200001', 'Demo@2026');
    await openFromMenu(hospital, '系统管理', '工作台测试', new RegExp(`/home/${ID}$`));
    await hospital.locator('.ant-table-wrapper').first().waitFor();
    await hospital.getByText('工作台测试').first().waitFor();
    await hospital.screenshot({ path: '/tmp/studio-hospital.png' });
    await hospital.context().close();
  });

  it('列表与发布记录中可见', async () => {
    await findInStudio(page);
    await page
      .getByRole('row', { name: new RegExp(ID) })
      .getByText('已发布')
      .waitFor();
    await page.getByRole('tab', { name: '发布记录' }).click();
    await page.getByRole('row', { name: /首次发布/ }).waitFor();
    await page.screenshot({ path: '/tmp/studio-list.png' });
  });

  it('另一个标签页基于旧版本保存：提示该界面已被他人修改，编辑保留', async () => {
    const other = await page.context().newPage();
    await other.goto(`${baseUrl()}/home/screenStudioEdit?id=${ID}`);
    await other.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
    await preview(other).getByText('工作台测试').first().waitFor();
    // Meanwhile the first tab publishes version 2.
    await page.goto(`${baseUrl()}/home/screenStudioEdit?id=${ID}`);
    await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
    await preview(page).getByText('工作台测试').first().waitFor();
    await pasteIntoEditor(page, text(screenDoc('工作台测试第二版')));
    await problems(page).getByText('检查通过：没有发现问题').waitFor();
    await publish(page, '第二版');
    await toast(page, '已发布为版本 2').waitFor();
    // The second tab, still on version 1, saves its own edit.
    await pasteIntoEditor(other, text(screenDoc('另一位配置人员的修改')));
    await other.getByRole('button', { name: '保存草稿' }).click();
    await other.getByText('该界面已被他人修改', { exact: true }).waitFor();
    await preview(other).getByText('另一位配置人员的修改').first().waitFor();
    await other.screenshot({ path: '/tmp/studio-conflict.png' });
    await other.getByRole('button', { name: '以最新版本为基础继续' }).click();
    await other.getByRole('button', { name: '保存草稿' }).click();
    await toast(other, '草稿已保存').waitFor();
    await other.close();
  });

  it('历史中回滚到版本 1：发布为版本 3，页面恢复旧标题', async () => {
    await page.getByRole('button', { name: '历史' }).click();
    const history = page.getByRole('dialog', { name: new RegExp(`历史版本：${ID}`) });
    await rollbackFromHistory(page, history, history.getByRole('row', { name: /首次发布/ }));
    await expect.poll(() => toast(page, '已回滚：版本 1 发布为版本 3').count()).toBeGreaterThan(0);
    await page.goto(`${baseUrl()}/home/${ID}`);
    await page.getByText('工作台测试', { exact: true }).first().waitFor();
  });

  it('下线后该路由显示页面不存在', async () => {
    await findInStudio(page);
    await page
      .getByRole('row', { name: new RegExp(ID) })
      .getByRole('button', { name: '下线' })
      .click();
    await confirmOk(page);
    await toast(page, '已下线').waitFor();
    await page.goto(`${baseUrl()}/home/${ID}`);
    await page.getByText('页面不存在').first().waitFor();
    expect(errors).toEqual([]);
  });
});
