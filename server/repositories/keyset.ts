/**
 * Keyset paging of a list ordered newest first by (time desc, id desc) (docs/performance.md): the page
 * after a row or before it is read from an index in that order, the last page from the other end, so a
 * page far from the first costs what the first does. A jump to any other page uses `offset`, from the
 * list's start or, where the list keeps counts of its rows by time (`JumpAnchor`), from the nearest time
 * before the page (docs/performance.md#deep-pages-and-isolation).
 */
import type { Db } from '../db';
import { cheapTotal, JUMP_FROM, pageClause, seen, type PageRequest } from './paging';

/** A page asked by its neighbour's cursor, or the last page; none of them: by its number (`offset`). */
export interface KeysetPageRequest extends PageRequest {
  /** The page after the row of this cursor (the `next` of the page before it). */
  after?: string | null;
  /** The page before the row of this cursor (the `prev` of the page after it). */
  before?: string | null;
  /** The last page, read from the oldest row. */
  last?: boolean | null;
}

export interface KeysetAnswer<T> {
  records: T[];
  total: number;
  /** The cursor of the last row (none without rows). */
  next?: string;
  /** The cursor of the first row (none without rows). */
  prev?: string;
}

/** The list's query. */
export interface KeysetQuery {
  /** `select …` (its columns named as the answer's records). */
  select: string;
  /** `from … where …` (a `where` is required: the page's bound is added with `and`). */
  fromWhere: string;
  params: unknown[];
  /**
   * The time and id columns, qualified by their table (`deal_log.id`): ORDER BY would take a bare `id` for
   * the select list's `id::int as id`, an order no index gives.
   */
  time: string;
  id: string;
  /** The id column's type: `bigint` (the default) or `text` (a settlement's setl_id). */
  idType?: 'bigint' | 'text';
}

/**
 * Where a page asked by its number can start reading, for a list that keeps exact counts of its rows by
 * time (交易日志 per hour, migration 034): a select of at most one row, `bound` (a time) and `before` (how
 * many rows of the list are at or after it), for the page's offset given as the parameter named. The page
 * is then the list's rows older than `bound`, skipping `offset - before` of them: the rows the offset
 * page holds, without reading the `before` rows newer than `bound`. No row (an offset past the end): an
 * empty page, as the offset gives.
 */
export type JumpAnchor = (offsetParam: string) => string;

/**
 * A cursor: `<time as epoch microseconds>.<id>`, the shapes schemas/common.ts `keysetPage` and
 * `textKeysetPage` check.
 */
const CURSOR = { bigint: /^(\d{1,16})\.(\d{1,18})$/, text: /^(\d{1,16})\.([0-9A-Za-z_-]{1,30})$/ } as const;

const cursorOf = (micros: string, id: string | number) => `${micros}.${id}`;

/** The rows of the last page of `total` rows, `size` a page. */
export const lastPageSize = (total: number, size: number) =>
  total <= 0 ? 0 : total - (Math.ceil(total / size) - 1) * size;

type Seek = { op: '<' | '>'; micros: string; id: string } | { op: 'last' } | undefined;

function seekOf(page: KeysetPageRequest, idType: 'bigint' | 'text'): Seek {
  const cursor = page.after ?? page.before;
  const parts = cursor ? CURSOR[idType].exec(cursor) : null;
  if (parts) return { op: page.after ? '<' : '>', micros: parts[1]!, id: parts[2]! };
  return page.last ? { op: 'last' } : undefined;
}

/**
 * The rows past a cursor, whose time (epoch microseconds) and id are the parameters `$n+1` and `$n+2`. The
 * time alone as well, so that the index scan starts at the cursor, not at the filter's end of the range;
 * the tie on the time spelled out rather than a row comparison `(time, id) < (…)`, at which PostgreSQL 18
 * (and PGlite) does not start a scan of a descending index: it read the index whole.
 */
function seekBound(time: string, id: string, op: '<' | '>', n: number, idType: 'bigint' | 'text'): string {
  const at = `timestamptz 'epoch' + $${n + 1}::bigint * interval '1 microsecond'`;
  return `${time} ${op}= ${at} and (${time} ${op} ${at} or ${id} ${op} $${n + 2}::${idType})`;
}

/**
 * One page of `q` in the order (time desc, id desc): `after` → the rows older than the cursor's, newest
 * first; `before` → the rows newer than it, read oldest first and turned; `last` → the final page, read
 * oldest first (its size from the total) and turned; none → `limit … offset …`. The total is `cheapTotal`'s
 * in each case, and `next` / `prev` are the cursors of the page's last and first rows.
 */
