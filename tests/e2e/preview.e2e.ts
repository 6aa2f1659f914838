/**
 * 界面预览 in the built console: the 9999 admin opens 系统管理 → 界面预览, where Monaco (a local chunk, workers from the
 * console's own origin under its CSP) edits the descriptor; an edited title shows in the live preview, a
 * broken reference is listed with its path by the project's lint run in the browser against the server's
 * OpenAPI document, and the editor completes keys from the descriptor schema.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, openFromMenu, pasteIntoEditor } from './browser';

const preview = JSON.parse(readFileSync('screens/screenPreview.screen.json', 'utf8')) as {
  blocks: { type: string; template?: { title: string; blocks: Record<string, unknown>[] } }[];
};
const template = preview.blocks.find((b) => b.type === 'descriptorEditor')!.template!;

let browser: Browser;
let page: Page;
const errors: string[] = [];
beforeAll(async () => {
  browser = await launch();
  page = await (await browser.newContext({ viewport: { width: 1500, height: 1000 } })).newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await browser?.close();
});

/** Replaces the whole text of the editor (select all, paste). */
const replaceText = (doc: unknown) => pasteIntoEditor(page, doc);

const problems = () => page.getByRole('region', { name: '检查结果' });
const previewPane = () => page.locator('.yb-screen-preview');

describe('界面预览', () => {
  it('管理员打开界面预览：编辑器加载，模板检查通过并在右侧渲染', async () => {
    await login(page, 'admin', 'Admin@2026');
    await openFromMenu(page, '系统管理', '界面预览', /\/home\/screenPreview$/);
    await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
    await problems().getByText('检查通过：没有发现问题').waitFor({ timeout: 30_000 });
    await previewPane().getByText('机构用户').waitFor();
  });

  it('修改标题后预览随之更新', async () => {
    await replaceText({ ...template, blocks: [{ ...template.blocks[0], title: '全部角色一览' }] });
    await previewPane().getByText('全部角色一览').waitFor();
    await problems().getByText('检查通过：没有发现问题').waitFor();
  });

  it('引用错误（不存在的路由、未知的运算符）列出检查信息与描述路径', async () => {
    await replaceText({
      ...template,
      blocks: [
        {
          ...template.blocks[0],
          highlight: { foo: [1] },
          toolbar: [{ label: '别处', action: { type: 'navigate', to: '/home/nowhere' } }],
        },
      ],
    });
    await problems().getByText('路由 "/home/nowhere" 不存在（不是任何界面的路由，也不是外部路由）').waitFor();
    await problems().getByText('未知的运算符 foo').waitFor();
    expect(await problems().getByText('blocks[0].toolbar[0].action.to').count()).toBe(1);
    expect(await problems().getByText('blocks[0].highlight').count()).toBe(1);
  });

  it('编辑器按描述文件 schema 补全键名', async () => {
    // The editor holds an empty object (keys already written are not offered): pasted again if a paste
    // was lost on a loaded machine (the earlier document's keys were then left out of the list).
    const shown = async () =>
      (await page.locator('.monaco-editor .view-lines').innerText())
        .replace(/\u00a0/g, ' ')
        .split('\n')
        .map((l) => l.trim())
        .join('|');
    for (let i = 0; i < 3 && (await shown()) !== '{||}'; i++) {
      await replaceText('{\n  \n}');
      await expect
        .poll(shown)
        .toBe('{||}')
        .catch(() => undefined);
    }
    expect(await shown()).toBe('{||}');
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.type('"');
    await page.keyboard.press('Control+Space');
    const rows = page.locator('.suggest-widget .monaco-list-row');
    await rows.first().waitFor();
    // The list fills and filters over a few frames (a loaded machine once read it half drawn): wait for it.
    const keys = ['aliases', 'blocks', 'breadcrumb'];
    await expect
      .poll(
        async () => {
          const labels = await rows.allTextContents();
          return keys.filter((key) => !labels.some((l) => l.includes(key)));
        },
        { timeout: 10_000 },
      )
      .toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('页面没有脚本错误，也没有违反内容安全策略（CSP）', () => {
    expect(errors.filter((e) => /Content Security Policy|Refused|Uncaught/.test(e))).toEqual([]);
  });
});
