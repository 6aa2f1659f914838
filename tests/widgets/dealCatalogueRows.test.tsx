/**
 * 交易目录's rows and toolbar in 界面工作台 (docs/studio.md#交易目录-tab-and-the-deal-editor): the screens' row
 * actions for the deals of the deals' studio — 导出, 下线 only for a province's own deal, 恢复出厂 only where a
 * published version overrides the baseline — with their confirmations, 导出全部 and 导入, and the deals' own
 * 发布记录 beside the screens'.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { ApiError } from '../../engine/api';
import type { ScreenDescriptor } from '../../engine/descriptor';
import { adminUser } from '../../fixtures/fixtures';
import { studioDealRows } from '../../fixtures/dealStudioFixtures';
import { fakeFile } from '../../fixtures/fakeApi';
import studioJson from '../../screens/screenStudio.screen.json';
import { button, renderScreen, rowOf, screen } from './renderScreen';

const FIRST_RENDER = { timeout: 20_000 };
/** A configurator of the operations centre: drafts, does not publish. */
const configUser = { ...adminUser, user: 'config', roles: ['ROLE_CONFIG'] };
const studioScreen = studioJson as unknown as ScreenDescriptor;
const STUDIO = '/commondeal/deals/studio';

const dealEvent = {
  id: 7,
  dealName: '2207',
  action: 'publish',
  actionText: '发布',
  fromVersion: 1,
  toVersion: 2,
  comment: '地方扩展字段',
  actor: 'admin',
  at: '2026-11-28 09:00:00',
};

async function openDeals(user = adminUser, extra: Record<string, unknown> = {}) {
  const view = renderScreen(studioScreen, {
    user,
    answers: {
      'POST /commondeal/screens/studio/list': { records: [], total: 0 },
      'POST /commondeal/screens/studio/events': { records: [], total: 0 },
      [`POST ${STUDIO}/list`]: { records: studioDealRows, total: studioDealRows.length },
      [`POST ${STUDIO}/events`]: { records: [dealEvent], total: 1 },
      ...extra,
    },
  });
  await view.user.click(await screen.findByText('交易目录', undefined, FIRST_RENDER));
  await screen.findByText('门诊结算');
  return view;
}

/** The row actions a row shows, in order. */
const actionsOf = (dealName: string) =>
  [...rowOf(dealName).querySelectorAll('td:last-child button')].map((b) => b.textContent?.replace(/\s/g, ''));

afterEach(() => vi.restoreAllMocks());

describe('交易目录: the row actions of a deal', () => {
  it('下线 only for a published deal the baseline does not have; 恢复出厂 only where a published version overrides the baseline', async () => {
    await openDeals();
    expect(actionsOf('2201')).toEqual(['编辑', '导出']);
    expect(actionsOf('2207')).toEqual(['编辑', '导出', '恢复出厂']);
    expect(actionsOf('2298')).toEqual(['编辑', '导出']);
    expect(actionsOf('2299')).toEqual(['编辑', '导出', '下线']);
  });

  it('a deal only drafted has nothing to export: 导出 is disabled with the reason', async () => {
    const { user } = await openDeals();
    const exportDraft = button('导出', rowOf('2298'));
    expect(exportDraft).toBeDisabled();
    await user.hover(exportDraft.parentElement!);
    expect(await screen.findByText('尚未发布，没有可导出的版本')).toBeInTheDocument();
  });

  it('导出 downloads the deal served now as <dealName>.deal.json', async () => {
    const { user, calls } = await openDeals(adminUser, {
      [`GET ${STUDIO}/2207/export`]: fakeFile('{}\n', '2207.deal.json'),
    });
    await user.click(button('导出', rowOf('2207')));
    await waitFor(() => expect(calls('GET', `${STUDIO}/2207/export`)).toHaveLength(1));
  });

  it('下线 asks first, in the console’s words; confirmed, it archives the deal and reloads the list and 发布记录', async () => {
    const { user, calls } = await openDeals(adminUser, { [`POST ${STUDIO}/2299/archive`]: null });
    await user.click(button('下线', rowOf('2299')));
    expect(
      await screen.findByText('下线后操作员将不能再办理交易 2299（地方交易），可再发布恢复，确定下线？'),
    ).toBeInTheDocument();
    await user.click(button('确定'));
    expect(await screen.findByText('已下线')).toBeInTheDocument();
    expect(calls('POST', `${STUDIO}/2299/archive`)[0]?.body).toEqual({ comment: '' });
    await waitFor(() => expect(calls('POST', `${STUDIO}/list`)).toHaveLength(2));
  });

  it('下线 cancelled says 已取消下线 and archives nothing', async () => {
    const { user, calls } = await openDeals();
    await user.click(button('下线', rowOf('2299')));
    await screen.findByText(/确定下线？/);
    await user.click(button('取消'));
    expect(await screen.findByText('已取消下线')).toBeInTheDocument();
    expect(calls('POST', `${STUDIO}/2299/archive`)).toHaveLength(0);
  });

  it('恢复出厂 asks first, naming the baseline; confirmed, it restores the deal', async () => {
    const { user, calls } = await openDeals(adminUser, { [`POST ${STUDIO}/2207/restore`]: null });
    await user.click(button('恢复出厂', rowOf('2207')));
    expect(
      await screen.findByText(
        '恢复为随产品发布的出厂版本？交易表单和服务端校验随即改回出厂字段，已发布的版本仍保留在历史中，可再回滚。',
      ),
    ).toBeInTheDocument();
    await user.click(button('确定'));
    expect(await screen.findByText('已恢复出厂版本')).toBeInTheDocument();
    expect(calls('POST', `${STUDIO}/2207/restore`)[0]?.body).toEqual({ comment: '' });
  });

  it('a configurator (ROLE_CONFIG) neither archives, restores nor imports', async () => {
    await openDeals(configUser);
    expect(actionsOf('2207')).toEqual(['编辑', '导出']);
    expect(actionsOf('2299')).toEqual(['编辑', '导出']);
    expect(screen.queryByText(/^导\s*入$/)).toBeNull();
    expect(button('导出全部')).toBeEnabled();
  });
});