export async function readKeysetPage<T extends { id: number | string }>(
  db: Db,
  q: KeysetQuery,
  page: KeysetPageRequest,
  anchor?: JumpAnchor,
): Promise<KeysetAnswer<T>> {
  const idType = q.idType ?? 'bigint';
  const seek = seekOf(page, idType);
  const n = q.params.length;
  const select = `${q.select}, (extract(epoch from ${q.time}) * 1000000)::bigint::text as "keysetMicros"`;
  const desc = `order by ${q.time} desc, ${q.id} desc`;
  const asc = `order by ${q.time}, ${q.id}`;
  let sql: string;
  let params: unknown[];
  let total: number | undefined;
  const offset = (page.current - 1) * page.size;
  if (seek === undefined && anchor && offset >= JUMP_FROM) {
    // One statement, so that the counts and the rows are of one snapshot.
    sql = `with anchor as (${anchor(`$${n + 1}::bigint`)})
      ${select} ${q.fromWhere} and ${q.time} < (select bound from anchor)
      ${desc} limit $${n + 2} offset (select $${n + 1}::bigint - before from anchor)`;
    params = [...q.params, offset, page.size];
  } else if (seek === undefined) {
    const p = pageClause(page, n);
    [sql, params] = [`${select} ${q.fromWhere} ${desc} ${p.sql}`, [...q.params, ...p.params]];
  } else if (seek.op === 'last') {
    total = await cheapTotal(db, q.fromWhere, q.params);
    const size = lastPageSize(total, page.size);
    [sql, params] = [`${select} ${q.fromWhere} ${asc} limit $${n + 1}`, [...q.params, size]];
  } else {
    const order = seek.op === '<' ? desc : asc;
    const bound = seekBound(q.time, q.id, seek.op, n, idType);
    sql = `${select} ${q.fromWhere} and ${bound} ${order} limit $${n + 3}`;
    params = [...q.params, seek.micros, seek.id, page.size];
  }
  const { rows } = await db.query<T & { keysetMicros: string }>(sql, params);
  if (seek !== undefined && seek.op !== '<') rows.reverse();
  total ??= await cheapTotal(db, q.fromWhere, q.params, seen(page, rows.length));
  const records = rows.map(({ keysetMicros: _, ...row }) => row as unknown as T);
  const first = rows[0];
  const last = rows.at(-1);
  return {
    records,
    total,
    ...(first && last
      ? { prev: cursorOf(first.keysetMicros, first.id), next: cursorOf(last.keysetMicros, last.id) }
      : {}),
  };
}

/**
 * One page in two statements, for a list whose rows are costly to plan (several joins): the page's ids by
 * `q` (its `from … where …` only what filters and orders), then the rows of those ids by `rowsSql`, whose
 * one parameter is the ids' array. That statement is prepared, so its plan is made once per connection
 * (docs/performance.md#the-mixed-load).
 */
export async function readKeysetPageById<T extends { id: number | string }>(
  db: Db,
  q: KeysetQuery,
  page: KeysetPageRequest,
  rowsSql: string,
  anchor?: JumpAnchor,
): Promise<KeysetAnswer<T>> {
  const keys = await readKeysetPage<{ id: number | string }>(db, q, page, anchor);
  const ids = keys.records.map((r) => r.id);
  const { rows } = ids.length ? await db.query<T>(rowsSql, [ids], { prepare: true }) : { rows: [] };
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { ...keys, records: ids.flatMap((id) => byId.get(id) ?? []) };
}

/** Rows per batch of `scanKeyset` (docs/performance.md, Streamed exports). */
export const SCAN_BATCH = 5_000;

/** A whole list read in batches: `time` absent → ordered by `id` alone. */
export interface KeysetScan extends Omit<KeysetQuery, 'time' | 'fromWhere'> {
  /** `from …`, with or without `where …`. */
  fromWhere: string;
  time?: string;
  /** `desc` (newest first, the lists' order) or `asc`. */
  order: 'asc' | 'desc';
}

/**
 * Every row of `q`, in batches of `size` read by keyset (each batch starts after the last row of the one
 * before, so batch n costs what batch 1 does on both drivers): the streamed exports' reader. Stops before
 * the next batch once `signal` aborts (the client went away).
 */
export async function* scanKeyset<T>(
  db: Db,
  q: KeysetScan,
  options: { size?: number; signal?: AbortSignal } = {},
): AsyncGenerator<T[]> {
  const size = options.size ?? SCAN_BATCH;
  const n = q.params.length;
  const dir = q.order === 'desc' ? 'desc' : '';
  const op = q.order === 'desc' ? '<' : '>';
  const select = q.time
    ? `${q.select}, (extract(epoch from ${q.time}) * 1000000)::bigint::text as "keysetMicros", ${q.id}::text as "keysetId"`
    : `${q.select}, ${q.id}::text as "keysetId"`;
  const order = q.time ? `order by ${q.time} ${dir}, ${q.id} ${dir}` : `order by ${q.id} ${dir}`;
  const and = /\bwhere\b/i.test(q.fromWhere) ? 'and' : 'where';
  let cursor: { micros?: string; id: string } | undefined;
  for (;;) {
    if (options.signal?.aborted) return;
    let sql: string;
    let params: unknown[];
    if (!cursor) [sql, params] = [`${select} ${q.fromWhere} ${order} limit $${n + 1}`, [...q.params, size]];
    else if (q.time) {
      const bound = seekBound(q.time, q.id, op, n, 'bigint');
      sql = `${select} ${q.fromWhere} ${and} ${bound} ${order} limit $${n + 3}`;
      params = [...q.params, cursor.micros, cursor.id, size];
    } else {
      sql = `${select} ${q.fromWhere} ${and} ${q.id} ${op} $${n + 1}::bigint ${order} limit $${n + 2}`;
      params = [...q.params, cursor.id, size];
    }
    const { rows } = await db.query<T & { keysetMicros?: string; keysetId: string }>(sql, params);
    const last = rows.at(-1);
    if (!last) return;
    cursor = { micros: last.keysetMicros, id: last.keysetId };
    yield rows.map(({ keysetMicros: _m, keysetId: _i, ...row }) => row as unknown as T);
    if (rows.length < size) return;
  }
}
