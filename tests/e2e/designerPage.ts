import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, opened, pickOption } from './browser';

/**
 * The designer (设计 mode of 编辑界面, docs/studio.md) as a configurator drives it: the canvas, the
 * outline, the property form, the toolbar, and the server's answers read with the page's own session.
 */

/** The live preview: in 设计 mode, the canvas. */
export const canvas = (p: Page) => p.locator('.yb-screen-preview');
/** A rendered node of the canvas by its JSON Pointer (the first one: a row action is on every row). */
export const node = (p: Page, pointer: string) => canvas(p).locator(`[data-yb-node="${pointer}"]`).first();
export const outline = (p: Page) => p.locator('[aria-label="大纲"]');
export const crumb = (p: Page) => p.locator('[aria-label="选中路径"]');
export const properties = (p: Page) => p.locator('section[aria-label="属性"]');
export const tool = (p: Page, name: string) => p.getByRole('button', { name, exact: true });
export const problems = (p: Page) => p.getByRole('region', { name: '检查结果' });

/** Opens 编辑界面 (`?id=` or `?template=`), waits for the editor, then switches to 设计. */
export async function openDesigner(p: Page, query: string): Promise<void> {
  await p.goto(`${baseUrl()}/home/screenStudioEdit?${query}`);
  await p.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
  await mode(p, '设计');
  await outline(p).waitFor({ timeout: 30_000 });
}

/** The mode switch above the editor: 设计 or 源码. */
export async function mode(p: Page, name: '设计' | '源码'): Promise<void> {
  await p.locator('.ant-segmented').getByText(name, { exact: true }).click();
}

/** Selects a node by clicking it in the canvas, and waits for the selection's box on it. */
export async function selectInCanvas(p: Page, pointer: string): Promise<void> {
  await node(p, pointer).click();
  await expect
    .poll(() => node(p, pointer).evaluate((e) => e.closest('.yb-screen-preview') !== null))
    .toBe(true);
  await p.locator('.yb-design-selected').first().waitFor();
}

/** Selects a node by its title in the outline (the last such title: the innermost, most recently added). */
export async function selectInOutline(p: Page, title: string): Promise<void> {
  await outline(p)
    .locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) })
    .last()
    .click();
}

/** The property form's field labelled `label` (the key's Chinese title from the descriptor schema). */
export const field = (p: Page, label: string): Locator =>
  properties(p)
    .getByLabel(new RegExp(`^${label}(\\s|$)`))
    .first();

/** Types a new value into a text property, as a configurator replacing what is there. */
export async function setText(p: Page, label: string, value: string): Promise<void> {
  const input = field(p, label);
  await input.fill(value);
  await input.blur();
}

/** The expression builder of the property `label` (a key whose schema is `Expr`: 显示条件, 可用条件…). */
export const exprOf = (p: Page, label: string): Locator =>
  properties(p).getByRole('group', { name: label, exact: true });

/** Writes the expression of the property `label` in the builder's text mode (what the builder cannot say). */
export async function exprText(p: Page, label: string, expr: unknown): Promise<void> {
  const builder = exprOf(p, label);
  await builder.getByRole('switch', { name: '文本' }).click();
  await builder.getByLabel(`${label}（JSON）`).fill(JSON.stringify(expr));
}

/**
 * Builds `variable op value` in the expression builder of the property `label`: the variable searched by
 * its name and taken with Enter, the operator and the value picked from their lists.
 */
export async function condition(p: Page, label: string, variable: string, op: string, value: string) {
  const builder = exprOf(p, label);
  if ((await builder.getByLabel('变量').count()) === 0)
    await builder.getByRole('button', { name: '添加条件' }).click();
  const row = builder.locator('.yb-expr-condition').last();
  await row.getByLabel('变量').click();
  await p.keyboard.type(variable);
  await p
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: variable })
    .first()
    .waitFor();
  await p.keyboard.press('Enter');
  await expect.poll(() => row.textContent()).toContain(variable);
  if (!(await row.textContent())?.includes(op))
    await pickOption(p, row.getByLabel('运算符'), new RegExp(`^${op}$`));
  // A variable without a code list (the roles) takes its value typed; one with a list, picked from it.
  const typed = row.getByPlaceholder('输入取值', { exact: true });
  if ((await typed.count()) > 0) await typed.fill(value);
  else await pickOption(p, row.getByLabel('值'), value);
}

