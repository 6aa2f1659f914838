import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, opened, openFromMenu, pickOption, rollbackFromHistory } from './browser';
import { api } from './designerPage';

/**
 * 编辑交易 (docs/studio.md, 交易目录 tab and the deal editor) as a configurator drives it: 界面工作台's
 * 交易目录 tab, the editor's 表单 (the node picker 节点, the field list 字段, the selected field's
 * 字段属性), and the studio's 发布, 历史 and 回滚. Every editor interaction of the journeys is here.
 */

/** The node picker: one option per node, named `输入 data` / `输出 setlinfo`. */
export const nodes = (p: Page) => p.getByRole('listbox', { name: '节点', exact: true });
/** The selected node's fields: one option per field, named `<字段名> <字段说明>`. */
export const fields = (p: Page) => p.getByRole('listbox', { name: '字段', exact: true });
/** The selected field's properties (字段名, 字段说明 … 录入控件). */
export const fieldProperties = (p: Page) => p.getByRole('region', { name: '字段属性', exact: true });
export const button = (p: Page, name: string) => p.getByRole('button', { name, exact: true });

/** 界面工作台 from the side menu, then its 交易目录 tab, filtered to `dealName`; 编辑 opens the editor. */
export async function openFromCatalogue(p: Page, dealName: string): Promise<void> {
  await p.goto(`${baseUrl()}/home/handle`);
  await openFromMenu(p, '系统管理', '界面工作台', /\/home\/screenStudio$/);
  await p.getByRole('tab', { name: '交易目录' }).click();
  const tab = p.getByRole('tabpanel', { name: '交易目录' });
  await tab.getByPlaceholder('交易编号或名称').fill(dealName);
  await tab.getByRole('button', { name: /查\s*询/ }).click();
  const row = tab.getByRole('row').filter({ has: p.getByRole('cell', { name: dealName, exact: true }) });
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  await p.waitForURL(new RegExp(`/home/dealStudioEdit\\?id=${dealName}$`));
  await editorReady(p);
}

/** 编辑交易 of `dealName` opened by its address. */
export async function openDealEditor(p: Page, dealName: string): Promise<void> {
  await p.goto(`${baseUrl()}/home/dealStudioEdit?id=${dealName}`);
  await editorReady(p);
}

/** The editor in 表单 with the deal's first input node selected. */
async function editorReady(p: Page): Promise<void> {
  const modes = p.getByRole('radiogroup', { name: '编辑方式' }).or(p.locator('.ant-segmented'));
  await modes.first().waitFor({ timeout: 30_000 });
  await modes.first().getByText('表单', { exact: true }).click();
  await nodes(p).waitFor({ timeout: 30_000 });
}

/** Selects the node named `输入 data` / `输出 setlinfo` in the node picker. */
export async function selectNode(p: Page, name: string): Promise<void> {
  const option = nodes(p).getByRole('option', { name: new RegExp(`^${name}(\\s|$)`) });
  await option.click();
  await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
}

/** The field list's option of the field whose 字段名 is `name`. */
export const fieldOption = (p: Page, name: string): Locator =>
  fields(p).getByRole('option', { name: new RegExp(`^${name}(\\s|$)`) });

/** Selects the field `name` of the selected node; its properties show in 字段属性. */
export async function selectField(p: Page, name: string): Promise<void> {
  await fieldOption(p, name).click();
  await expect.poll(() => fieldOption(p, name).getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => property(p, '字段名').inputValue()).toBe(name);
}

/** The input of the selected field's property `label` (字段名, 长度, 格式（正则表达式）…). */
export const property = (p: Page, label: string): Locator =>
  fieldProperties(p)
    .getByLabel(new RegExp(`^${label.replace(/[()（）]/g, (c) => `\\${c}`)}(\\s|$)`))
    .first();

/**
 * Sets the selected field's property `label`: a text is typed over what is there, a switch (是否必填) set
 * on or off, a select's option (代码表, 录入方式, 录入控件) picked by its text.
 */
export async function setProperty(p: Page, label: string, value: string | boolean): Promise<void> {
  const input = property(p, label);
  if (typeof value === 'boolean') {
    if ((await input.isChecked()) !== value) await input.click();
    await expect.poll(() => input.isChecked()).toBe(value);
    return;
  }
  if ((await input.getAttribute('role')) === 'combobox' && (await input.getAttribute('readonly')) !== null) {
    await pickOption(p, input, value);
    return;
  }
  if ((await input.getAttribute('role')) === 'combobox') {
    await input.click();
    await p.keyboard.type(value);
    await p
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: value })
      .first()
      .click();
    return;
  }
  await input.fill(value);
  await input.blur();
}

