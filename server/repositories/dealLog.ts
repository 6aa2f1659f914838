/**
 * 交易日志: the envelopes of the deals run against the center (deal_log, migration 004), written by the
 * simulator with each call and paged in SQL.
 */
import type { Db } from '../db';
import { chinaTime } from './chinaTime';
import {
  readKeysetPage,
  readKeysetPageById,
  scanKeyset,
  type JumpAnchor,
  type KeysetAnswer,
  type KeysetPageRequest,
  type KeysetQuery,
} from './keyset';
import { cheapTotal } from './paging';
import { startingWith } from './likePattern';

export interface DealLogFilter {
  /** undefined: every institution (the operator). */
  orgCode?: string;
  from: Date;
  to: Date;
  infno?: string;
  /** '0' successful (infcode 0), '1' failed, else both. */
  result?: string;
  msgid?: string;
  opter?: string;
}

export interface DealLogRecord {
  id: number;
  infTime: string;
  infno: string;
  fixmedinsCode: string;
  opter: string;
  infcode: number;
  errMsg: string;
  msgid: string;
  infRefmsgid: string;
}

/**
 * A message id is the institution's code (12 characters), the time it was sent (yyyyMMddHHmmss, 14) and a
 * serial (4), so a prefix of exactly 20 characters asks for an institution's day: a large hospital's
 * ~16,000 rows. Its page is read in the list's order from the index of migration 030, keyed by those 20
 * characters and the time (`left(msgid, 20) = …`, the same rows as the `like`), so page 1 and page 500
 * cost the same (docs/performance.md#keyset-paging-of-交易日志).
 */
const MSGID_DAY = 20;
const msgidDay = (msgid: string | undefined) => msgid?.length === MSGID_DAY;

/**
 * A longer prefix (an hour, a minute, a whole message id) matches a few hundred rows at most. PostgreSQL
 * still chose to walk the time index newest first and test each row's msgid, expecting to meet 20 matches
 * soon; the matches all lie at one time, so it walked 250,000 rows (60 ms). Fenced in a subquery
 * (`offset 0`), the prefix is read from its own index and only its rows are sorted.
 */
const selectiveMsgid = (msgid: string | undefined) => (msgid?.length ?? 0) > MSGID_DAY;

/** The list's columns, as the records name them. */
const COLUMNS = `select id::int as id, ${chinaTime('inf_time')} as "infTime", infno, fixmedins_code as "fixmedinsCode",
    opter, infcode, coalesce(err_msg, '') as "errMsg", msgid, inf_refmsgid as "infRefmsgid"`;

/** `where …` of a filter and its parameters. */
function dealLogWhere(f: DealLogFilter): { where: string; params: unknown[] } {
  const where = `where inf_time >= $1 and inf_time < $2 and ($3::text is null or fixmedins_code = $3)
      and ($4::text is null or infno = $4) and ${msgidDay(f.msgid) ? 'left(msgid, 20) = $5' : '($5::text is null or msgid like $5)'}
      and ($6::text is null or opter = $6)
      and ($7::text is null or ($7 = '0' and infcode = 0) or ($7 = '1' and infcode <> 0))`;
  const params = [
    f.from,
    f.to,
    f.orgCode ?? null,
    f.infno || null,
    msgidDay(f.msgid) ? f.msgid : f.msgid ? startingWith(f.msgid) : null,
    f.opter || null,
    f.result === '0' || f.result === '1' ? f.result : null,
  ];
  return { where, params };
}

/** The list's query of a filter (the page and the export read the same rows). */
function dealLogQuery(f: DealLogFilter): KeysetQuery {
  const { where, params } = dealLogWhere(f);
  return {
    select: COLUMNS,
    fromWhere: selectiveMsgid(f.msgid)
      ? `from (select * from deal_log ${where} offset 0) deal_log where true`
      : `from deal_log ${where}`,
    params,
    time: 'deal_log.inf_time',
    id: 'deal_log.id',
  };
}

const HOUR_MS = 3_600_000;

/**
 * A page of a period (whole hours: the screen asks China days) of one institution or of all, asked by its
 * number, starts at the hour holding its first row, found from the counts per hour (migration 034;
 * keyset.ts `JumpAnchor`): page 50,000 of a million rows reads the period's hours (1,464 for two months)
 * and at most one hour's rows before the page, not the 999,980 rows before it. Other filters (a deal,
 * a result, an operator, a message id) are not counted per hour: their pages are read by offset.
 */
