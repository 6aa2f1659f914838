/**
 * The dashboard's aggregate routes: settlements of the last N days, differences to clear,
 * applications, institutions; an institution sees only its own figures, the 9999 operator all of them
 * or one institution's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dateOnly } from '../../server/deals/time';
import type { SettlementFigures as Figures } from '../../server/repositories/dashboard';
import { BOOT_TIMEOUT, fileHarness } from './helpers';

const C = '/commondeal/dashboard';
const HOSPITAL = 'H21010200001';
const PHARMACY = 'P21010200002';

interface Settlements {
  orgCode: string | null;
  from: string;
  to: string;
  days: number;
  totals: Figures;
  previous: Figures;
  byDay: (Figures & { day: string })[];
}
interface Summary {
  orgCode: string | null;
  differences: { total: number; centerMore: number; orgMore: number; mismatch: number; amount: number };
  applications: { total: number; pending: number; approved: number; issued: number };
  institutions: { total: number; collected: number } | null;
  tickets: { total: number; open: number; unclassified: number; inProgress: number; closed: number };
}

const tokens = new Map<string, string>();
const get = <T>(path: string, as: string, query?: Record<string, string>) =>
  h.call<T>('GET', `${C}${path}`, { token: tokens.get(as), query });

const { h } = await fileHarness();
beforeAll(async () => {
  for (const u of ['admin', HOSPITAL, PHARMACY, '13900000002']) tokens.set(u, await h.tokenOf(u));
}, BOOT_TIMEOUT);

/** The same figures computed here from the institution's rows, day by day in China time. */
async function expected(orgCode: string | null, from: string, to: string) {
  const rows = await h.rows<{ day: string; refd: string; medfee: number; fund: number }>(
    `select to_char(setl_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day, refd_setl_flag as refd,
            medfee_sumamt::float8 as medfee, fund_pay_sumamt::float8 as fund
       from org_settlements where not reversed and ($1::text is null or fixmedins_code = $1)`,
    [orgCode],
  );
  const inWindow = rows.filter((r) => r.day >= from && r.day <= to);
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    count: inWindow.filter((r) => r.refd === '0').length,
    cancelled: inWindow.filter((r) => r.refd === '1').length,
    medfee: round(inWindow.reduce((s, r) => s + r.medfee, 0)),
    fund: round(inWindow.reduce((s, r) => s + r.fund, 0)),
  };
}