/** 添加字段 on the selected node, then the new field's properties in the order given. */
export async function addField(p: Page, props: [label: string, value: string | boolean][]): Promise<void> {
  const before = await fields(p).getByRole('option').count();
  await button(p, '添加字段').click();
  await expect.poll(() => fields(p).getByRole('option').count()).toBe(before + 1);
  for (const [label, value] of props) await setProperty(p, label, value);
  const named = Object.fromEntries(props);
  await fieldOption(p, `${String(named['字段名'])} ${String(named['字段说明'] ?? '')}`.trim()).waitFor();
}

/** Whether the selected node's field list has the field `name`. */
export async function hasField(p: Page, name: string): Promise<boolean> {
  return (await fieldOption(p, name).count()) > 0;
}

/**
 * Whether `删除字段` refuses the selected field, and why: the text shown on pointing at it (its tooltip,
 * or its accessible description).
 */
export async function removeFieldRefusal(p: Page): Promise<{ disabled: boolean; reason: string }> {
  const remove = button(p, '删除字段');
  const disabled = await remove.isDisabled();
  const described = await remove.evaluate((b) => {
    const ids = (b.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return (
      ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') ||
      (b.getAttribute('title') ?? '')
    );
  });
  if (described) return { disabled, reason: described.trim() };
  await remove.locator('..').hover();
  const tip = p.locator('.ant-tooltip:visible').last();
  await tip.waitFor();
  return { disabled, reason: ((await tip.textContent()) ?? '').trim() };
}

/** 发布 with a comment in the 发布交易 dialog. */
export async function publishDeal(p: Page, comment: string): Promise<void> {
  await p.getByRole('button', { name: '发布' }).first().click();
  const dialog = p.getByRole('dialog', { name: '发布交易' });
  await opened(dialog);
  await dialog.getByLabel('发布说明').fill(comment);
  await dialog
    .getByRole('button', { name: '发 布' })
    .or(dialog.getByRole('button', { name: '发布' }))
    .click();
}

/**
 * 历史 › 回滚 of `version` (browser.ts rollbackFromHistory: the row's 回滚, then its confirmation's).
 */
export async function rollbackTo(p: Page, dealName: string, version: number): Promise<void> {
  await p.getByRole('button', { name: '历史' }).click();
  const history = p.getByRole('dialog', { name: `历史版本：${dealName}` });
  const row = history
    .getByRole('row')
    .filter({ has: p.getByRole('cell', { name: String(version), exact: true }) });
  await rollbackFromHistory(p, history, row);
}

/** A deal's metadata as the studio holds it (GET /commondeal/deals/studio/{id}). */
export interface StudioDeal {
  version: number | null;
  published: string | null;
  file: string | null;
  draft: { body: string; baseVersion: number } | null;
}
export async function studioDeal(p: Page, dealName: string): Promise<StudioDeal> {
  const { status, json } = await api(p, 'GET', `/commondeal/deals/studio/${dealName}`);
  if (status !== 200) throw new Error(`GET /commondeal/deals/studio/${dealName}: ${status} ${json.message}`);
  return json.data as StudioDeal;
}

/** A deal's field as /commondeal/meta serves it. */
export interface ServedField {
  name: string;
  comment: string;
  require?: boolean;
  length: number;
  codeList?: string;
  options?: { name: string; value: string }[];
  pattern?: string;
  patternMessage?: string;
}
export interface ServedDeal {
  dealName: string;
  reqProperties: { nodeName: string; properties: ServedField[] }[];
}

/** What every instance serves now for the deal (POST /commondeal/meta). */
export async function servedDeal(p: Page, dealName: string): Promise<ServedDeal> {
  const { status, json } = await api(p, 'POST', '/commondeal/meta', { dealName });
  if (status !== 200 || json.code !== 0) throw new Error(`/commondeal/meta ${dealName}: ${json.message}`);
  return json.data as ServedDeal;
}

/** The served field `name` of the input node `nodeName`. */
export const servedField = (deal: ServedDeal, nodeName: string, name: string) =>
  deal.reqProperties.find((n) => n.nodeName === nodeName)?.properties.find((f) => f.name === name);