function hoursAnchor(f: DealLogFilter): JumpAnchor | undefined {
  if (f.infno || f.msgid || f.opter || f.result === '0' || f.result === '1') return undefined;
  if (f.from.getTime() % HOUR_MS !== 0 || f.to.getTime() % HOUR_MS !== 0) return undefined;
  // $1, $2, $3: the period and the institution of dealLogWhere.
  return (offset) => `select hour + interval '1 hour' as bound, before from (
      select hour, n, (sum(n) over (order by hour desc) - n)::bigint as before
        from (select hour, sum(n)::bigint as n from deal_log_hours
               where ($3::text is null or fixmedins_code = $3) and hour >= $1 and hour < $2
               group by hour) counted) hours
     where before <= ${offset} and before + n > ${offset} order by hour desc limit 1`;
}

/**
 * The log in [from, to), newest first (inf_time desc, id desc); a message id matches from its start (an
 * auditor pastes it whole or cut). A page is asked by its number, or after / before a row's cursor, or as
 * the last one (keyset.ts, served by the indexes of migration 024). A message id prefix's page is found
 * among the matches' ids and times alone, which its index holds (migration 029: no row is read but the
 * page's), then its rows are read by id.
 */
export async function listDealLog(
  db: Db,
  f: DealLogFilter,
  page: KeysetPageRequest,
): Promise<KeysetAnswer<DealLogRecord>> {
  if (!selectiveMsgid(f.msgid))
    return readKeysetPage<DealLogRecord>(db, dealLogQuery(f), page, hoursAnchor(f));
  const { where, params } = dealLogWhere(f);
  return readKeysetPageById<DealLogRecord>(
    db,
    {
      select: 'select deal_log.id::int as id',
      fromWhere: `from (select id, inf_time from deal_log ${where} offset 0) deal_log where true`,
      params,
      time: 'deal_log.inf_time',
      id: 'deal_log.id',
    },
    page,
    `${COLUMNS} from deal_log where id = any($1::bigint[])`,
  );
}

/** The list's cheap total of a filter (exact up to EXACT_TOTAL_MAX, else the planner's estimate). */
export async function countDealLog(db: Db, f: DealLogFilter): Promise<number> {
  const q = dealLogQuery(f);
  return cheapTotal(db, q.fromWhere, q.params);
}

/** Every row of a filter in the list's order, in keyset batches (the streamed export). */
export function scanDealLog(
  db: Db,
  f: DealLogFilter,
  options?: { size?: number; signal?: AbortSignal },
): AsyncGenerator<DealLogRecord[]> {
  return scanKeyset<DealLogRecord>(db, { ...dealLogQuery(f), order: 'desc' }, options);
}

/** One call as deal_log keeps it: the request and answer envelopes (server/deals/center/envelope.ts). */
export interface DealLogEntry {
  msgid: string;
  infno: string;
  fixmedinsCode: string;
  /** null: not signed in. */
  signNo: string | null;
  opter: string;
  infTime: Date;
  /** The request envelope as logged (big inputs already cut). */
  request: unknown;
  infcode: number;
  infRefmsgid: string;
  refmsgTime: string;
  respondTime: string;
  /** null: success. */
  errMsg: string | null;
  output: unknown;
}

/** Logs one call to the center. */
export async function insertDealLog(db: Db, e: DealLogEntry): Promise<void> {
  await db.query(
    `insert into deal_log (msgid, infno, fixmedins_code, sign_no, opter, inf_time, request, infcode,
       inf_refmsgid, refmsg_time, respond_time, err_msg, output)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      e.msgid,
      e.infno,
      e.fixmedinsCode,
      e.signNo,
      e.opter,
      e.infTime,
      JSON.stringify(e.request),
      e.infcode,
      e.infRefmsgid,
      e.refmsgTime,
      e.respondTime,
      e.errMsg,
      JSON.stringify(e.output ?? {}),
    ],
  );
}

/** One logged call's envelopes (查看报文): the request as logged and the answer rebuilt from its columns. */
export interface DealLogMessage {
  id: number;
  msgid: string;
  infno: string;
  request: Record<string, unknown>;
  answer: Record<string, unknown>;
}

/** The envelopes of row `id`, or undefined when there is none in `orgCode` (undefined: any institution). */
export async function readDealLogMessage(
  db: Db,
  id: number,
  orgCode: string | undefined,
): Promise<DealLogMessage | undefined> {
  const { rows } = await db.query<DealLogMessage>(
    `select id::int as id, msgid, infno, request,
       json_build_object('infcode', infcode, 'inf_refmsgid', inf_refmsgid, 'refmsg_time', refmsg_time,
         'respond_time', respond_time, 'err_msg', coalesce(err_msg, ''), 'output', coalesce(output, '{}'::jsonb)) as answer
     from deal_log where id = $1 and ($2::text is null or fixmedins_code = $2)`,
    [id, orgCode ?? null],
  );
  return rows[0];
}
