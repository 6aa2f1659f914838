import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { ChartBlock, ScreenDescriptor } from '../engine/descriptor';
import dashboard from '../screens/dashboard.screen.json';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';
import { DASHBOARD, dashboardAnswers, operatorSummary } from '../fixtures/dashboardFixtures';
import { adminUser, hospitalUser } from '../fixtures/fixtures';

const meta = {
  title: 'Blocks/Chart 图表',
  parameters: { descriptor: { block: 'chart' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const daily: ChartBlock = {
  type: 'chart',
  kind: 'bar',
  title: '近30天每日结算',
  request: { method: 'GET', path: `${DASHBOARD}/settlements`, data: 'byDay' },
  x: 'day',
  series: [
    { name: '医疗费总额（元）', field: 'medfee', format: 'amount' },
    { name: '结算笔数', field: 'count', kind: 'line', axis: 'right', format: 'count' },
  ],
};

const line: ChartBlock = { ...daily, kind: 'line', title: '每日医疗费总额', series: [daily.series[0]!] };

const pie: ChartBlock = {
  type: 'chart',
  kind: 'pie',
  title: '各机构医疗费总额',
  request: { method: 'GET', path: `${DASHBOARD}/institutions`, data: 'rows' },
  x: 'orgName',
  series: [{ name: '医疗费总额（元）', field: 'medfee', format: 'amount' }],
  height: 260,
};

const hospital = { fakeApp: { user: hospitalUser, answers: dashboardAnswers() } };

export const Bars: Story = {
  name: '柱状图加折线（双轴）',
  args: { descriptor: screenOf([daily]) },
  parameters: hospital,
};
export const Line: Story = { name: '折线图', args: { descriptor: screenOf([line]) }, parameters: hospital };
export const Pie: Story = { name: '饼图', args: { descriptor: screenOf([pie]) }, parameters: hospital };
export const Empty: Story = {
  name: '无数据',
  args: { descriptor: screenOf([{ ...daily, emptyText: '近30天暂无结算' }]) },
  parameters: {
    fakeApp: {
      user: hospitalUser,
      answers: { [`GET ${DASHBOARD}/settlements`]: { byDay: [] } },
    },
  },
};

export const HospitalDashboard: Story = {
  name: '首页（医院）',
  args: { descriptor: dashboard as unknown as ScreenDescriptor },
  parameters: { fakeApp: { ...hospital.fakeApp, route: '/home/dashboard' } },
};

export const OperatorDashboard: Story = {
  name: '首页（平台运营 9999）',
  args: { descriptor: dashboard as unknown as ScreenDescriptor },
  parameters: {
    fakeApp: { user: adminUser, route: '/home/dashboard', answers: dashboardAnswers(operatorSummary) },
  },
};
