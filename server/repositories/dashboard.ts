/**
 * The figures of the dashboard: settlements by day from the institutions' own records (org_settlements),
 * reconciliation differences against the center's records, security-code applications, institutions.
 * `orgCode` undefined means every institution (the operator).
 */
import type { Db } from '../db';

export interface SettlementFigures {
  /** Settlements (refund rows not counted), their cancellations, and the net amounts (cancellations subtract). */
  count: number;
  cancelled: number;
  medfee: number;
  fund: number;
  acct: number;
  cash: number;
}

export interface DayFigures extends SettlementFigures {
  /** yyyy-MM-dd, China time. */
  day: string;
}

/** The same sums as 3201 totals: reversed rows left out, cancellation rows (negative) subtract. */
const FIGURES = `count(*) filter (where refd_setl_flag = '0')::int as count,
       count(*) filter (where refd_setl_flag = '1')::int as cancelled,
       coalesce(sum(medfee_sumamt), 0)::float8 as medfee, coalesce(sum(fund_pay_sumamt), 0)::float8 as fund,
       coalesce(sum(acct_pay), 0)::float8 as acct, coalesce(sum(psn_cash_pay), 0)::float8 as cash`;

const round2 = (v: number) => Math.round(v * 100) / 100;
const rounded = <T extends SettlementFigures>(f: T): T => ({
  ...f,
  medfee: round2(f.medfee),
  fund: round2(f.fund),
  acct: round2(f.acct),
  cash: round2(f.cash),
});

/** Totals of the settlements in [from, to). */
export async function settlementTotals(db: Db, orgCode: string | undefined, from: Date, to: Date) {
  const { rows } = await db.query<SettlementFigures>(
    `select ${FIGURES} from org_settlements
      where ($1::text is null or fixmedins_code = $1) and setl_time >= $2 and setl_time < $3 and not reversed`,
    [orgCode ?? null, from, to],
  );
  return rounded(rows[0]!);
}

/** One row per China-time day in [from, to) that has settlements. */
export async function settlementsByDay(db: Db, orgCode: string | undefined, from: Date, to: Date) {
  const { rows } = await db.query<DayFigures>(
    `select to_char(setl_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day, ${FIGURES}
       from org_settlements
      where ($1::text is null or fixmedins_code = $1) and setl_time >= $2 and setl_time < $3 and not reversed
      group by 1 order by 1`,
    [orgCode ?? null, from, to],
  );
  return rows.map(rounded);
}

export interface DifferenceFigures {
  /** Differences to clear: settlements the two records disagree on. */
  total: number;
  /** 中心多: the center has it, the institution does not. */
  centerMore: number;
  /** 医药机构多: the institution has it, the center does not (or has reversed it). */
  orgMore: number;
  /** 数据不一致: both have it, with other amounts. */
  mismatch: number;
  /** The sum of the medical-fee differences, center minus institution. */
  amount: number;
}

/**
 * Settlements on which the institution's records and the center's disagree (the stmt_rslt 1/2/3 of a
 * 3202 detail reconciliation, over all dates): what reversal or a correction has to clear.
 */
export async function differenceFigures(db: Db, orgCode: string | undefined): Promise<DifferenceFigures> {
  const { rows } = await db.query<DifferenceFigures>(
    `with c as (select * from center_settlements where not reversed and ($1::text is null or fixmedins_code = $1)),
          o as (select * from org_settlements where not reversed and ($1::text is null or fixmedins_code = $1)),
          d as (
            select case when o.setl_id is null then 'center' when c.setl_id is null then 'org' else 'mismatch' end as kind,
                   coalesce(c.medfee_sumamt, 0) - coalesce(o.medfee_sumamt, 0) as amount
              from c full join o on o.setl_id = c.setl_id
             where o.setl_id is null or c.setl_id is null
                or (c.medfee_sumamt, c.fund_pay_sumamt, c.acct_pay, c.refd_setl_flag, c.psn_no)
                   is distinct from (o.medfee_sumamt, o.fund_pay_sumamt, o.acct_pay, o.refd_setl_flag, o.psn_no))
     select count(*)::int as total, count(*) filter (where kind = 'center')::int as "centerMore",
            count(*) filter (where kind = 'org')::int as "orgMore",
            count(*) filter (where kind = 'mismatch')::int as mismatch, coalesce(sum(amount), 0)::float8 as amount
       from d`,
    [orgCode ?? null],
  );
  const f = rows[0]!;
  return { ...f, amount: round2(f.amount) };
}

