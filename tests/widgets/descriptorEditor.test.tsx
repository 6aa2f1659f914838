/**
 * 界面预览: the descriptorEditor block checks the edited descriptor with the project's own cross-reference lint
 * against the served OpenAPI document and screen index, lists each problem with its descriptor path under the
 * editor (a click puts the caret there), and renders the last valid descriptor beside it. In jsdom (no web
 * workers) the editor is a plain text area.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { locatePath } from '../../engine/blocks/controllers/descriptorEditor/jsonLocate';
import { adminUser } from '../../fixtures/fixtures';
import { editorBlock, previewAnswers, previewScreen } from '../../fixtures/previewFixtures';
import { button, renderScreen, screen } from './renderScreen';

/** The first table of a file renders slowly in jsdom on a busy machine. */
const FIRST_RENDER = { timeout: 20_000 };

const template = editorBlock.template as { title: string; blocks: Record<string, unknown>[] };

function open() {
  const view = renderScreen(previewScreen, { user: adminUser, answers: { ...previewAnswers } });
  const editor = screen.getByLabelText('界面描述 JSON') as HTMLTextAreaElement;
  const problems = () => screen.getByRole('region', { name: '检查结果' });
  const preview = () => {
    const found = document.querySelector<HTMLElement>('.yb-screen-preview');
    if (!found) throw new Error('预览尚未显示');
    return found;
  };
  const edit = (doc: unknown) =>
    fireEvent.change(editor, {
      target: { value: typeof doc === 'string' ? doc : JSON.stringify(doc, null, 2) },
    });
  return { ...view, editor, problems, preview, edit };
}

const withCrud = (patch: Record<string, unknown>) => ({
  ...template,
  blocks: [{ ...template.blocks[0], ...patch }],
});

describe('descriptorEditor block (界面预览)', () => {
  it('starts from the template, which passes every check and shows in the preview with its rows', async () => {
    const { editor, problems, preview } = open();
    expect(JSON.parse(editor.value)).toEqual(editorBlock.template);
    await within(problems()).findByText('检查通过：没有发现问题');
    await waitFor(() => within(preview()).getByText('机构用户'), FIRST_RENDER);
    expect(preview().querySelector('h5')).toHaveTextContent('角色列表');
  });

  it('an unknown operator is listed with its descriptor path (the lint of engine/lint, run in the browser)', async () => {
    const { problems, edit } = open();
    await within(problems()).findByText('检查通过：没有发现问题');
    edit(withCrud({ highlight: { foo: [{ var: 'row.roleId' }] } }));
    await within(problems()).findByText('未知的运算符 foo');
    expect(within(problems()).getByText('未知的运算符 foo').closest('li')).toHaveTextContent(
      'blocks[0].highlight',
    );
  });

  it('a draft that throws as it is drawn says so in the preview (当前描述无法预览), not the operator’s 页面出错了', async () => {
    const { problems, edit, preview } = open();
    await within(problems()).findByText('检查通过：没有发现问题');
    edit(withCrud({ highlight: { foo: [{ var: 'row.roleId' }] } }));
    await within(problems()).findByText('未知的运算符 foo');
    await waitFor(() => within(preview()).getByText('当前描述无法预览'), FIRST_RENDER);
    expect(preview()).toHaveTextContent('请先修正检查出的问题，修改后预览会重新显示。');
    expect(preview()).not.toHaveTextContent('页面出错了');
  });

  it('references are checked against the served OpenAPI and screen index: a missing route or API is named', async () => {
    const { problems, edit } = open();
    edit(
      withCrud({
        list: { method: 'GET', path: '/commondeal/api/platformrole/nowhere' },
        toolbar: [
          { label: '权限', action: { type: 'navigate', to: '/home/roleAuth' } },
          { label: '别处', action: { type: 'navigate', to: '/home/nowhere' } },
        ],
      }),
    );
    await within(problems()).findByText('服务端没有接口 GET /commondeal/api/platformrole/nowhere');
    // /home/roleAuth is a served screen (from the index): not reported
    expect(
      within(problems())
        .getAllByText(/路由 "\/home\/\w+" 不存在/)
        .map((e) => e.textContent),
    ).toEqual(['路由 "/home/nowhere" 不存在（不是任何界面的路由，也不是外部路由）']);
  });

  it('an edited title shows in the preview', async () => {
    const { preview, edit } = open();
    await waitFor(() => within(preview()).getByText('机构用户'), FIRST_RENDER);
    edit(withCrud({ title: '全部角色' }));
    await waitFor(() => within(preview()).getByText('全部角色'));
  });

  it('a text that does not parse or breaks the schema is reported in Chinese; the preview keeps the last valid version', async () => {
    const { problems, preview, edit } = open();
    await waitFor(() => within(preview()).getByText('机构用户'), FIRST_RENDER);
    edit('{ "id": ');
    await within(problems()).findByText('JSON 格式错误：第 1 行第 8 列附近（内容不完整，缺少结尾）');
    edit('{\n  "id": 1,,\n}');
    await within(problems()).findByText('JSON 格式错误：第 2 行第 11 列附近');
    await screen.findByText('当前描述有误，预览显示的是最近一次有效的版本');
    expect(preview()).toHaveTextContent('机构用户');
    edit({ ...template, layout: 'sideways' });
    await within(problems()).findByText(/不符合描述文件 schema：应为 "blank"、"shell" 之一/);
  });

  it('clicking a problem puts the caret at its place in the text', async () => {
    const { editor, problems, edit } = open();
    const doc = withCrud({ highlight: { foo: [1] } });
    edit(doc);
    fireEvent.click(await within(problems()).findByText('blocks[0].highlight'));
    await waitFor(() => expect(editor.selectionStart).toBe(locatePath(editor.value, 'blocks[0].highlight')));
    expect(editor.value.slice(editor.selectionStart, editor.selectionStart + 8)).toBe('{\n      ');
  });

  it('恢复模板 puts the template back', async () => {
    const { editor, edit } = open();
    edit('{}');
    fireEvent.click(button('恢复模板'));
    expect(JSON.parse(editor.value)).toEqual(editorBlock.template);
  });
});

describe('locatePath (a lint path to its place in the JSON text)', () => {
  const text = JSON.stringify({ a: [{ b: 1 }, { c: { 'ui:widget': 'x' } }], d: 'e' }, null, 2);
  it('finds dotted paths with indexes and JSON pointers', () => {
    expect(text.slice(locatePath(text, 'a[1].c.ui:widget'))).toMatch(/^"x"/);
    expect(text.slice(locatePath(text, '/a/1/c'))).toMatch(/^\{\s+"ui:widget"/);
    expect(text.slice(locatePath(text, 'd'))).toMatch(/^"e"/);
  });
  it('falls back to the deepest value that exists', () => {
    expect(text.slice(locatePath(text, 'a[1].zzz'))).toMatch(/^\{\s+"c"/);
    expect(locatePath('{ "a": ', 'a.b')).toBeGreaterThan(0);
  });
});
