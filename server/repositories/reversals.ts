/**
 * The reversal records: the center's settlements of an institution, each with what the reconciliation found
 * (the detail reconciliation's differences, recon_differences, and the institution's own record,
 * org_settlements), whether it is reversed, maintained, and whether a payment must come first.
 */
import type { Db } from '../db';
import { chinaTime } from './chinaTime';
import { readKeysetPageById, type JumpAnchor, type KeysetAnswer, type KeysetPageRequest } from './keyset';

export interface ReversalRecord {
  id: string;
  psn_no: string;
  psn_name: string;
  acct_pay: number;
  cash_payamt: number;
  medfee_sumamt: number;
  fund_pay_sumamt: number;
  omsgid: string;
  oinfo: string;
  fixmedins_code: string;
  fixmedins_name: string;
  setl_time: string;
  mdtrt_id: string;
  med_type: string;
  refd_setl_flag: string;
  /** '1' reversed at the center. */
  used: string;
  /** '1' marked 已维护. */
  maintained: string;
  /** '0' a difference found and not maintained yet (the row is highlighted), else '1'. */
  trans_type: string;
  /** '1' no payment needed before reversing, '0' a fee is due. */
  pay_flag: string;
  fee: number;
  memo: string;
}

const DIFFERS = `(os.setl_id is null or os.medfee_sumamt <> s.medfee_sumamt or os.fund_pay_sumamt <> s.fund_pay_sumamt
  or os.acct_pay <> s.acct_pay or os.refd_setl_flag <> s.refd_setl_flag or os.reversed <> s.reversed
  or d.memo is not null)`;

/** Every record column; the memo is the detail reconciliation's, else what the comparison finds. */
const COLUMNS = `select s.setl_id as id, s.psn_no, s.psn_name, s.acct_pay::float8 as acct_pay,
    s.psn_cash_pay::float8 as cash_payamt, s.medfee_sumamt::float8 as medfee_sumamt,
    s.fund_pay_sumamt::float8 as fund_pay_sumamt, s.msgid as omsgid, s.infno as oinfo, s.fixmedins_code,
    coalesce(o.org_name, '') as fixmedins_name,
    ${chinaTime('s.setl_time')} as setl_time,
    s.mdtrt_id, s.med_type, s.refd_setl_flag,
    case when s.reversed then '1' else '0' end as used,
    case when coalesce(m.maintained, false) then '1' else '0' end as maintained,
    case when ${DIFFERS} and not coalesce(m.maintained, false) then '0' else '1' end as trans_type,
    case when f.pay_flag = '0' then '0' else '1' end as pay_flag,
    coalesce(f.amount, 0)::float8 as fee,
    coalesce(d.memo, case
      when os.setl_id is null then '中心多：医药机构无此结算'
      when os.reversed <> s.reversed then '冲正状态不一致'
      when ${DIFFERS} then '数据不一致：以中心金额为准'
      else '' end) as memo`;

/** The settlements with the platform's marks: what a period's page filters on and orders by. */
const MARKED = `from center_settlements s
  left join reversal_marks m on m.setl_id = s.setl_id`;

/** The settlements with what the record shows beside them. */
const FROM = `${MARKED}
  left join orgs o on o.org_code = s.fixmedins_code
  left join reversal_fees f on f.setl_id = s.setl_id
  left join org_settlements os on os.setl_id = s.setl_id and os.fixmedins_code = s.fixmedins_code
  left join lateral (select r.memo from recon_differences r
     where r.fixmedins_code = s.fixmedins_code and r.setl_id = s.setl_id order by r.id desc limit 1) d on true`;

const SELECT = `${COLUMNS} ${FROM}`;

export interface RecordFilter {
  /** undefined: every institution (the operator). */
  orgCode: string | undefined;
  startDate: string;
  endDate: string;
  psnNo?: string;
  used?: string;
}

/**
 * The reversed flag as a condition of the statement's text rather than a parameter: the few reversed
 * settlements are then read from their own partial index (migration 027) instead of a walk of the period.
 */
const USED: Record<string, string> = { '1': 'and s.reversed', '0': 'and not s.reversed' };

/**
 * `from … where …` of a period's records (China dates, both included). The period bounds the settlement
 * time itself, so that the indexes of migration 025 serve it.
 */
function recordsWhere(f: RecordFilter, from = FROM) {
  return {
    fromWhere: `${from}
     where ($1::text is null or s.fixmedins_code = $1)
       and s.setl_time >= $2::date::timestamp at time zone 'Asia/Shanghai'
       and s.setl_time < ($3::date + 1)::timestamp at time zone 'Asia/Shanghai'
       and ($4::text is null or s.psn_no = $4)
       ${USED[f.used ?? ''] ?? ''}
       and not coalesce(m.hidden, false)`,
    params: [f.orgCode ?? null, f.startDate, f.endDate, f.psnNo || null],
  };
}

/** The records of a period, newest first; at most 1,000 (the answer without a page). */
export async function listRecords(db: Db, f: RecordFilter): Promise<ReversalRecord[]> {
  const { fromWhere, params } = recordsWhere(f);
  const { rows } = await db.query<ReversalRecord>(
    `${COLUMNS} ${fromWhere} order by s.setl_time desc, s.setl_id desc limit 1000`,
    params,
  );
  return rows;
}

/**
 * A page of a period's records asked by its number starts at the hour holding its first row, found from
 * the settlements' counts per hour (migration 035) less the hidden ones of each hour (keyset.ts
 * `JumpAnchor`); a person's records and 已冲正 / 未冲正 are not counted per hour and are read by offset.
 */