export interface ApplicationFigures {
  total: number;
  /** status 0: awaiting review. */
  pending: number;
  /** status 2 or 4: approved, the code not issued yet. */
  approved: number;
  /** status 1: issued. */
  issued: number;
}

/** Security-code applications (sec_applications) by status; valid ones only. */
export async function applicationFigures(db: Db, orgCode: string | undefined): Promise<ApplicationFigures> {
  const { rows } = await db.query<ApplicationFigures>(
    `select count(*)::int as total, count(*) filter (where status = '0')::int as pending,
            count(*) filter (where status in ('2', '4'))::int as approved,
            count(*) filter (where status = '1')::int as issued
       from sec_applications where if_valid = '1' and ($1::text is null or org_code = $1)`,
    [orgCode ?? null],
  );
  return rows[0]!;
}

export interface TicketFigures {
  /** Valid tickets filed. */
  total: number;
  /** Open and not classified yet (status 0): the operator's to classify. */
  unclassified: number;
  /** Open and classified (status 2): moving through their workflow. */
  inProgress: number;
  /** Closed (办结 or 终止). */
  closed: number;
}

/** Service tickets (order_tickets) by state; valid ones only. */
export async function ticketFigures(db: Db, orgCode: string | undefined): Promise<TicketFigures> {
  const { rows } = await db.query<TicketFigures>(
    `select count(*)::int as total,
            count(*) filter (where is_close = '0' and status = '0')::int as unclassified,
            count(*) filter (where is_close = '0' and status = '2')::int as "inProgress",
            count(*) filter (where is_close = '1')::int as closed
       from order_tickets where if_valid = '1' and ($1::text is null or org_code = $1)`,
    [orgCode ?? null],
  );
  return rows[0]!;
}

export interface InstitutionFigures {
  orgCode: string;
  orgName: string;
  /** 1 medical institution, 2 pharmacy. */
  orgType: number;
  count: number;
  medfee: number;
  fund: number;
}

/** Every institution (not the operator) with its settlements in [from, to), the busiest first. */
export async function institutionFigures(db: Db, from: Date, to: Date, limit: number) {
  const { rows } = await db.query<InstitutionFigures>(
    `select g.org_code as "orgCode", g.org_name as "orgName", g.org_type::int as "orgType",
            count(s.setl_id) filter (where s.refd_setl_flag = '0')::int as count,
            coalesce(sum(s.medfee_sumamt), 0)::float8 as medfee, coalesce(sum(s.fund_pay_sumamt), 0)::float8 as fund
       from orgs g
       left join org_settlements s
         on s.fixmedins_code = g.org_code and s.setl_time >= $1 and s.setl_time < $2 and not s.reversed
      where g.org_type <> 0
      group by g.org_code, g.org_name, g.org_type
      order by medfee desc, g.org_code
      limit $3`,
    [from, to, limit],
  );
  return rows.map((r) => ({ ...r, medfee: round2(r.medfee), fund: round2(r.fund) }));
}

/** The number of institutions (not the operator), and of those whose info is collected. */
export async function institutionCount(db: Db): Promise<{ total: number; collected: number }> {
  const { rows } = await db.query<{ total: number; collected: number }>(
    `select count(*)::int as total, count(*) filter (where collected)::int as collected
       from orgs where org_type <> 0`,
  );
  return rows[0]!;
}
