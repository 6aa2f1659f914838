/** Realistic answers of the dashboard routes (fixed dates), shared by the stories and the component tests. */

const DAYS = 30;
const FIRST = Date.UTC(2026, 9, 25);
const day = (i: number) => new Date(FIRST + i * 86_400_000).toISOString().slice(0, 10);

/** A settlement every few days, as the demo hospital has them. */
export const settlementDays = Array.from({ length: DAYS }, (_, i) => {
  const count = i % 5 === 0 ? 2 : i % 3 === 0 ? 1 : 0;
  const medfee = count * (186.4 + ((i * 37) % 90));
  return {
    day: day(i),
    count,
    cancelled: i === 12 ? 1 : 0,
    medfee: Math.round(medfee * 100) / 100,
    fund: Math.round(medfee * 62) / 100,
    acct: Math.round(medfee * 21) / 100,
    cash: Math.round(medfee * 17) / 100,
  };
});

const sum = (key: 'count' | 'cancelled' | 'medfee' | 'fund' | 'acct' | 'cash') =>
  Math.round(settlementDays.reduce((s, d) => s + d[key], 0) * 100) / 100;

export const settlementsAnswer = {
  orgCode: 'H21010200001',
  from: day(0),
  to: day(DAYS - 1),
  days: DAYS,
  totals: {
    count: sum('count'),
    cancelled: sum('cancelled'),
    medfee: sum('medfee'),
    fund: sum('fund'),
    acct: sum('acct'),
    cash: sum('cash'),
  },
  previous: { count: 14, cancelled: 2, medfee: 3890.5, fund: 2412.11, acct: 817.0, cash: 661.39 },
  byDay: settlementDays,
};

export const hospitalSummary = {
  orgCode: 'H21010200001',
  differences: { total: 2, centerMore: 1, orgMore: 1, mismatch: 0, amount: -57.0 },
  applications: { total: 1, pending: 1, approved: 0, issued: 0 },
  institutions: null,
  tickets: { total: 5, open: 3, unclassified: 1, inProgress: 2, closed: 2 },
};

export const operatorSummary = {
  orgCode: null,
  differences: { total: 3, centerMore: 1, orgMore: 1, mismatch: 1, amount: -62.0 },
  applications: { total: 6, pending: 3, approved: 1, issued: 2 },
  institutions: { total: 3, collected: 2 },
  tickets: { total: 9, open: 6, unclassified: 4, inProgress: 2, closed: 3 },
};

export const institutionsAnswer = {
  from: day(0),
  to: day(DAYS - 1),
  rows: [
    {
      orgCode: 'H21010200001',
      orgName: '沈阳市示范医院',
      orgType: 1,
      count: 9,
      medfee: 5630.2,
      fund: 3490.72,
    },
    { orgCode: 'P21010200002', orgName: '沈阳市示范大药房', orgType: 2, count: 5, medfee: 812.6, fund: 0 },
    {
      orgCode: 'H21010200009',
      orgName: '沈阳市和平区社区卫生服务中心',
      orgType: 1,
      count: 0,
      medfee: 0,
      fund: 0,
    },
  ],
};

export const DASHBOARD = '/commondeal/dashboard';

/** The answers of every dashboard route. */
export const dashboardAnswers = (summary: object = hospitalSummary) => ({
  [`GET ${DASHBOARD}/settlements`]: settlementsAnswer,
  [`GET ${DASHBOARD}/summary`]: summary,
  [`GET ${DASHBOARD}/institutions`]: institutionsAnswer,
});
