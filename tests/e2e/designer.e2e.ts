/**
 * 设计 mode of 编辑界面 (docs/studio.md, 设计): the seven journeys of a configurator who never types JSON
 * except where the expression builder cannot say it. The 9999 admin builds a new list screen from the
 * contract and adds a 新增 dialog to it; on 用户管理 renames and hides columns, adds a row action with a
 * condition, moves a query field and undoes it, breaks a column and sees the lint refuse the publish, and
 * previews the result as an institution's user. Each journey asserts the descriptor the server then serves,
 * not only the screen. 用户管理 goes back to its file at the end (恢复出厂), the new screen off line.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findings } from './a11yAxe';
import { baseUrl, dialog, launch, login, openFromMenu, pickOption, pointAtServer, toast } from './browser';
import {
  api,
  canvas,
  choice,
  chooseRoute,
  crudOf,
  condition,
  crumb,
  exprOf,
  field,
  fillMap,
  fromMenu,
  headers,
  node,
  openDesigner,
  outline,
  part,
  properties,
  publish,
  selectInCanvas,
  selectInOutline,
  served,
  setText,
  tool,
} from './designerPage';

const RUN = Date.now().toString(36);
const ID = `e2eDesign${RUN}`;
const TITLE = `设计角色${RUN}`;
const ROLE = `E2E_${RUN.toUpperCase()}`;
const USERS = 'userIndex';
/** 新增's own message for an empty 角色名称 (必填提示), where the contract's says 请输入角色名称. */
const OWN_MESSAGE = '角色名称不能为空，请填写';
/** 停用: confirm, then the write route with the row stopped, then the list again. */
const STOP = {
  type: 'confirm',
  message: '确定停用该用户？',
  then: {
    type: 'sequence',
    steps: [
      {
        type: 'request',
        method: 'PUT',
        path: '/commondeal/api/user-manage/valid',
        body: { userId: { var: 'row.userId' }, ifValid: '0', version: { var: 'row.version' } },
        success: '已停用',
      },
      { type: 'refresh', target: 'users' },
    ],
  },
};
const HIDE_FROM_ORG = { '!': { hasRole: [{ var: 'user.roles' }, 'ROLE_ORG'] } };

// On PostgreSQL when the run has one (E2E_DATABASE_URL), else on the side lane's embedded database.
const onPostgres = inject('pgBaseUrl');
if (onPostgres) pointAtServer(onPostgres);

