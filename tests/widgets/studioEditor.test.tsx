/**
 * 界面工作台: the descriptorEditor block with `studio` reads the screen from the studio API (the draft, else the
 * published version), saves the draft and publishes against the version it was based on, places the screen in
 * the menu chosen in the publish dialog, and shows the server's refusals without losing the edited text:
 * 该界面已被他人修改 with 以最新版本为基础继续, and the publish check's problems with their paths.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { ApiError } from '../../engine/api';
import { adminUser } from '../../fixtures/fixtures';
import { studioAnswers, studioScreen } from '../../fixtures/previewFixtures';
import { screenOf } from '../../fixtures/descriptors';
import { button, renderScreen, screen } from './renderScreen';

const FIRST_RENDER = { timeout: 20_000 };
const PATH = '/commondeal/screens/studio/roleList';

async function open(answers: Record<string, unknown> = {}) {
  const view = renderScreen(screenOf([studioScreen]), {
    user: adminUser,
    answers: { ...studioAnswers, ...answers },
  });
  await screen.findByText(/基于：已发布版本 2/, undefined, FIRST_RENDER);
  const editor = screen.getByLabelText('界面描述 JSON') as HTMLTextAreaElement;
  const calls = (key: string) => view.app.api.calls.filter((c) => `${c.method} ${c.path}` === key);
  return { ...view, editor, calls };
}

describe('descriptorEditor block with studio (界面工作台)', () => {
  it('a new screen starts from the template its route asks for (新建表单界面 → the form template)', async () => {
    const form = { id: 'newForm', route: '/home/newForm', title: '新表单', layout: 'shell', blocks: [] };
    const block = {
      ...studioScreen,
      studio: { screen: { var: 'route.query.id' }, template: { var: 'route.query.template' } },
      templates: { form },
    };
    const descriptor = { ...screenOf([block]), route: '/home/studioNew' };
    renderScreen(descriptor, {
      user: adminUser,
      answers: studioAnswers,
      route: '/home/studioNew?template=form',
    });
    const editor = screen.getByLabelText('界面描述 JSON') as HTMLTextAreaElement;
    await waitFor(() => expect(JSON.parse(editor.value)).toEqual(form), FIRST_RENDER);
    // A new screen has no id yet: the status line names where it will be saved instead.
    expect(screen.getByText(/^界面/)).toHaveTextContent(/^界面 以描述中的 id 保存 · 基于：/);
  });

  it('loads the published version and saves the draft against it', async () => {
    const { editor, calls } = await open({
      [`PUT ${PATH}/draft`]: { body: '', baseVersion: 2, savedAt: '2026-11-27 10:20:00' },
    });
    expect(JSON.parse(editor.value).id).toBe('roleList');
    fireEvent.change(editor, { target: { value: editor.value.replace('角色列表', '全部角色') } });
    fireEvent.click(button('保存草稿'));
    await screen.findByText(/草稿保存于 2026-11-27 10:20:00/);
    expect(calls(`PUT ${PATH}/draft`)[0]?.body).toEqual({ body: editor.value, baseVersion: 2 });
  });

  it('a save over a newer version: 该界面已被他人修改, the text kept, then 以最新版本为基础继续 saves against it', async () => {
    let refused = false;
    const { editor, calls } = await open({
      [`PUT ${PATH}/draft`]: () => {
        if (refused) return { body: '', baseVersion: 3, savedAt: '2026-11-27 10:21:00' };
        refused = true;
        return new ApiError('该界面已被他人修改，请对比最新版本后再保存', 409, {
          version: 3,
          body: '{}\n',
          changedBy: 'admin2',
          changedAt: '2026-11-27 10:15:40',
        });
      },
    });
    fireEvent.change(editor, { target: { value: editor.value.replace('角色列表', '我的修改') } });
    fireEvent.click(button('保存草稿'));
    await screen.findByText('该界面已被他人修改');
    expect(screen.getByText('该界面已被他人修改').closest('[role="alert"]')).toHaveTextContent(
      '该界面已被他人修改admin2 于 2026-11-27 10:15:40 发布了版本 3。您的编辑仍在编辑器中',
    );
    expect(editor.value).toContain('我的修改');
    fireEvent.click(button('以最新版本为基础继续'));
    fireEvent.click(button('保存草稿'));
    await waitFor(() => expect(calls(`PUT ${PATH}/draft`)).toHaveLength(2));
    expect(calls(`PUT ${PATH}/draft`)[1]?.body).toMatchObject({ baseVersion: 3 });
    expect(screen.queryByText('该界面已被他人修改')).toBeNull();
  });

  it('publishes with a comment into the menu group and roles chosen; a refusal lists each problem with its path', async () => {
    let answer: unknown = new ApiError('发布被拒绝：界面描述有 1 处问题，请按路径逐一修正', 400, {
      problems: [{ path: 'blocks[0].list', message: '服务端没有接口 GET /commondeal/api/platformrole/list' }],
    });
    const { calls } = await open({ [`POST ${PATH}/publish`]: () => answer });
    fireEvent.click(button('发布'));
    // By its title's text: in tests rc-util gives every generated id the same value (test-id), so the
    // dialog's aria-labelledby may name another element.
    const dialog = (await screen.findByText('发布界面')).closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.change(screen.getByLabelText('发布说明'), { target: { value: '列宽调整' } });
    fireEvent.click(button('发布', dialog.querySelector<HTMLElement>('.ant-modal-footer')!));
    await screen.findByText('服务端检查未通过，发布被拒绝（1 处）');
    expect(screen.getByText(/服务端没有接口/).closest('li')).toHaveTextContent(
      'blocks[0].list服务端没有接口 GET /commondeal/api/platformrole/list',
    );
    expect(calls(`POST ${PATH}/publish`)[0]?.body).toMatchObject({
      baseVersion: 2,
      comment: '列宽调整',
      menu: { parentId: 9, name: '角色列表', order: 3, icon: 'TeamOutlined', roleIds: [1] },
    });
    answer = { version: 3 };
    fireEvent.click(button('发布', dialog.querySelector<HTMLElement>('.ant-modal-footer')!));
    await waitFor(() => expect(screen.queryByText(/服务端检查未通过/)).toBeNull());
  });

  it('two-person publishing: 发布 becomes 提交审核; another administrator publishes the submission as submitted', async () => {
    const submission = {
      body: '{\n  "id": "roleList"\n}\n',
      baseVersion: 2,
      comment: '改标题',
      menu: null,
      submittedBy: 'config1',
      submittedAt: '2026-11-27 11:40:02',
      mine: false,
    };
    const detail = studioAnswers['GET /commondeal/screens/studio/roleList'];
    const { calls } = await open({
      'GET /commondeal/screens/studio/roleList': { ...detail, twoPerson: true, submission },
      [`POST ${PATH}/publish`]: { version: 3 },
    });
    // Two-person review: the toolbar submits for review, it does not publish.
    expect(button('提交审核')).toBeEnabled();
    expect(() => button('发布')).toThrow();
    await screen.findByText('待审核：config1 于 2026-11-27 11:40:02 提交');
    fireEvent.click(button('发布提交'));
    fireEvent.click(
      button('发布', (await screen.findByText(/发布该提交？/)).closest<HTMLElement>('.ant-popover')!),
    );
    await waitFor(() => expect(calls(`POST ${PATH}/publish`)).toHaveLength(1));
    expect(calls(`POST ${PATH}/publish`)[0]?.body).toEqual({ body: submission.body, baseVersion: 2 });
  });
});
