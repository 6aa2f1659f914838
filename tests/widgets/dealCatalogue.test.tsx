/**
 * 交易目录 in 界面工作台: the tab listing the deals of the deals' studio, and the deal editor (dealEditor
 * block) whose metadata is drafted at /commondeal/deals/studio beside the deal form drawn from it.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import type { ScreenDescriptor } from '../../engine/descriptor';
import { adminUser } from '../../fixtures/fixtures';
import { deal2207Extended } from '../../fixtures/dealFixtures';
import { studioDeal } from '../../fixtures/dealStudioFixtures';
import studioJson from '../../screens/screenStudio.screen.json';
import editJson from '../../screens/dealStudioEdit.screen.json';
import { button, cellsOf, renderScreen, screen } from './renderScreen';

const FIRST_RENDER = { timeout: 20_000 };
const studioScreen = studioJson as unknown as ScreenDescriptor;
const editScreen = editJson as unknown as ScreenDescriptor;
const PATH = '/commondeal/deals/studio/2207';

const row = {
  dealName: '2207',
  comment: '门诊结算',
  dealType: '',
  state: 'published',
  stateText: '已发布',
  version: 2,
  hasFile: true,
  hasDraft: false,
  submitted: false,
  changedBy: 'admin',
  changedAt: '2026-11-28 09:00:00',
};
const empty = { records: [], total: 0 };

describe('交易目录: the deals of the deals studio, in 界面工作台', () => {
  it('lists each deal with its code, name, type, published version, state and last editor; 编辑 opens its editor', async () => {
    const { user, calls, route, search } = renderScreen(studioScreen, {
      user: adminUser,
      answers: {
        'POST /commondeal/screens/studio/list': empty,
        'POST /commondeal/screens/studio/events': empty,
        'POST /commondeal/deals/studio/list': { records: [row], total: 1 },
      },
    });
    await user.click(await screen.findByText('交易目录', undefined, FIRST_RENDER));
    await screen.findByText('门诊结算');
    expect(cellsOf('门诊结算').slice(0, 7)).toEqual([
      '2207',
      '门诊结算',
      '',
      '2',
      '已发布',
      'admin',
      '2026-11-28 09:00:00',
    ]);
    expect(calls('POST', '/commondeal/deals/studio/list')[0]?.body).toMatchObject({ state: '', current: 1 });
    await user.click(within(screen.getByText('门诊结算').closest('tr')!).getByText('编辑'));
    await waitFor(() => expect(route()).toBe('/home/dealStudioEdit'));
    expect(search()).toBe('?id=2207');
  });
});

/** The editor screen on 2207, published as version 2 (the extended metadata). */
function openEditor(extra: Record<string, unknown> = {}) {
  const view = renderScreen(editScreen, {
    user: adminUser,
    route: '/home/dealStudioEdit?id=2207',
    answers: {
      [`GET ${PATH}`]: studioDeal(),
      [`PUT ${PATH}/draft`]: { savedAt: '2026-11-28 10:00:00' },
      ...extra,
    },
  });
  const editor = () => screen.getByLabelText('交易元数据 JSON') as HTMLTextAreaElement;
  return { ...view, editor };
}

describe('the deal editor (dealEditor)', () => {
  it('reads the published metadata and draws its deal form beside it, 执行 disabled', async () => {
    const { editor } = openEditor();
    await screen.findByText(/基于：已发布版本 2/, undefined, FIRST_RENDER);
    expect(screen.getByText(/基于：已发布版本 2/)).toHaveTextContent(/^交易 2207 · 基于：已发布版本 2/);
    expect(JSON.parse(editor().value)).toEqual(deal2207Extended);
    expect(await screen.findByRole('group', { name: '地方扩展' })).toBeInTheDocument();
    expect(button('执行')).toBeDisabled();
    expect(screen.getByText('检查通过：没有发现问题')).toBeInTheDocument();
  });

  it('an edit is drawn in the preview; a text breaking the metadata schema is listed and blocks 发布', async () => {
    const { editor } = openEditor();
    await screen.findByRole('group', { name: '地方扩展' }, FIRST_RENDER);
    fireEvent.change(editor(), { target: { value: editor().value.replace('"地方标识"', '"本地标识"') } });
    expect(await screen.findByLabelText('本地标识')).toBeInTheDocument();
    fireEvent.change(editor(), {
      target: { value: editor().value.replace('"require": true', '"require": "是"') },
    });
    expect(await screen.findByText(/不符合交易元数据 schema/)).toBeInTheDocument();
    expect(button('发布')).toBeDisabled();
    expect(screen.getByText('元数据有问题：预览显示上一次检查通过的版本')).toBeInTheDocument();
  });

  it('保存草稿 saves the text at the deals studio', async () => {
    const { editor, calls } = openEditor();
    await screen.findByText(/基于：已发布版本 2/, undefined, FIRST_RENDER);
    fireEvent.click(button('保存草稿'));
    await screen.findByText(/草稿保存于 2026-11-28 10:00:00/);
    expect(calls('PUT', `${PATH}/draft`)[0]?.body).toEqual({ body: editor().value, baseVersion: 2 });
  });
});