let browser: Browser;
let page: Page;
const errors: string[] = [];
beforeAll(async () => {
  browser = await launch();
  page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await login(page, 'admin', 'Admin@2026');
  await page.waitForURL(/\/home\//);
});
afterAll(async () => {
  if (page) {
    await api(page, 'POST', `/commondeal/screens/studio/${USERS}/restore`, { comment: '设计旅程结束' });
    await api(page, 'POST', `/commondeal/screens/studio/${ID}/archive`, { comment: '设计旅程结束' });
  }
  await browser?.close();
});

// A journey is thirty-odd steps through RJSF forms: 40-50 s on a quiet machine, more when the other lane
// shares the two cores, so a journey has the time of three quiet ones.
describe('设计：不写 JSON 完成日常配置', { timeout: 150_000 }, () => {
  it('旅程 1：新建列表界面，从接口添加三列与一个查询条件，每页 20 条，发布到系统管理后从菜单打开', async () => {
    await openDesigner(page, 'template=list');
    await selectInOutline(page, '界面');
    await expect.poll(() => crumb(page).textContent()).toBe('界面');
    await setText(page, '界面标识', ID);
    await setText(page, '路由', `/home/${ID}`);
    await setText(page, '页面标题', TITLE);
    // The template's own list goes; the contract gives the new one.
    await selectInOutline(page, '角色列表');
    await tool(page, '删除').click();
    await expect.poll(() => canvas(page).locator('.ant-table').count()).toBe(0);
    await tool(page, '从接口添加').click();
    const add = page.getByRole('dialog', { name: '从接口添加' });
    await chooseRoute(page, add, 'GET /commondeal/api/platformrole/list');
    // Every field comes checked: the version goes from the columns, all but 角色名称 from the conditions.
    await add
      .getByRole('group', { name: '列' })
      .getByRole('checkbox', { name: /（version）/ })
      .uncheck();
    const conditions = add.getByRole('group', { name: '查询条件' }).getByRole('checkbox');
    for (const box of await conditions.all())
      if (!/（roleName）/.test((await box.evaluate((e) => e.closest('label')?.textContent)) ?? ''))
        await box.uncheck();
    await add.getByLabel('每页条数').fill('20');
    await page.screenshot({ path: '/tmp/designer-from-contract.png' });
    await add.getByRole('button', { name: /确\s*定/ }).click();
    await expect
      .poll(() => headers(page).allTextContents())
      .toEqual(expect.arrayContaining(['角色编号', '角色名称', '角色中文名称']));
    // A new screen is saved as a draft before it may be placed in the menu.
    await tool(page, '保存草稿').click();
    await toast(page, '草稿已保存').waitFor();
    await publish(page, '设计器新建', { group: '系统管理', roles: ['ROLE_ADMIN'] });
    await toast(page, '已发布为版本 1').waitFor();

    const crud = crudOf(await served(page, ID));
    expect(crud.list).toMatchObject({ method: 'GET', path: '/commondeal/api/platformrole/list' });
    expect(crud.columns.map((c) => c.field)).toEqual(['roleId', 'roleName', 'roleCnname']);
    expect(Object.keys(crud.query?.schema.properties ?? {})).toHaveLength(1);
    expect(crud.pagination).toMatchObject({ pageSize: 20 });

    await page.goto(`${baseUrl()}/home/screenStudio`);
    await openFromMenu(page, '系统管理', TITLE, new RegExp(`/home/${ID}$`));
    await page.getByRole('columnheader', { name: '角色中文名称' }).waitFor();
    await page.getByRole('cell', { name: 'ROLE_ADMIN', exact: true }).waitFor();
    await page.getByText('20 条/页').first().waitFor();
  });

  it('旅程 4：新增对话框，两个必填字段带自定义的中文提示，提交到新增接口并刷新列表', async () => {
    const made = crudOf(await served(page, ID));
    await openDesigner(page, `id=${ID}`);
    await selectInOutline(page, made.title ?? made.id ?? '列表');
    await expect.poll(() => crumb(page).textContent()).toMatch(/^界面 › [^›]+$/);
    await tool(page, '从接口添加').click();
    const add = page.getByRole('dialog', { name: '从接口添加' });
    await chooseRoute(page, add, 'POST /commondeal/api/platformrole/insert');
    await expect(
      await add
        .getByRole('checkbox', { name: /角色名称/ })
        .first()
        .isChecked(),
    ).toBe(true);
    await add.getByRole('button', { name: /确\s*定/ }).click();
    await canvas(page)
      .getByRole('button', { name: /新\s*增/ })
      .waitFor();
    // The configurator's own message for 角色名称 left empty (必填提示), in place of the contract's.
    // The dialog just added is closed in the outline: opened, it shows its fields.
    await outline(page)
      .locator('.ant-tree-treenode', { hasText: /^新增角色$/ })
      .locator('.ant-tree-switcher')
      .click();
    await selectInOutline(page, '角色名称');
    await expect.poll(() => crumb(page).textContent()).toMatch(/^界面 › 对话框 .*› 角色名称$/);
    await expect.poll(() => field(page, '必填').isChecked()).toBe(true);
    await setText(page, '必填提示', OWN_MESSAGE);
    await publish(page, '新增对话框');
    await toast(page, '已发布为版本 2').waitFor();

    const doc = await served(page, ID);
    const crud = crudOf(doc);
    const opens = crud.toolbar?.find((b) => /新\s*增/.test(b.label))?.action as { dialog: string };
    const added = (doc.dialogs as Record<string, Record<string, unknown>>)[opens.dialog] as {
      schema: { required: string[] };
      onSubmit: unknown;
    };
    expect(added.schema.required).toEqual(['roleName', 'roleCnname']);
    const text = JSON.stringify(added);
    expect(text).toContain(OWN_MESSAGE);
    expect(text).not.toContain('请输入角色名称');
    expect(text).toContain('请输入角色中文名称');
    expect(JSON.stringify(added.onSubmit)).toContain('"path":"/commondeal/api/platformrole/insert"');
    expect(JSON.stringify(added.onSubmit)).toContain(`"target":"${crud.id}"`);

    await page.goto(`${baseUrl()}/home/${ID}`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await dialog(page).getByText(OWN_MESSAGE).waitFor();
    await dialog(page).getByText('请输入角色中文名称').waitFor();
    const input = (label: string) =>
      dialog(page)
        .locator('.ant-form-item')
        .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}`) }) })
        .filter({ hasNot: page.locator('.ant-form-item') })
        .locator('input');
    await input('角色名称').fill(ROLE);
    await input('角色中文名称').fill('设计器角色');
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.getByRole('cell', { name: ROLE, exact: true }).waitFor();
  });

  it('旅程 2：用户管理改列名，状态列按代码表显示为彩色标签，对机构用户隐藏一列', async () => {
    await openDesigner(page, `id=${USERS}`);
    await selectInCanvas(page, '/blocks/0/columns/4');
    await expect.poll(() => crumb(page).textContent()).toBe('界面 › 用户列表 › 列 › 手机号');
    await expect.poll(async () => findings(page, '/home/screenStudioEdit')).toEqual([]);
    await page.screenshot({ path: '/tmp/designer-selected.png' });
    await setText(page, '列标题', '联系电话');
    await headers(page).filter({ hasText: '联系电话' }).waitFor();
    await expect.poll(() => crumb(page).textContent()).toBe('界面 › 用户列表 › 列 › 联系电话');

    // The status column's codes (代码映射: 1 启用, 0 禁用) become coloured tags: 标签颜色 offers a row per code.
    await selectInCanvas(page, '/blocks/0/columns/5');
    const tags = properties(page).getByRole('group', { name: '标签颜色', exact: true });
    await pickOption(page, tags.getByLabel('标签颜色：1（启用）'), '绿色');
    await pickOption(page, tags.getByLabel('标签颜色：0（禁用）'), '红色');
    await node(page, '/blocks/0/columns/5').waitFor();
    await expect
      .poll(() => canvas(page).locator('.ant-table-tbody .ant-tag-green').count())
      .toBeGreaterThan(0);

    // Hidden from ROLE_ORG: the builder's 没有角色 on user.roles.
    await selectInCanvas(page, '/blocks/0/columns/2');
    await condition(page, '显示条件', 'user.roles', '没有角色', 'ROLE_ORG');
    await publish(page, '改列名、隐藏机构名称');
    await toast(page, /已发布为版本 \d+/).waitFor();

    const crud = crudOf(await served(page, USERS));
    expect(crud.columns[4]).toMatchObject({ title: '联系电话', field: 'mobile' });
    expect(crud.columns[5]).toMatchObject({
      field: 'ifValid',
      format: { map: { '1': '启用', '0': '禁用' }, tags: { '1': 'green', '0': 'red' } },
    });
    expect(crud.columns[2]).toMatchObject({ title: '机构名称', visible: HIDE_FROM_ORG });
    await page.goto(`${baseUrl()}/home/${USERS}`);
    await page.getByRole('columnheader', { name: '联系电话' }).waitFor();
    await page.getByRole('columnheader', { name: '机构名称' }).waitFor();
    await page.locator('.ant-table-tbody .ant-tag-green', { hasText: '启用' }).first().waitFor();
  });

  it('旅程 3：行操作停用，仅状态为启用时显示，带确认提示，调用写接口，并看到真值表', async () => {
    await openDesigner(page, `id=${USERS}`);
    await selectInOutline(page, '用户列表');
    await fromMenu(page, '添加', '行操作');
    await expect.poll(() => crumb(page).textContent()).toMatch(/^界面 › 用户列表 › 行操作 › /);
    await setText(page, '按钮文字', '停用');
    await condition(page, '显示条件', 'row.ifValid', '等于', '启用');
    const table = exprOf(page, '显示条件').getByLabel('真值表');
    await table.getByText('显示').first().waitFor();
    await table.getByText('隐藏').first().waitFor();
    await exprOf(page, '显示条件').screenshot({ path: '/tmp/designer-expression.png' });
    // The action by choices, no JSON: 确认, then 依次执行 of 调用接口 and 刷新区块.
    await choice(page, '点击动作', '确认');
    await setText(page, '确认提示', STOP.message);
    await choice(page, '确认后动作', '依次执行');
    const steps = part(properties(page), '步骤');
    await steps.getByRole('button', { name: '添加步骤', exact: true }).click();
    await steps.getByRole('button', { name: '添加步骤', exact: true }).click();
    await choice(page, '步骤1', '调用接口');
    const [request, refresh] = STOP.then.steps as unknown as [
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    const first = part(properties(page), '步骤1');
    await pickOption(page, first.getByLabel(/^请求方法/), /^PUT$/);
    await first.getByLabel(/^接口路径/).fill(String(request.path));
    await fillMap(page, part(first, '请求体字段'), '请求体字段', request.body as Record<string, unknown>);
    await first.getByLabel(/^成功提示/).fill(String(request.success));
    await choice(page, '步骤2', '刷新区块');
    const second = part(properties(page), '步骤2');
    await second.getByLabel(/^目标区块/).fill(String(refresh.target));
    await second.getByLabel(/^目标区块/).blur();
    await publish(page, '行操作停用');
    await toast(page, /已发布为版本 \d+/).waitFor();

    const crud = crudOf(await served(page, USERS));
    const stop = crud.rowActions?.find((a) => a.label === '停用');
    expect(stop?.visible).toEqual({ '==': [{ var: 'row.ifValid' }, '1'] });
    expect(stop?.action).toEqual(STOP);
  });

  it('旅程 5：查询条件上移到第一，撤销，再重做', async () => {
    await openDesigner(page, `id=${USERS}`);
    const fields = canvas(page).locator('[data-yb-node^="/blocks/0/query/schema/properties/"]');
    const first = () => fields.first().getAttribute('data-yb-node');
    await selectInCanvas(page, '/blocks/0/query/schema/properties/orgCode');
    await tool(page, '上移').click();
    await expect.poll(first).toBe('/blocks/0/query/schema/properties/orgCode');
    // The keys of the outline: Ctrl+Z undoes, Ctrl+Shift+Z redoes.
    await outline(page).focus();
    await page.keyboard.press('Control+z');
    await expect.poll(first).toBe('/blocks/0/query/schema/properties/user');
    await expect.poll(() => tool(page, '重做').isEnabled()).toBe(true);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(first).toBe('/blocks/0/query/schema/properties/orgCode');
    await publish(page, '机构编码排在前面');
    await toast(page, /已发布为版本 \d+/).waitFor();

    const crud = crudOf(await served(page, USERS));
    expect(crud.query?.uiSchema?.['ui:order']).toEqual(['orgCode', 'user']);
  });

  it('旅程 6：列绑定接口不返回的字段，画布标出问题，修正前不能发布', async () => {
    await openDesigner(page, `id=${USERS}`);
    await selectInCanvas(page, '/blocks/0/columns/3');
    await setText(page, '字段', 'contactX');
    const message = '字段 "contactX" 不在接口 POST /commondeal/api/user-manage 应答的行中';
    const mark = canvas(page).locator('.yb-design-problem').or(page.locator('.yb-design-problem')).first();
    await expect.poll(() => mark.getAttribute('title')).toContain(message);
    await expect.poll(() => outline(page).locator(`[title*='${message}']`).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: '发布' }).first().isDisabled()).toBe(true);

    // The server refuses the same text, whatever the console shows.
    const before = await served(page, USERS);
    const broken = structuredClone(before);
    crudOf(broken).columns[3]!.field = 'contactX';
    const { data } = (await api(page, 'GET', `/commondeal/screens/studio/${USERS}`)).json as {
      data: { version: number | null };
    };
    const refused = await api(page, 'POST', `/commondeal/screens/studio/${USERS}/publish`, {
      body: `${JSON.stringify(broken, null, 2)}\n`,
      baseVersion: data.version ?? 0,
      comment: '不应发布',
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('发布被拒绝：界面描述有 1 处问题，请按路径逐一修正');
    expect(refused.json.data).toEqual({ problems: [{ path: 'blocks[0].columns[3].field', message }] });
    expect(await served(page, USERS)).toEqual(before);

    await setText(page, '字段', 'contact');
    await expect.poll(() => page.locator('.yb-design-problem').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: '发布' }).first().isDisabled()).toBe(false);
  });

  it('旅程 7：以机构用户 H21010200001 预览，看到该机构用户所见的修改', async () => {
    await openDesigner(page, `id=${ID}`);
    // The role list opens to 机构用户 too, and its 角色编号 is hidden from them.
    await selectInOutline(page, '界面');
    await field(page, '角色').click();
    await page.keyboard.type('ROLE_ORG');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await selectInCanvas(page, '/blocks/0/columns/0');
    await expect.poll(() => crumb(page).textContent()).toBe('界面 › 角色列表 › 列 › 角色编号');
    await condition(page, '显示条件', 'user.roles', '没有角色', 'ROLE_ORG');

    const identity = page.getByRole('combobox', { name: '预览身份', exact: true });
    await pickOption(page, identity, '预览身份：机构用户');
    await page.getByRole('combobox', { name: '预览机构', exact: true }).click();
    await page.keyboard.type('H21010200001');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'H21010200001' })
      .first()
      .click();
    await page.getByText(/^以「机构用户 · H21010200001/).waitFor();
    await headers(page).filter({ hasText: '角色名称' }).waitFor();
    await expect.poll(() => headers(page).filter({ hasText: '角色编号' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/designer-preview-as.png' });
    await pickOption(page, identity, '预览身份：当前账号');
    await headers(page).filter({ hasText: '角色编号' }).waitFor();
    await publish(page, '机构用户可见，隐藏角色编号');
    await toast(page, '已发布为版本 3').waitFor();

    const doc = await served(page, ID);
    expect((doc.access as { roles: string[] }).roles).toEqual(['ROLE_ADMIN', 'ROLE_ORG']);
    expect(crudOf(doc).columns[0]).toMatchObject({ field: 'roleId', visible: HIDE_FROM_ORG });
    expect(errors).toEqual([]);
  });
});
