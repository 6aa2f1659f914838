/**
 * The dashboard blocks: `statistic` figures formatted as amounts (2 decimals) and counts,
 * 暂无 for a missing figure, a trend against the previous period; `chart` drawn by
 * ECharts (loaded lazily) with its data also in a table for screen readers; the home page shows the
 * institution's or the operator's variant by `visible`, and the operator's institution filter reloads.
 */
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { ScreenDescriptor, StatisticBlock } from '../../engine/descriptor';
import dashboard from '../../screens/dashboard.screen.json';
import {
  DASHBOARD,
  dashboardAnswers,
  hospitalSummary,
  operatorSummary,
  settlementsAnswer,
} from '../../fixtures/dashboardFixtures';
import { adminUser, hospitalUser } from '../../fixtures/fixtures';
import { button, renderScreen, screen, screenOf } from './renderScreen';

const home = dashboard as unknown as ScreenDescriptor;

/** The figure card titled `label`. */
const figure = async (label: string) => (await screen.findByText(label)).closest('.ant-card') as HTMLElement;

const statistic = (items: StatisticBlock['items']): StatisticBlock => ({
  type: 'statistic',
  request: { method: 'GET', path: `${DASHBOARD}/summary` },
  items,
});

describe('statistic block', () => {
  it('shows amounts with 2 decimals and thousands separators, counts as whole numbers, with suffixes', async () => {
    renderScreen(
      screenOf([
        {
          type: 'statistic',
          request: { method: 'GET', path: `${DASHBOARD}/settlements` },
          items: [
            { label: '医疗费总额', field: 'totals.medfee', format: 'amount', suffix: '元' },
            { label: '结算笔数', field: 'totals.count', format: 'count', suffix: '笔' },
          ],
        },
      ]),
      {
        user: hospitalUser,
        answers: { [`GET ${DASHBOARD}/settlements`]: { totals: { medfee: 12345.6, count: 1234 } } },
      },
    );
    const amount = await figure('医疗费总额');
    await waitFor(() => expect(amount).toHaveTextContent('12,345.60元'));
    expect(await figure('结算笔数')).toHaveTextContent('1,234笔');
  });

  it('a figure the answer does not hold (null) shows 暂无, never 0', async () => {
    renderScreen(
      screenOf([
        statistic([
          {
            label: '服务单',
            field: 'tickets.open',
            format: 'count',
            suffix: '件',
            note: '服务单功能上线后显示',
          },
          { label: '安全码申请', field: 'applications.pending', format: 'count' },
        ]),
      ]),
      {
        user: hospitalUser,
        answers: { [`GET ${DASHBOARD}/summary`]: { ...hospitalSummary, tickets: null } },
      },
    );
    const tickets = await figure('服务单');
    await waitFor(() => expect(tickets).toHaveTextContent('暂无'));
    expect(tickets).not.toHaveTextContent('件');
    expect(tickets).toHaveTextContent('服务单功能上线后显示');
    expect(await figure('安全码申请')).toHaveTextContent('1');
  });

  it('a trend compares with the earlier value: ↑ and the percentage, 较前30天', async () => {
    renderScreen(
      screenOf([
        {
          type: 'statistic',
          request: { method: 'GET', path: `${DASHBOARD}/settlements` },
          items: [
            {
              label: '结算笔数',
              field: 'totals.count',
              format: 'count',
              trend: 'previous.count',
              trendLabel: '较前30天',
            },
          ],
        },
      ]),
      {
        user: hospitalUser,
        answers: { [`GET ${DASHBOARD}/settlements`]: { totals: { count: 15 }, previous: { count: 10 } } },
      },
    );
    const card = await figure('结算笔数');
    await waitFor(() => expect(card).toHaveTextContent('较前30天'));
    expect(card).toHaveTextContent('50%');
    expect(card.querySelector('[aria-label="arrow-up"], .anticon-arrow-up')).not.toBeNull();
  });

  it('items whose `visible` fails are not shown; a failed call leaves 暂无 (the error toast says why)', async () => {
    renderScreen(
      screenOf([
        statistic([
          {
            label: '机构数',
            field: 'institutions.total',
            visible: { '!=': [{ var: 'data.institutions' }, null] },
          },
          { label: '待处理对账差异', field: 'differences.total' },
        ]),
      ]),
      { user: hospitalUser, answers: { [`GET ${DASHBOARD}/summary`]: new Error('服务器错误') } },
    );
    const card = await figure('待处理对账差异');
    await waitFor(() => expect(card).toHaveTextContent('暂无'));
    expect(screen.queryByText('机构数')).toBeNull();
    expect(await screen.findByText('服务器错误')).toBeInTheDocument();
  });
});

