import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { StatisticBlock } from '../engine/descriptor';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';
import { DASHBOARD, dashboardAnswers, hospitalSummary } from '../fixtures/dashboardFixtures';
import { hospitalUser } from '../fixtures/fixtures';

const meta = {
  title: 'Blocks/Statistic 统计数值',
  parameters: { descriptor: { block: 'statistic' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const settlements: StatisticBlock = {
  type: 'statistic',
  title: '近30天结算',
  request: { method: 'GET', path: `${DASHBOARD}/settlements` },
  items: [
    {
      label: '结算笔数',
      field: 'totals.count',
      format: 'count',
      suffix: '笔',
      trend: 'previous.count',
      trendLabel: '较前30天',
    },
    {
      label: '医疗费总额',
      field: 'totals.medfee',
      format: 'amount',
      suffix: '元',
      trend: 'previous.medfee',
      trendLabel: '较前30天',
    },
    { label: '基金支付', field: 'totals.fund', format: 'amount', suffix: '元' },
    {
      label: '撤销笔数',
      field: 'totals.cancelled',
      format: 'count',
      suffix: '笔',
      note: '撤销金额已从总额中冲减',
    },
  ],
};

const todo: StatisticBlock = {
  type: 'statistic',
  title: '待办事项',
  request: { method: 'GET', path: `${DASHBOARD}/summary` },
  items: [
    {
      label: '待处理对账差异',
      field: 'differences.total',
      format: 'count',
      suffix: '笔',
      note: '中心多 {{data.differences.centerMore}} · 医药机构多 {{data.differences.orgMore}}',
    },
    { label: '安全码申请', field: 'applications.total', format: 'count', suffix: '件' },
    { label: '服务单', field: 'tickets.open', format: 'count', suffix: '件', note: '服务单功能上线后显示' },
  ],
};

const fakeApp = (answers: Record<string, unknown>) => ({ fakeApp: { user: hospitalUser, answers } });

export const Totals: Story = {
  name: '金额与笔数（含较上期）',
  args: { descriptor: screenOf([settlements]) },
  parameters: fakeApp(dashboardAnswers()),
};

export const Todo: Story = {
  name: '待办（服务单暂无）',
  args: { descriptor: screenOf([todo]) },
  parameters: fakeApp({ [`GET ${DASHBOARD}/summary`]: hospitalSummary }),
};

export const Failed: Story = {
  name: '加载失败',
  args: { descriptor: screenOf([settlements]) },
  parameters: fakeApp({ [`GET ${DASHBOARD}/settlements`]: new Error('服务器错误') }),
};