/** The browser's file dialog answers with `file` (jsdom has none). */
function pickFile(file: File) {
  vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
    if (this.type !== 'file') return;
    Object.defineProperty(this, 'files', { value: [file] });
    this.dispatchEvent(new Event('change'));
  });
}

describe('交易目录: the toolbar and the description', () => {
  it('says what the tab does with deals: the baseline, deals.zip and .deal.json', async () => {
    await openDeals();
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByText(
        /^随产品发布的交易元数据（server\/deals\/catalogue\/ 与 deals\/ 目录）是出厂版本/,
      ),
    ).toHaveTextContent(
      /导出全部下载所有已发布交易的 deals\.zip；导入逐一检查 \.deal\.json 或其 zip 中的文件/,
    );
    expect(within(panel).queryByText(/screens\.zip/)).toBeNull();
  });

  it('导出全部 downloads deals.zip', async () => {
    const { user, calls } = await openDeals(adminUser, {
      [`GET ${STUDIO}/export`]: fakeFile('zip', 'deals.zip'),
    });
    await user.click(button('导出全部'));
    await waitFor(() => expect(calls('GET', `${STUDIO}/export`)).toHaveLength(1));
    expect(
      await screen.findByText('已导出 deals.zip：其中每个 <交易编号>.deal.json 可导入其他环境'),
    ).toBeInTheDocument();
  });

  it('导入 sends the picked file and says how many deals it published and skipped, as the screens’ import', async () => {
    const { user, calls } = await openDeals(adminUser, {
      [`POST ${STUDIO}/import`]: {
        published: [{ file: '2299.deal.json', dealName: '2299', version: 2 }],
        skipped: [{ file: '2207.deal.json', dealName: '2207' }],
        publishedCount: 1,
        skippedCount: 1,
      },
    });
    pickFile(new File(['{}'], 'deals.zip'));
    await user.click(button('导入'));
    expect(await screen.findByText('导入完成：发布 1 个交易，1 个未改动')).toBeInTheDocument();
    expect((calls('POST', `${STUDIO}/import`)[0]?.body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(calls('POST', `${STUDIO}/list`)).toHaveLength(2));
  });

  it('导入 refuses another kind of file with its own words, and shows the server’s refusal', async () => {
    const refusal = '导入被拒绝：1 个文件没有通过发布检查';
    const { user, calls } = await openDeals(adminUser, {
      [`POST ${STUDIO}/import`]: new ApiError(refusal, 400),
    });
    pickFile(new File(['x'], '2207.txt'));
    await user.click(button('导入'));
    expect(
      await screen.findByText('只能导入 <交易编号>.deal.json 文件或它们的 zip 压缩包'),
    ).toBeInTheDocument();
    expect(calls('POST', `${STUDIO}/import`)).toHaveLength(0);
    pickFile(new File(['{}'], '2207.deal.json'));
    await user.click(button('导入'));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});

describe('发布记录: the screens’ and the deals’ events', () => {
  it('lists the deals’ publishes, rollbacks, 下线 and 恢复出厂 beside the screens’', async () => {
    const { user } = await openDeals();
    await user.click(screen.getByText('发布记录'));
    expect(await screen.findByText('界面发布记录')).toBeInTheDocument();
    expect(await screen.findByText('交易发布记录')).toBeInTheDocument();
    expect(await screen.findByText('地方扩展字段')).toBeInTheDocument();
    expect([...rowOf('地方扩展字段').querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '2026-11-28 09:00:00',
      '2207',
      '发布',
      '1',
      '2',
      '地方扩展字段',
      'admin',
    ]);
  });
});
