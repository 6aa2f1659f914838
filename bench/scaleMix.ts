/**
 * The mixed workload of the scale bench: the lists operators page through all day, each with many bodies
 * (periods, filters, pages and cursors taken from rows sampled anywhere in the million) so that the list
 * cache mostly misses, and one request in ten a write (a user disabled, then enabled again: each a change, which also
 * moves the user list's version; `BENCH_SCALE_WRITES=0` leaves them out, to see what they cost). Weights are out of 20.
 */
import type { Db } from '../server/db';
import { SCALE_ORG } from '../server/seed/scale';

export interface Call {
  name: string;
  weight: number;
  method: 'POST' | 'PUT';
  path: string;
  token: string;
  bodies: string[];
}

export interface Tokens {
  hospital: string;
  operator: string;
}

const C = '/commondeal';
const json = (values: object[]) => values.map((v) => JSON.stringify(v));
/** Days of the scale data (two months from 2026-09-01), as `yyyy-MM-dd`. */
const dayOf = (n: number) => new Date(Date.UTC(2026, 8, 1 + n)).toISOString().slice(0, 10);
/** `count` periods of 1–30 days inside the two months. */
const periods = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const start = (i * 7) % 45;
    return [dayOf(start), dayOf(start + 1 + ((i * 11) % 30))] as const;
  });

/** Cursors (`<epoch µs>.<id>`) of rows sampled from the whole table, and their message ids. */
async function sample(db: Db, sql: string): Promise<{ cursor: string; msgid: string }[]> {
  return (await db.query<{ cursor: string; msgid: string }>(sql, [SCALE_ORG])).rows;
}

export async function mixOf(db: Db, tokens: Tokens): Promise<Call[]> {
  const logRows = await sample(
    db,
    `select (extract(epoch from inf_time) * 1000000)::bigint::text || '.' || id as cursor, msgid
     from deal_log where fixmedins_code = $1 order by random() limit 200`,
  );
  const setlRows = await sample(
    db,
    `select (extract(epoch from setl_time) * 1000000)::bigint::text || '.' || setl_id as cursor, msgid
     from center_settlements where fixmedins_code = $1 order by random() limit 200`,
  );
  const whole = { beginTime: dayOf(0), endTime: dayOf(60) };
  const page = (i: number) => ({ size: 20, current: 2 + (i % 50) });
  const logBodies = json([
    ...periods(50).map(([beginTime, endTime], i) => ({
      beginTime,
      endTime,
      page: { size: 20, current: 1 + (i % 3) },
    })),
    ...logRows.slice(0, 100).map((r, i) => ({ ...whole, page: { ...page(i), after: r.cursor } })),
    ...logRows.slice(100, 150).map((r, i) => ({ ...whole, page: { ...page(i), before: r.cursor } })),
    ...logRows.slice(150).map((r, i) => ({ ...whole, msgid: r.msgid.slice(0, 20 + (i % 3) * 5) })),
    ...['2207', '2204', '1101', '9001'].map((infno) => ({
      ...whole,
      infno,
      page: { size: 20, current: 1, last: true },
    })),
    ...['0', '1'].map((result) => ({ ...whole, result, page: { size: 20, current: 1 } })),
  ]);
  const setlBodies = json([
    ...periods(50).map(([startDate, endDate]) => ({ startDate, endDate, page: { size: 20, current: 1 } })),
    ...setlRows.slice(0, 120).map((r, i) => ({
      startDate: dayOf(0),
      endDate: dayOf(60),
      page: { ...page(i), ...(i % 2 ? { after: r.cursor } : { before: r.cursor }) },
    })),
    ...periods(10).map(([startDate, endDate]) => ({
      startDate,
      endDate,
      page: { size: 20, current: 9, last: true },
    })),
    ...setlRows
      .slice(120, 160)
      .map((r) => ({
        startDate: dayOf(0),
        endDate: dayOf(60),
        psn_no: '',
        used: r.msgid.endsWith('1') ? '1' : '0',
      }))
      .map((b) => ({ ...b, page: { size: 20, current: 1 } })),
  ]);
  const userFilters = ['', '150', '1500', '15000', '联系人', '联系人1', '张伟', '规模'];
  const userBodies = json(
    userFilters.flatMap((user) =>
      Array.from({ length: 25 }, (_, i) => ({
        ...(user ? { user } : {}),
        page: { size: 10, current: 1 + i * 3 },
      })),
    ),
  );
  const writes = (
    await db.query<{ user_id: number }>(
      "select user_id from users where username like '150%' order by user_id limit 500",
    )
  ).rows.flatMap((r) => [
    { userId: r.user_id, ifValid: '0' },
    { userId: r.user_id, ifValid: '1' },
  ]);
  const writeWeight = process.env.BENCH_SCALE_WRITES === '0' ? 0 : 2;
  const calls: Call[] = [
    {
      name: '交易日志 POST /deal-log/query',
      weight: 6,
      method: 'POST',
      path: `${C}/deal-log/query`,
      token: tokens.hospital,
      bodies: logBodies,
    },
    {
      name: '对账冲正查询 POST /reconciliation/queryFirst',
      weight: 5,
      method: 'POST',
      path: `${C}/reconciliation/queryFirst`,
      token: tokens.hospital,
      bodies: setlBodies,
    },
    {
      name: '用户列表 POST /api/user-manage',
      weight: 5,
      method: 'POST',
      path: `${C}/api/user-manage`,
      token: tokens.operator,
      bodies: userBodies,
    },
    {
      name: '菜单列表 POST /platformmenu/menus',
      weight: 2,
      method: 'POST',
      path: `${C}/platformmenu/menus`,
      token: tokens.operator,
      bodies: json([1, 2, 3].map((current) => ({ isValid: '1', page: { size: 10, current } }))),
    },
    {
      name: '写：停用、启用用户 PUT /api/user-manage/valid',
      weight: writeWeight,
      method: 'PUT',
      path: `${C}/api/user-manage/valid`,
      token: tokens.operator,
      bodies: json(writes),
    },
  ];
  return calls.filter((call) => call.weight > 0);
}