describe('GET /commondeal/dashboard/settlements', () => {
  it('the hospital sees its own settlements of the last 30 days, every day on the axis, totals equal to the days', async () => {
    const res = await get<Settlements>('/settlements', HOSPITAL);
    expect([res.status, res.code]).toEqual([200, 0]);
    const d = res.data;
    expect(d).toMatchObject({ orgCode: HOSPITAL, days: 30, to: dateOnly(new Date()) });
    expect(d.byDay).toHaveLength(30);
    expect(d.byDay[0]!.day).toBe(d.from);
    expect(d.byDay.at(-1)!.day).toBe(d.to);
    expect(d.totals).toMatchObject(await expected(HOSPITAL, d.from, d.to));
    expect(d.totals.count).toBeGreaterThan(0);
    const sum = d.byDay.reduce((s, x) => s + x.medfee, 0);
    expect(Math.round(sum * 100) / 100).toBe(d.totals.medfee);
  });

  it('the pharmacy sees only its own figures; asking for the hospital’s is refused (无权访问该功能)', async () => {
    const own = await get<Settlements>('/settlements', PHARMACY);
    expect(own.data.orgCode).toBe(PHARMACY);
    expect(own.data.totals).toMatchObject(await expected(PHARMACY, own.data.from, own.data.to));
    const other = await get('/settlements', PHARMACY, { orgCode: HOSPITAL });
    expect([other.status, other.message]).toEqual([403, '无权访问该功能']);
    const plain = await get('/settlements', '13900000002', { orgCode: PHARMACY });
    expect([plain.status, plain.message]).toEqual([403, '无权访问该功能']);
  });

  it('admin (9999) sees every institution, or one by orgCode', async () => {
    const all = await get<Settlements>('/settlements', 'admin', { days: '60' });
    expect(all.data.orgCode).toBeNull();
    expect(all.data.byDay).toHaveLength(60);
    expect(all.data.totals).toMatchObject(await expected(null, all.data.from, all.data.to));
    const h60 = await get<Settlements>('/settlements', HOSPITAL, { days: '60' });
    const p60 = await get<Settlements>('/settlements', PHARMACY, { days: '60' });
    expect(all.data.totals.count).toBe(h60.data.totals.count + p60.data.totals.count);
    const one = await get<Settlements>('/settlements', 'admin', { orgCode: PHARMACY, days: '60' });
    expect(one.data.totals).toEqual(p60.data.totals);
  });

  it('a settlement of today counts in today’s bar and the totals of its institution only', async () => {
    const before = await get<Settlements>('/settlements', HOSPITAL);
    const otherBefore = await get<Settlements>('/settlements', PHARMACY);
    await h.db.query(
      `insert into org_settlements (setl_id, fixmedins_code, mdtrt_id, psn_no, insutype, clr_type, medfee_sumamt,
         fund_pay_sumamt, acct_pay, psn_cash_pay, infno, msgid, setl_time)
       values ('DASH0001', $1, 'M1', '21010000000000000101', '310', '11', 100.10, 60.05, 20, 20.05, '2207', 'X1', now())`,
      [HOSPITAL],
    );
    const after = await get<Settlements>('/settlements', HOSPITAL);
    expect(after.data.totals.count).toBe(before.data.totals.count + 1);
    expect(after.data.totals.medfee).toBeCloseTo(before.data.totals.medfee + 100.1, 2);
    expect(after.data.byDay.at(-1)!.medfee).toBeCloseTo(before.data.byDay.at(-1)!.medfee + 100.1, 2);
    expect((await get<Settlements>('/settlements', PHARMACY)).data.totals).toEqual(otherBefore.data.totals);
    await h.db.query(`delete from org_settlements where setl_id = 'DASH0001'`);
  });

  it('bad input gets a clear message: days outside 1–90, a malformed institution code', async () => {
    const big = await get('/settlements', HOSPITAL, { days: '365' });
    expect([big.status, big.message]).toEqual([400, '统计天数须为 1 至 90 的整数']);
    const bad = await get('/settlements', 'admin', { orgCode: "H1' or 1=1" });
    expect([bad.status, bad.message]).toEqual([400, '请输入正确的国家机构编码']);
  });
});