describe('chart block', () => {
  it('draws the rows with ECharts and lists them in a table for screen readers', async () => {
    const { container } = renderScreen(
      screenOf([
        {
          type: 'chart',
          kind: 'bar',
          title: '近30天每日结算',
          request: { method: 'GET', path: `${DASHBOARD}/settlements`, data: 'byDay' },
          x: 'day',
          series: [
            { name: '医疗费总额（元）', field: 'medfee', format: 'amount' },
            { name: '结算笔数', field: 'count', kind: 'line', axis: 'right', format: 'count' },
          ],
        },
      ]),
      { user: hospitalUser, answers: dashboardAnswers() },
    );
    const table = (await screen.findByText('近30天每日结算', { selector: 'caption' })).closest('table')!;
    const first = settlementsAnswer.byDay[0]!;
    const row = within(table).getByText(first.day).closest('tr')!;
    expect(row).toHaveTextContent(first.medfee.toFixed(2));
    expect(within(table).getAllByRole('row')).toHaveLength(settlementsAnswer.byDay.length + 1);
    // ECharts arrives in its own chunk and draws into the box (SVG renderer).
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull(), { timeout: 15_000 });
  });

  it('no rows: the empty text instead of an empty drawing', async () => {
    renderScreen(
      screenOf([
        {
          type: 'chart',
          kind: 'line',
          request: { method: 'GET', path: `${DASHBOARD}/settlements`, data: 'byDay' },
          x: 'day',
          series: [{ name: '医疗费总额', field: 'medfee' }],
          emptyText: '近30天暂无结算',
        },
      ]),
      { user: hospitalUser, answers: { [`GET ${DASHBOARD}/settlements`]: { byDay: [] } } },
    );
    expect(await screen.findByText('近30天暂无结算')).toBeInTheDocument();
  });
});

describe('home page /home/dashboard', () => {
  it('an institution sees its own figures: differences to clear, applications, open tickets, settlements', async () => {
    const { calls } = renderScreen(home, { user: hospitalUser, answers: dashboardAnswers() });
    const differences = await figure('待处理对账差异');
    await waitFor(() => expect(differences).toHaveTextContent('2笔'));
    await waitFor(() => expect(calls('GET', `${DASHBOARD}/summary`)).toHaveLength(1));
    expect(calls('GET', `${DASHBOARD}/summary`)[0]!.query).toBeUndefined();
    const tickets = await figure('未关闭服务单');
    expect(tickets).toHaveTextContent('3件');
    expect(tickets).toHaveTextContent('待分类 1 · 办理中 2');
    expect(screen.queryByText('待审核安全码申请')).toBeNull();
    expect(screen.queryByText('平台运营概况')).toBeNull();
    expect(calls('GET', `${DASHBOARD}/institutions`)).toHaveLength(0);
  });

  it('the operator sees applications awaiting review and tickets to classify, and filters the settlements by institution', async () => {
    const { calls, user } = renderScreen(home, {
      user: adminUser,
      answers: dashboardAnswers(operatorSummary),
    });
    const pending = await figure('待审核安全码申请');
    await waitFor(() => expect(pending).toHaveTextContent('3件'));
    const toClassify = await figure('待分类服务单');
    expect(toClassify).toHaveTextContent('4件');
    expect(toClassify).toHaveTextContent('办理中 2 · 已关闭 3');
    expect(await figure('机构数')).toHaveTextContent('3家');
    await user.click(screen.getByText('全部机构'));
    await user.click(
      await screen.findByText('沈阳市示范大药房', { selector: '.ant-select-item-option-content' }),
    );
    await user.click(button('查询'));
    await waitFor(() =>
      expect(calls('GET', `${DASHBOARD}/settlements`).at(-1)?.query).toEqual({ orgCode: 'P21010200002' }),
    );
    // The to-dos stay platform-wide: the filter is for the settlement figures.
    expect(calls('GET', `${DASHBOARD}/summary`).map((c) => c.query)).toEqual([undefined]);
  });
});