function hoursAnchor(f: RecordFilter): JumpAnchor | undefined {
  if (f.psnNo || USED[f.used ?? '']) return undefined;
  // $1, $2, $3: the institution and the period of recordsWhere.
  const from = `$2::date::timestamp at time zone 'Asia/Shanghai'`;
  const to = `($3::date + 1)::timestamp at time zone 'Asia/Shanghai'`;
  return (offset) => `select hour + interval '1 hour' as bound, before from (
      select hour, n, (sum(n) over (order by hour desc) - n)::bigint as before from (
        select hour, sum(n)::bigint as n from (
          select hour, n from settlement_hours
           where ($1::text is null or fixmedins_code = $1) and hour >= ${from} and hour < ${to}
          union all
          select date_trunc('hour', s.setl_time, 'UTC'), -count(*) from reversal_marks m
            join center_settlements s on s.setl_id = m.setl_id
           where m.hidden and ($1::text is null or s.fixmedins_code = $1)
             and s.setl_time >= ${from} and s.setl_time < ${to}
           group by 1) parts
        group by hour) counted) hours
     where before <= ${offset} and before + n > ${offset} order by hour desc limit 1`;
}

/**
 * One page of a period's records in the order (settlement time desc, setl_id desc): by its number, or
 * after / before a row's cursor, or the last one (keyset.ts), so that the last page of a million
 * settlements costs what the first does. The page's settlements are chosen among the marked settlements
 * alone, then their records read by id: planning the six joins for every page cost more than reading it.
 */
export async function pageRecords(
  db: Db,
  f: RecordFilter,
  page: KeysetPageRequest,
): Promise<KeysetAnswer<ReversalRecord>> {
  const { fromWhere, params } = recordsWhere(f, MARKED);
  return readKeysetPageById<ReversalRecord>(
    db,
    {
      select: 'select s.setl_id as id',
      fromWhere,
      params,
      time: 's.setl_time',
      id: 's.setl_id',
      idType: 'text',
    },
    page,
    `${SELECT} where s.setl_id = any($1::text[])`,
    hoursAnchor(f),
  );
}

/** One record by id (setl_id) or by the msgid of the deal that wrote it. */
export async function findRecord(
  db: Db,
  by: 'id' | 'omsgid',
  value: string,
): Promise<ReversalRecord | undefined> {
  const column = by === 'id' ? 's.setl_id' : 's.msgid';
  const { rows } = await db.query<ReversalRecord>(`${SELECT} where ${column} = $1`, [value]);
  return rows[0];
}

/** Upserts the platform's marks of a settlement. */
export async function mark(
  db: Db,
  record: { id: string; fixmedins_code: string },
  change: { maintainedBy?: string; hidden?: boolean; reversedBy?: string },
): Promise<void> {
  await db.query(
    `insert into reversal_marks as m (setl_id, fixmedins_code, maintained, maintained_by, maintained_at, hidden,
       reversed_by, reversed_at)
     values ($1, $2, $3::text is not null, $3::text, case when $3::text is null then null else now() end,
       coalesce($4::boolean, false), $5::text, case when $5::text is null then null else now() end)
     on conflict (setl_id) do update set
       maintained = m.maintained or excluded.maintained,
       maintained_by = coalesce(excluded.maintained_by, m.maintained_by),
       maintained_at = coalesce(excluded.maintained_at, m.maintained_at),
       hidden = m.hidden or excluded.hidden,
       reversed_by = coalesce(excluded.reversed_by, m.reversed_by),
       reversed_at = coalesce(excluded.reversed_at, m.reversed_at)`,
    [
      record.id,
      record.fixmedins_code,
      change.maintainedBy ?? null,
      change.hidden ?? null,
      change.reversedBy ?? null,
    ],
  );
}

/** How many settlements of a period the comparison finds not balanced (对账). */
export async function countDifferences(db: Db, f: RecordFilter): Promise<{ total: number; diff: number }> {
  const rows = await listRecords(db, { ...f, used: undefined });
  return { total: rows.length, diff: rows.filter((r) => r.memo !== '').length };
}

/** The institution's latest settlement at the center (the recent-settlement hint). */
export async function lastSettlementTime(db: Db, orgCode: string): Promise<string | null> {
  const { rows } = await db.query<{ t: string | null }>(
    `select ${chinaTime('max(setl_time)')} as t
       from center_settlements where fixmedins_code = $1`,
    [orgCode],
  );
  return rows[0]?.t ?? null;
}

const SIDE = `setl_id, psn_no, psn_name, mdtrt_id, infno as oinfo, msgid as omsgid, medfee_sumamt::float8 as medfee_sumamt,
  fund_pay_sumamt::float8 as fund_pay_sumamt, acct_pay::float8 as acct_pay, psn_cash_pay::float8 as cash_payamt,
  refd_setl_flag, case when reversed then '1' else '0' end as used,
  ${chinaTime('setl_time')} as setl_time`;

/** The center's and the institution's records of one original deal (冲正（二）). */
export async function compareSides(db: Db, orgCode: string, omsgid: string) {
  const cent = await db.query(
    `select ${SIDE} from center_settlements where fixmedins_code = $1 and msgid = $2`,
    [orgCode, omsgid],
  );
  const pha = await db.query(`select ${SIDE} from org_settlements where fixmedins_code = $1 and msgid = $2`, [
    orgCode,
    omsgid,
  ]);
  return { cent: cent.rows, pha: pha.rows };
}