describe('GET /commondeal/dashboard/summary', () => {
  it('service tickets of the caller’s institution by state; a new ticket is one more to classify, for the institution and the operator', async () => {
    const counted = async (orgCode: string | null) =>
      (
        await h.rows<{ total: number; unclassified: number; inProgress: number; closed: number }>(
          `select count(*)::int as total,
                  count(*) filter (where is_close = '0' and status = '0')::int as unclassified,
                  count(*) filter (where is_close = '0' and status = '2')::int as "inProgress",
                  count(*) filter (where is_close = '1')::int as closed
             from order_tickets where if_valid = '1' and ($1::text is null or org_code = $1)`,
          [orgCode],
        )
      )[0]!;
    const before = await get<Summary>('/summary', HOSPITAL);
    const seeded = await counted(HOSPITAL);
    // The demo seed holds tickets in every state.
    expect(seeded.total).toBeGreaterThan(0);
    expect(before.data.tickets).toEqual({ ...seeded, open: seeded.unclassified + seeded.inProgress });
    const everywhere = (await get<Summary>('/summary', 'admin')).data.tickets;
    expect(everywhere.total).toBe((await counted(null)).total);
    const pharmacy = (await get<Summary>('/summary', PHARMACY)).data.tickets;

    const [type] = await h.rows<{ id: number }>(
      `select order_type_id as id from order_types where area_code = '2101' and parent_type_id is null limit 1`,
    );
    const filed = await h.call('POST', '/commondeal/order/ticket', {
      token: tokens.get(HOSPITAL),
      body: { type: type!.id, title: '首页统计测试', content: '结算后无法打印结算单' },
    });
    expect(filed.code, filed.message).toBe(0);

    const after = (await get<Summary>('/summary', HOSPITAL)).data.tickets;
    expect(after).toEqual({
      ...before.data.tickets,
      total: before.data.tickets.total + 1,
      unclassified: before.data.tickets.unclassified + 1,
      open: before.data.tickets.open + 1,
    });
    expect((await get<Summary>('/summary', 'admin')).data.tickets.unclassified).toBe(
      everywhere.unclassified + 1,
    );
    expect((await get<Summary>('/summary', PHARMACY)).data.tickets).toEqual(pharmacy);
  });

  it('differences to clear, as the demo seed plans them: the hospital 中心多 1 and 医药机构多 1, the pharmacy 数据不一致 1', async () => {
    const hos = await get<Summary>('/summary', HOSPITAL);
    expect(hos.data.differences).toMatchObject({ total: 2, centerMore: 1, orgMore: 1, mismatch: 0 });
    const pha = await get<Summary>('/summary', PHARMACY);
    expect(pha.data.differences).toMatchObject({ total: 1, centerMore: 0, orgMore: 0, mismatch: 1 });
    const all = await get<Summary>('/summary', 'admin');
    expect(all.data.differences.total).toBe(3);
    const filtered = await get<Summary>('/summary', 'admin', { orgCode: PHARMACY });
    expect(filtered.data.differences).toEqual(pha.data.differences);
  });

  it('applications of the caller’s institution only; the operator sees those awaiting review everywhere', async () => {
    const signup = (orgCode: string) =>
      h.call('POST', '/commondeal/sec/signup', {
        body: {
          orgCode,
          orgName: '测试机构',
          hisName: '东软集团',
          hisPrd: '11',
          conerName: '王五',
          tel: '13812345678',
          oldOrgCode: 'A1',
        },
      });
    // The demo data holds applications already (the security-code seed): count what the signups add.
    const mine = (await get<Summary>('/summary', HOSPITAL)).data.applications;
    const pharmacy = (await get<Summary>('/summary', PHARMACY)).data.applications.total;
    const everywhere = (await get<Summary>('/summary', 'admin')).data.applications;
    await signup(HOSPITAL);
    await signup(HOSPITAL);
    await signup('H21010299999');
    const hos = await get<Summary>('/summary', HOSPITAL);
    expect(hos.data.applications).toEqual({ ...mine, total: mine.total + 2, pending: mine.pending + 2 });
    expect(hos.data.institutions).toBeNull();
    expect((await get<Summary>('/summary', PHARMACY)).data.applications.total).toBe(pharmacy);
    const all = await get<Summary>('/summary', 'admin');
    expect(all.data.applications).toMatchObject({
      total: everywhere.total + 3,
      pending: everywhere.pending + 3,
    });
    expect(all.data.institutions!.total).toBeGreaterThanOrEqual(2);
    const denied = await get('/summary', HOSPITAL, { orgCode: PHARMACY });
    expect([denied.status, denied.message]).toEqual([403, '无权访问该功能']);
  });
});

describe('GET /commondeal/dashboard/institutions', () => {
  it('the operator sees each institution’s settlements, the busiest first; an institution is refused', async () => {
    const res = await get<{ rows: { orgCode: string; count: number; medfee: number }[] }>(
      '/institutions',
      'admin',
      {
        days: '60',
      },
    );
    expect(res.code).toBe(0);
    const codes = res.data.rows.map((r) => r.orgCode);
    expect(codes).toEqual(expect.arrayContaining([HOSPITAL, PHARMACY]));
    expect(codes).not.toContain('9999');
    const medfees = res.data.rows.map((r) => r.medfee);
    expect(medfees).toEqual([...medfees].sort((a, b) => b - a));
    const hos = await get<Settlements>('/settlements', HOSPITAL, { days: '60' });
    expect(res.data.rows.find((r) => r.orgCode === HOSPITAL)!.count).toBe(hos.data.totals.count);
    const refused = await get('/institutions', HOSPITAL);
    expect([refused.status, refused.message]).toEqual([403, '无权访问该功能']);
  });

  it('anonymous → 401', async () => {
    const res = await h.call('GET', `${C}/institutions`);
    expect([res.status, res.message]).toEqual([401, '登录已过期，请重新登录']);
  });
});
