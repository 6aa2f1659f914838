/**
 * 交易日志 paged by keyset (server/repositories/keyset.ts, docs/performance.md): walking forward by `after`,
 * back by `before`, and the `last` page give exactly the rows the offset pages give, in the same order
 * (inf_time desc, id desc), whatever the filter; rows of one instant are told apart by their id and a time
 * keeps its microseconds through the cursor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db';
import { insertDealLog, listDealLog, type DealLogFilter } from '../../server/repositories/dealLog';
import type { KeysetAnswer, KeysetPageRequest } from '../../server/repositories/keyset';
import type { DealLogRecord } from '../../server/repositories/dealLog';
import { SCALE_ORG, seedScale } from '../../server/seed/scale';
import { BOOT_TIMEOUT } from './helpers';
import { expectKeysetWalk, expectNumberedPagesWalked } from './keysetWalk';
import { TEST_SCRYPT_N, templatedPgliteDb } from './pgliteTemplate';

const day = (d: string) => new Date(`${d}T00:00:00+08:00`);
const TWO_MONTHS = { from: day('2026-09-01'), to: day('2026-11-01') };

let db: Db;
beforeAll(async () => {
  if (process.env.DATABASE_URL) return;
  db = await templatedPgliteDb();
  const counts = { users: 0, dealLog: 3_000, settlements: 0, sec: 0, tickets: 0 };
  await seedScale(db, counts, 5, () => undefined, TEST_SCRYPT_N);
  // Ties and microseconds: every third row shares its day's first instant with others, some times carry microseconds.
  await db.query(
    `update deal_log set inf_time = case when id % 3 = 0 then date_trunc('day', inf_time)
       else inf_time + (id % 997) * interval '1 microsecond' end
     where fixmedins_code = $1`,
    [SCALE_ORG],
  );
}, BOOT_TIMEOUT);
afterAll(async () => db?.close());

type Page = KeysetAnswer<DealLogRecord>;
const ids = (p: Page) => p.records.map((r) => r.id);
const list = (f: DealLogFilter, page: KeysetPageRequest) => listDealLog(db, f, page);

const FILTERS: [string, DealLogFilter][] = [
  ['the institution, ten days', { orgCode: SCALE_ORG, from: day('2026-09-01'), to: day('2026-09-11') }],
  ['one deal', { orgCode: SCALE_ORG, ...TWO_MONTHS, infno: '2207' }],
  ['failed deals', { orgCode: SCALE_ORG, ...TWO_MONTHS, result: '1' }],
  ['one operator', { orgCode: SCALE_ORG, ...TWO_MONTHS, opter: 'OP7' }],
  ['a message id prefix', { orgCode: SCALE_ORG, ...TWO_MONTHS, msgid: `${SCALE_ORG}2026092` }],
  // Institution and day: read in order from the index of the day (dealLog.ts msgidDay).
  ['a message id prefix of a day', { orgCode: SCALE_ORG, ...TWO_MONTHS, msgid: `${SCALE_ORG}20260921` }],
  ['every institution (9999), ten days', { from: day('2026-10-01'), to: day('2026-10-11') }],
];

describe.skipIf(Boolean(process.env.DATABASE_URL))('交易日志 keyset paging', () => {
  it.each(FILTERS)(
    '%s: after, before and last give the rows of the offset pages',
    async (_name, f) => {
      await expectKeysetWalk((page) => list(f, page), 13);
    },
    BOOT_TIMEOUT,
  );

  it('a message id prefix longer than a day (chosen from the msgid index alone, then read by id): after, before and last give the rows of the offset pages', async () => {
    const f = { orgCode: SCALE_ORG, ...TWO_MONTHS, msgid: `${SCALE_ORG}202609211` };
    await expectKeysetWalk((page) => list(f, page), 6);
  });

  it.each([
    ['a day', `${SCALE_ORG}20260921`],
    ['ten hours', `${SCALE_ORG}202609211`],
  ])(
    'the message id prefix of %s answers the same whole records as the shorter prefix holding them',
    async (_n, msgid) => {
      const f = { orgCode: SCALE_ORG, ...TWO_MONTHS };
      const prefixed = await list({ ...f, msgid }, { size: 13, current: 1 });
      const month = await list({ ...f, msgid: `${SCALE_ORG}202609` }, { size: 1000, current: 1 });
      expect(prefixed.records.length).toBe(13);
      const same = month.records.filter((r) => r.msgid.startsWith(msgid)).slice(0, 13);
      expect(prefixed.records).toEqual(same);
    },
  );

  it('a long list (a total estimated above 1,000): after and before walk the same rows as offset', async () => {
    const f = { orgCode: SCALE_ORG, ...TWO_MONTHS };
    const size = 40;
    const offset: Page[] = [];
    for (let current = 1; current <= 6; current++) offset.push(await list(f, { size, current }));
    let at = offset[0]!;
    for (let i = 1; i < offset.length; i++) {
      at = await list(f, { size, current: i + 1, after: at.next });
      expect(ids(at)).toEqual(ids(offset[i]!));
    }
    for (let i = offset.length - 2; i >= 0; i--) {
      at = await list(f, { size, current: i + 1, before: at.prev });
      expect(ids(at)).toEqual(ids(offset[i]!));
    }
  });

  it('rows of one instant are ordered by id, newest first; a cursor keeps the microseconds', async () => {
    const f = { orgCode: SCALE_ORG, ...TWO_MONTHS };
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from (select inf_time from deal_log where fixmedins_code = $1
         group by inf_time having count(*) > 1) tied`,
      [SCALE_ORG],
    );
    expect(rows[0]!.n).toBeGreaterThan(10);
    const first = await list(f, { size: 20, current: 1 });
    const [micros] = first.next!.split('.');
    const { rows: exact } = await db.query<{ micros: string }>(
      `select (extract(epoch from inf_time) * 1000000)::bigint::text as micros from deal_log where id = $1`,
      [first.records.at(-1)!.id],
    );
    expect(micros).toBe(exact[0]!.micros);
    expect(first.next).toMatch(/^\d{16}\.\d+$/);
    expect(first.prev).toBe(`${first.prev!.split('.')[0]}.${first.records[0]!.id}`);
  });

  it.each([
    ['the institution, two months', { orgCode: SCALE_ORG, ...TWO_MONTHS }],
    ['every institution (9999), two months', TWO_MONTHS],
  ])(
    '%s: a deep page asked by its number (found from the counts per hour) holds the rows of the same page walked to by after',
    async (_name, f) => {
      expect(await expectNumberedPagesWalked((page) => list(f, page), 40)).toBeGreaterThan(70);
    },
    BOOT_TIMEOUT,
  );

  it('a deep page asked by its number reads the page and at most its hour before it, not the rows before it', async () => {
    const sent: [string, unknown[]][] = [];
    const noting: Db = {
      ...db,
      query: (sql, params, options) => {
        sent.push([sql, params ?? []]);
        return db.query(sql, params, options);
      },
    };
    const f = { orgCode: SCALE_ORG, ...TWO_MONTHS };
    const size = 40;
    const page = await listDealLog(noting, f, { size, current: 70 });
    expect(page.records).toHaveLength(size);
    const [sql, params] = sent.find(([text]) => /order by/.test(text))!;
    const { rows } = await db.query<Record<string, unknown>>(`explain (analyze, format json) ${sql}`, params);
    const raw = Object.values(rows[0]!)[0];
    type Node = { 'Relation Name'?: string; 'Actual Rows'?: number; Plans?: Node[] };
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Node }[];
    const read = (n: Node): number =>
      (n['Relation Name'] === 'deal_log' ? (n['Actual Rows'] ?? 0) : 0) +
      (n.Plans ?? []).reduce((sum, child) => sum + read(child), 0);
    // Offset 2,760: the offset read 2,800 rows; the page and the few rows of its hour before it now.
    expect(read(plan[0]!.Plan)).toBeLessThan(size + 100);
  });

  it(
    'the counts per hour follow rows added, moved and deleted: deep pages still hold the walked rows',
    async () => {
      const f = { orgCode: SCALE_ORG, ...TWO_MONTHS };
      const [row] = (await db.query<Record<string, unknown>>('select * from deal_log order by id limit 1'))
        .rows;
      for (const [i, at] of ['2026-09-03T10:15:00+08:00', '2026-10-20T23:59:59+08:00'].entries())
        await insertDealLog(db, {
          msgid: `${SCALE_ORG}20260903101500${9000 + i}`,
          infno: '1101',
          fixmedinsCode: SCALE_ORG,
          signNo: null,
          opter: 'OP1',
          infTime: new Date(at),
          request: {},
          infcode: 0,
          infRefmsgid: String(row!.inf_refmsgid),
          refmsgTime: String(row!.refmsg_time),
          respondTime: String(row!.respond_time),
          errMsg: null,
          output: null,
        });
      await db.query(
        `update deal_log set inf_time = inf_time - interval '7 hours' where fixmedins_code = $1 and id % 50 = 7`,
        [SCALE_ORG],
      );
      await db.query('delete from deal_log where fixmedins_code = $1 and id % 40 = 3', [SCALE_ORG]);
      const { rows } = await db.query<{ counted: number; actual: number }>(
        `select (select sum(n)::int from deal_log_hours where fixmedins_code = $1) as counted,
              (select count(*)::int from deal_log where fixmedins_code = $1) as actual`,
        [SCALE_ORG],
      );
      expect(rows[0]!.counted).toBe(rows[0]!.actual);
      await expectNumberedPagesWalked((page) => list(f, page), 40);
    },
    BOOT_TIMEOUT,
  );

  it('no rows: no cursors; last of an empty list is empty', async () => {
    const f = { orgCode: SCALE_ORG, from: day('2025-01-01'), to: day('2025-01-02') };
    expect(await list(f, { size: 10, current: 1 })).toEqual({ records: [], total: 0 });
    expect(await list(f, { size: 10, current: 1, last: true })).toEqual({ records: [], total: 0 });
  });
});
