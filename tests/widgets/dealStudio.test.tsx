/**
 * The studio's controller and views are generic over what they version: with `studio.kind: "deal"` the same
 * 保存草稿, 历史, 回滚 and 发布 talk to the deals' studio (/commondeal/deals/studio, the same routes, bodies
 * and answers as the screens'), a new deal is saved under its text's dealName, and nothing is placed in
 * the menu. The screens' studio is unchanged (studioEditor.test.tsx).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import type { DescriptorEditorBlock } from '../../engine/descriptor';
import {
  STUDIO_SUBJECTS,
  type StudioController,
} from '../../engine/blocks/controllers/studio/useStudioController';
import { adminUser } from '../../fixtures/fixtures';
import { deal2207 } from '../../fixtures/dealFixtures';
import { dealText, studioDeal } from '../../fixtures/dealStudioFixtures';
import { editorBlock, previewAnswers } from '../../fixtures/previewFixtures';
import { screenOf } from '../../fixtures/descriptors';
import { StudioActions } from '../../widgets/blocks/descriptorEditor/StudioPanel';
import { button, renderScreen, screen } from './renderScreen';

const FIRST_RENDER = { timeout: 20_000 };
const PATH = '/commondeal/deals/studio/2207';
const text = dealText(deal2207);

const dealStudio = (id: string): DescriptorEditorBlock => ({
  ...editorBlock,
  studio: { kind: 'deal', screen: id },
});

/** GET /commondeal/deals/studio/2207: the shipped metadata published as version 1, no draft, no menu. */
const answers = {
  ...previewAnswers,
  [`GET ${PATH}`]: studioDeal(deal2207, 1),
  [`GET ${PATH}/versions`]: [
    { version: 1, comment: '地方扩展字段', author: 'admin', createdAt: '2026-11-28 09:00:00' },
  ],
  [`PUT ${PATH}/draft`]: { savedAt: '2026-11-28 10:00:00' },
};

function open(block: DescriptorEditorBlock, extra: Record<string, unknown> = {}) {
  const view = renderScreen(screenOf([block]), { user: adminUser, answers: { ...answers, ...extra } });
  const calls = (key: string) => view.app.api.calls.filter((c) => `${c.method} ${c.path}` === key);
  return { ...view, calls };
}

describe('the studio of deals (studio.kind = deal)', () => {
  it('reads the deal at /commondeal/deals/studio/{dealName} and saves its draft there', async () => {
    const { calls } = open(dealStudio('2207'));
    await screen.findByText(/基于：已发布版本 1/, undefined, FIRST_RENDER);
    expect(screen.getByText(/^交易/)).toHaveTextContent(/^交易 2207 · 基于：已发布版本 1/);
    const editor = screen.getByLabelText('界面描述 JSON') as HTMLTextAreaElement;
    expect(JSON.parse(editor.value)).toEqual(deal2207);
    fireEvent.click(button('保存草稿'));
    await screen.findByText(/草稿保存于 2026-11-28 10:00:00/);
    expect(calls(`PUT ${PATH}/draft`)[0]?.body).toEqual({ body: editor.value, baseVersion: 1 });
    expect(calls('GET /commondeal/screens/studio/2207')).toHaveLength(0);
  });

  it('历史 lists the deal versions from its studio', async () => {
    const { calls } = open(dealStudio('2207'));
    await screen.findByText(/基于：已发布版本 1/, undefined, FIRST_RENDER);
    fireEvent.click(button('历史'));
    expect(await screen.findByText('地方扩展字段')).toBeInTheDocument();
    expect(screen.getByText('历史版本：2207')).toBeInTheDocument();
    expect(calls(`GET ${PATH}/versions`)).toHaveLength(1);
  });

  it('a new deal is saved under the dealName its text names', async () => {
    const fresh = { ...deal2207, dealName: '2299', comment: '地方交易' };
    const block = { ...dealStudio(''), template: fresh as unknown as Record<string, unknown> };
    const { calls } = open(block, {
      'PUT /commondeal/deals/studio/2299/draft': { savedAt: '2026-11-28 10:05:00' },
    });
    expect(await screen.findByText(/^交易/, undefined, FIRST_RENDER)).toHaveTextContent(
      /^交易 以描述中的 dealName 保存 · 基于：新交易/,
    );
    fireEvent.click(button('保存草稿'));
    await waitFor(() => expect(calls('PUT /commondeal/deals/studio/2299/draft')).toHaveLength(1));
  });
});

describe('the publish dialog of a deal', () => {
  const studio = (publish: StudioController['publish']): StudioController => ({
    subject: STUDIO_SUBJECTS.deal,
    screenId: '2207',
    state: 'ready',
    baseVersion: 1,
    servedText: text,
    archived: false,
    mayPublish: true,
    busy: false,
    serverProblems: [],
    menuChoices: { groups: [], roles: [] },
    saveDraft: vi.fn(),
    publish,
    rebase: vi.fn(),
    versions: vi.fn(),
    versionText: vi.fn(),
    rollback: vi.fn(),
    twoPerson: false,
    submit: vi.fn(),
    approve: vi.fn(),
    reject: vi.fn(),
  });

  it('is 发布交易 with a comment and no menu placement', async () => {
    const publish = vi.fn(async () => true);
    render(<StudioActions studio={studio(publish)} text={text} problems={[]} />);
    fireEvent.click(button('发布'));
    const dialog = (await screen.findByText('发布交易')).closest<HTMLElement>('[role="dialog"]')!;
    expect(dialog).toHaveTextContent('发布前服务端会再次检查交易元数据');
    expect(dialog).not.toHaveTextContent('放入菜单');
    fireEvent.change(screen.getByLabelText('发布说明'), { target: { value: '增加地方标识' } });
    fireEvent.click(button('发布', dialog.querySelector<HTMLElement>('.ant-modal-footer')!));
    await waitFor(() => expect(publish).toHaveBeenCalledWith(text, '增加地方标识', undefined));
  });
});
