/**
 * The deal studio's 对比 and 发布 (docs/studio.md, 交易目录): 对比 reads field by field first (按字段,
 * beside 按文本), and the publish dialog names the SQL configurations a publish would orphan, as the
 * server words them, with 同时删除这些 SQL 配置, which sends their nodes as `dropSqlConfigs`.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../engine/api';
import type { DescriptorEditorBlock } from '../../engine/descriptor';
import { adminUser } from '../../fixtures/fixtures';
import { deal2207 } from '../../fixtures/dealFixtures';
import { studioDeal } from '../../fixtures/dealStudioFixtures';
import { editorBlock, previewAnswers } from '../../fixtures/previewFixtures';
import { screenOf } from '../../fixtures/descriptors';
import { button, renderScreen, screen } from './renderScreen';

const FIRST_RENDER = { timeout: 20_000 };
const PATH = '/commondeal/deals/studio/2207';
const block: DescriptorEditorBlock = { ...editorBlock, studio: { kind: 'deal', screen: '2207' } };
const ORPHANED =
  '2207 节点 data 的SQL配置用到的字段 invono 将不存在：请在发布时一并删除该配置（dropSqlConfigs），或保留其节点与字段';

async function open(extra: Record<string, unknown> = {}, twoPerson = false) {
  const served = { ...studioDeal(deal2207, 1), twoPerson };
  const answers = { ...previewAnswers, [`GET ${PATH}`]: served, ...extra };
  const view = renderScreen(screenOf([block]), { user: adminUser, answers });
  await screen.findByText(/基于：已发布版本 1/, undefined, FIRST_RENDER);
  const editor = screen.getByLabelText('界面描述 JSON') as HTMLTextAreaElement;
  const edited = structuredClone(deal2207);
  const data = edited.reqProperties[0]!;
  data.properties = data.properties.filter((p) => p.name !== 'invono');
  data.properties.find((p) => p.name === 'mdtrt_id')!.length = 20;
  fireEvent.change(editor, { target: { value: JSON.stringify(edited, null, 2) } });
  const calls = (key: string) => view.app.api.calls.filter((c) => `${c.method} ${c.path}` === key);
  return { calls };
}

describe('对比 of a deal', () => {
  it('shows 按字段 first: each node its fields removed and changed, property by property', async () => {
    await open();
    fireEvent.click(button('对比'));
    const dialog = (await screen.findByText(/^对比：已发布版本 1/)).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByRole('tab', { name: '按字段' })).toHaveAttribute('aria-selected', 'true');
    const node = within(dialog).getByRole('region', { name: '输入节点 data（门诊结算信息）' });
    expect(node).toHaveTextContent('修改修改字段 mdtrt_id 就诊ID长度：30 → 20');
    expect(node).toHaveTextContent('删除删除字段 invono 发票号');
    fireEvent.click(within(dialog).getByRole('tab', { name: '按文本' }));
    expect(await within(dialog).findByLabelText('我的编辑')).toHaveTextContent('"mdtrt_id"');
  });
});

describe('发布 of a deal that orphans a saved SQL configuration', () => {
  const refusal = () =>
    new ApiError('发布被拒绝：交易元数据有 1 处问题', 400, {
      problems: [{ path: 'sqlConfigs.data', message: ORPHANED }],
    });

  it('shows the refusal as the server words it and, ticked, sends dropSqlConfigs', async () => {
    let answer: unknown = refusal();
    const { calls } = await open({ [`POST ${PATH}/publish`]: () => answer });
    fireEvent.click(button('发布'));
    const dialog = (await screen.findByText('发布交易')).closest<HTMLElement>('[role="dialog"]')!;
    const footer = dialog.querySelector<HTMLElement>('.ant-modal-footer')!;
    expect(within(dialog).queryByText('同时删除这些 SQL 配置')).toBeNull();
    fireEvent.click(button('发布', footer));
    expect(await within(dialog).findByText(ORPHANED)).toBeInTheDocument();
    expect(calls(`POST ${PATH}/publish`)[0]?.body).not.toHaveProperty('dropSqlConfigs');
    answer = { version: 2 };
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '同时删除这些 SQL 配置' }));
    fireEvent.click(button('发布', footer));
    await waitFor(() => expect(calls(`POST ${PATH}/publish`)).toHaveLength(2));
    expect(calls(`POST ${PATH}/publish`)[1]?.body).toMatchObject({
      baseVersion: 1,
      dropSqlConfigs: ['data'],
    });
  });

  it('sends nothing more when the box is left unticked', async () => {
    const { calls } = await open({ [`POST ${PATH}/publish`]: refusal });
    fireEvent.click(button('发布'));
    const dialog = (await screen.findByText('发布交易')).closest<HTMLElement>('[role="dialog"]')!;
    const footer = dialog.querySelector<HTMLElement>('.ant-modal-footer')!;
    fireEvent.click(button('发布', footer));
    await within(dialog).findByText(ORPHANED);
    fireEvent.click(button('发布', footer));
    await waitFor(() => expect(calls(`POST ${PATH}/publish`)).toHaveLength(2));
    expect(calls(`POST ${PATH}/publish`)[1]?.body).not.toHaveProperty('dropSqlConfigs');
  });

  it('under two-person publishing, 提交审核 sends them the same way', async () => {
    let answer: unknown = refusal();
    const { calls } = await open({ [`POST ${PATH}/submit`]: () => answer }, true);
    fireEvent.click(button('提交审核'));
    const dialog = screen.getByRole('dialog');
    const footer = dialog.querySelector<HTMLElement>('.ant-modal-footer')!;
    fireEvent.click(button('提交审核', footer));
    expect(await within(dialog).findByText(ORPHANED)).toBeInTheDocument();
    answer = null;
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '同时删除这些 SQL 配置' }));
    fireEvent.click(button('提交审核', footer));
    await waitFor(() => expect(calls(`POST ${PATH}/submit`)).toHaveLength(2));
    expect(calls(`POST ${PATH}/submit`)[1]?.body).toMatchObject({ dropSqlConfigs: ['data'] });
  });
});