/** Chooses a route in 从接口添加's 接口 select by typing its path (the list is long: it draws the rows in view). */
export async function chooseRoute(p: Page, dialog: Locator, path: string): Promise<void> {
  await dialog.getByLabel('接口').click();
  await p.keyboard.type(path);
  const open = p.locator('.ant-select-dropdown:visible');
  await open.locator('.ant-select-item-option', { hasText: path }).first().click();
}

/** Picks `item` in the menu a toolbar button opens (添加区块, 添加). */
export async function fromMenu(p: Page, button: string, item: string | RegExp): Promise<void> {
  await tool(p, button).click();
  const menu = p.locator('.ant-dropdown:visible').last();
  await menu.waitFor();
  await opened(menu);
  await menu.getByRole('menuitem', { name: item }).first().click();
}

/** 发布 with a comment; with `group`, the screen goes under that menu group for `roles`. */
export async function publish(p: Page, comment: string, menu?: { group: string; roles: string[] }) {
  await p.getByRole('button', { name: '发布' }).first().click();
  const dialog = p.getByRole('dialog', { name: '发布界面' });
  await dialog.getByLabel('发布说明').fill(comment);
  if (menu) {
    await pickOption(p, dialog.getByLabel('上级菜单'), menu.group);
    for (const role of menu.roles) await dialog.getByRole('checkbox', { name: new RegExp(role) }).check();
  }
  await dialog
    .getByRole('button', { name: '发 布' })
    .or(dialog.getByRole('button', { name: '发布' }))
    .click();
}

/** A call of the console's API with the page's session: its JSON answer and HTTP status. */
export async function api(
  p: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: { code: number; message: string; data: unknown } }> {
  return p.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(localStorage.getItem('yb.token') ?? 'null') as string | null;
      const res = await fetch(path, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as never };
    },
    { method, path, body },
  );
}

/** What every instance serves now for the screen: the published descriptor (GET /commondeal/screens/{id}). */
export async function served(p: Page, id: string): Promise<Record<string, unknown>> {
  const { status, json } = await api(p, 'GET', `/commondeal/screens/${id}`);
  if (status !== 200) throw new Error(`GET /commondeal/screens/${id}: ${status} ${json.message}`);
  return json.data as Record<string, unknown>;
}

/** The crud block of a served descriptor, as far as the journeys read it. */
export type Crud = {
  id?: string;
  title?: string;
  list: { method: string; path: string };
  columns: { title: string; field: string; visible?: unknown }[];
  rowActions?: { label: string; visible?: unknown; action: Record<string, unknown> }[];
  toolbar?: { label: string; action: Record<string, unknown> }[];
  query?: { schema: { properties: Record<string, unknown> }; uiSchema?: Record<string, unknown> };
  pagination?: { pageSize: number };
};
/** The screen's first crud block. */
export const crudOf = (doc: Record<string, unknown>) =>
  (doc.blocks as { type: string }[]).find((b) => b.type === 'crud') as unknown as Crud;
/** The column headers of the canvas's table. */
export const headers = (p: Page) => canvas(p).locator('.ant-table-thead th');

/** Chooses the type of the choice `label` (点击动作, 确认后动作, 步骤1…) by its Chinese title: the select `<label>类型`. */
export async function choice(p: Page, label: string, title: string): Promise<void> {
  await pickOption(p, field(p, `${label}类型`), new RegExp(`^${title}$`));
}

/** A part of the property form named `name`: a list item (步骤1), a map (请求体字段), a map's row. */
export const part = (scope: Locator, name: string): Locator =>
  scope.getByRole('group', { name, exact: true });

/**
 * Fills the map of expressions `map` (请求体字段) row by row with 添加字段: a text is its 固定值 (kept a
 * string), `{ var }` a 变量 picked from those the place can read.
 */
export async function fillMap(p: Page, map: Locator, label: string, entries: Record<string, unknown>) {
  let i = 0;
  for (const [name, value] of Object.entries(entries)) {
    i += 1;
    await map.getByRole('button', { name: '添加字段', exact: true }).click();
    const row = part(map, `${label}第${i}项`);
    await row.getByLabel('字段名', { exact: true }).fill(name);
    const variable = (value as { var?: string }).var;
    if (variable === undefined) {
      await row.getByLabel('值', { exact: true }).fill(String(value));
      continue;
    }
    await pickOption(p, row.getByLabel('取值方式', { exact: true }), /^变量$/);
    await pickOption(p, row.getByLabel('变量', { exact: true }), `（${variable}）`);
    await expect.poll(() => row.textContent()).toContain(variable);
  }
}
