import { apiResult } from '../../../schemas';
import { addDays, dateOnly, parseChinaTime } from '../../deals/time';
import { ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { isOperator, scopeOrgCode } from '../../policy';
import {
  applicationFigures,
  differenceFigures,
  institutionCount,
  institutionFigures,
  settlementsByDay,
  settlementTotals,
  ticketFigures,
  type DayFigures,
} from '../../repositories/dashboard';
import {
  DashboardQuery,
  InstitutionsQuery,
  InstitutionsAnswer,
  SettlementsAnswer,
  SummaryAnswer,
} from '../../../schemas/dashboard';
import type { App } from '../../schemaTypes';

const tags = ['dashboard'];
const SCOPED =
  '机构只能看到本机构的数字（指定其他机构编码时拒绝），9999 平台运营机构看全部或按 orgCode 筛选。';
/** Any logged-in user; the handlers scope the figures to the caller's institution. */
const SCOPED_POLICY = { auth: {} };
/** The institutions of the platform: the 9999 operator only. */
const OPERATOR_POLICY = { auth: { operatorOnly: true } };
/** The operator's list of institutions shows the busiest ones. */
const INSTITUTION_ROWS = 20;

/** [start of the day `days - 1` days before today, start of tomorrow), China time. */
function windowOf(now: Date, days: number): [Date, Date] {
  const tomorrow = addDays(parseChinaTime(dateOnly(now))!, 1);
  return [addDays(tomorrow, -days), tomorrow];
}

/** Every day of the window, with zeros where nothing was settled (a continuous axis). */
function everyDay(from: Date, days: number, found: DayFigures[]): DayFigures[] {
  const byDay = new Map(found.map((d) => [d.day, d]));
  return Array.from({ length: days }, (_, i) => {
    const day = dateOnly(addDays(from, i));
    return byDay.get(day) ?? { day, count: 0, cancelled: 0, medfee: 0, fund: 0, acct: 0, cash: 0 };
  });
}

/** /commondeal/dashboard: the figures of the home page, scoped to the caller's institution. */
export default async function dashboard(app: App): Promise<void> {
  app.get(
    '/settlements',
    {
      config: SCOPED_POLICY,
      schema: {
        summary: '近 N 天结算笔数与金额（逐日及合计，另附上一时段合计）',
        description: SCOPED,
        tags,
        querystring: DashboardQuery,
        response: { 200: apiResult(SettlementsAnswer) },
      },
    },
    async (request) => {
      const orgCode = scopeOrgCode(callerOf(request), request.query.orgCode);
      const { days } = request.query;
      const [from, to] = windowOf(new Date(), days);
      const [totals, previous, found] = await Promise.all([
        settlementTotals(app.db, orgCode, from, to),
        settlementTotals(app.db, orgCode, addDays(from, -days), from),
        settlementsByDay(app.db, orgCode, from, to),
      ]);
      return ok({
        orgCode: orgCode ?? null,
        from: dateOnly(from),
        to: dateOnly(addDays(to, -1)),
        days,
        totals,
        previous,
        byDay: everyDay(from, days, found),
      });
    },
  );

  app.get(
    '/summary',
    {
      config: SCOPED_POLICY,
      schema: {
        summary: '待办概况：待处理的对账差异、安全码申请、机构数、服务单',
        description: SCOPED,
        tags,
        querystring: DashboardQuery,
        response: { 200: apiResult(SummaryAnswer) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const orgCode = scopeOrgCode(user, request.query.orgCode);
      const [differences, applications, institutions, tickets] = await Promise.all([
        differenceFigures(app.db, orgCode),
        applicationFigures(app.db, orgCode),
        isOperator(user) ? institutionCount(app.db) : null,
        ticketFigures(app.db, orgCode),
      ]);
      const open = tickets.unclassified + tickets.inProgress;
      return ok({
        orgCode: orgCode ?? null,
        differences,
        applications,
        institutions,
        tickets: { ...tickets, open },
      });
    },
  );

  app.get(
    '/institutions',
    {
      config: OPERATOR_POLICY,
      schema: {
        summary: `各机构近 N 天结算（金额最多的前 ${INSTITUTION_ROWS} 家）`,
        tags,
        querystring: InstitutionsQuery,
        response: { 200: apiResult(InstitutionsAnswer) },
      },
    },
    async (request) => {
      const [from, to] = windowOf(new Date(), request.query.days);
      const rows = await institutionFigures(app.db, from, to, INSTITUTION_ROWS);
      return ok({ from: dateOnly(from), to: dateOnly(addDays(to, -1)), rows });
    },
  );
}
