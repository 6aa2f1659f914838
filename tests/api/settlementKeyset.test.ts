/**
 * 对账冲正查询 paged by keyset (server/repositories/keyset.ts, docs/performance.md): walking forward by
 * `after`, back by `before`, and the `last` page give exactly the rows of the offset pages, in the order
 * (settlement time desc, setl_id desc), for the institution and for the operator; settlements of one
 * instant are told apart by their setl_id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db';
import type { KeysetAnswer, KeysetPageRequest } from '../../server/repositories/keyset';
import {
  mark,
  pageRecords,
  type RecordFilter,
  type ReversalRecord,
} from '../../server/repositories/reversals';
import { SCALE_ORG, seedScale } from '../../server/seed/scale';
import { BOOT_TIMEOUT } from './helpers';
import { expectKeysetWalk, expectNumberedPagesWalked, offsetPages } from './keysetWalk';
import { TEST_SCRYPT_N, templatedPgliteDb } from './pgliteTemplate';

let db: Db;
beforeAll(async () => {
  if (process.env.DATABASE_URL) return;
  db = await templatedPgliteDb();
  await seedScale(
    db,
    { users: 0, dealLog: 0, settlements: 2_000, sec: 0, tickets: 0 },
    7,
    () => undefined,
    TEST_SCRYPT_N,
  );
  // Ties: every fourth settlement shares its day's first instant with others.
  await db.query(
    `update center_settlements set setl_time = date_trunc('day', setl_time)
     where fixmedins_code = $1 and right(setl_id, 1) in ('0', '4', '8')`,
    [SCALE_ORG],
  );
  // Reversed (已冲正): a tenth of them besides the seed's few, so that they fill pages.
  await db.query(`update center_settlements set reversed = true where right(setl_id, 1) = '3'`);
}, BOOT_TIMEOUT);
afterAll(async () => db?.close());

type Page = KeysetAnswer<ReversalRecord>;
const ids = (p: Page) => p.records.map((r) => r.id);
const list = (f: RecordFilter, page: KeysetPageRequest) => pageRecords(db, f, page);

const FILTERS: [string, RecordFilter][] = [
  ['the institution, ten days', { orgCode: SCALE_ORG, startDate: '2026-09-01', endDate: '2026-09-10' }],
  [
    'the institution, not reversed',
    { orgCode: SCALE_ORG, startDate: '2026-10-01', endDate: '2026-10-09', used: '0' },
  ],
  [
    'the institution, reversed (已冲正)',
    { orgCode: SCALE_ORG, startDate: '2026-09-01', endDate: '2026-10-31', used: '1' },
  ],
  [
    'every institution (9999), ten days',
    { orgCode: undefined, startDate: '2026-10-11', endDate: '2026-10-20' },
  ],
];

describe.skipIf(Boolean(process.env.DATABASE_URL))('对账冲正查询 keyset paging', () => {
  it.each(FILTERS)(
    '%s: after, before and last give the rows of the offset pages',
    async (_name, f) => {
      const pages = await expectKeysetWalk((page) => list(f, page), 20);
      const order = pages.flatMap((p) => p.records.map((r) => `${r.setl_time} ${r.id}`));
      expect(order).toEqual([...order].sort().reverse());
    },
    60_000,
  );

  it('used 1 lists exactly the reversed settlements, used 0 only the others', async () => {
    const period = { orgCode: SCALE_ORG, startDate: '2026-09-01', endDate: '2026-10-31' };
    const reversed = (
      await db.query<{ n: number }>(
        `select count(*)::int as n from center_settlements where fixmedins_code = $1 and reversed
           and setl_time >= '2026-09-01 00:00+08' and setl_time < '2026-11-01 00:00+08'`,
        [SCALE_ORG],
      )
    ).rows[0]!.n;
    const records = (await offsetPages((page) => list({ ...period, used: '1' }, page), 100)).flatMap(
      (p) => p.records,
    );
    expect(records).toHaveLength(reversed);
    expect(records.every((r) => r.used === '1')).toBe(true);
    const others = await list({ ...period, used: '0' }, { size: 100, current: 1 });
    expect(others.records).toHaveLength(100);
    expect(others.records.every((r) => r.used === '0')).toBe(true);
  });

  it('the period is China dates, both included: a settlement at 23:59:59 of the end date is in it, one at 00:00 after is not', async () => {
    const [a, b] = (
      await db.query<{ setl_id: string }>(
        'select setl_id from center_settlements where fixmedins_code = $1 order by setl_id limit 2',
        [SCALE_ORG],
      )
    ).rows;
    await db.query(`update center_settlements set setl_time = '2026-12-05 23:59:59+08' where setl_id = $1`, [
      a!.setl_id,
    ]);
    await db.query(`update center_settlements set setl_time = '2026-12-06 00:00:00+08' where setl_id = $1`, [
      b!.setl_id,
    ]);
    const page = await list(
      { orgCode: SCALE_ORG, startDate: '2026-12-05', endDate: '2026-12-05' },
      { size: 20, current: 1 },
    );
    expect(ids(page)).toEqual([a!.setl_id]);
  });

  it('a deep page asked by its number (found from the counts per hour, less the hidden settlements) holds the rows of the same page walked to by after', async () => {
    const twoMonths = { startDate: '2026-09-01', endDate: '2026-10-31' };
    const hide = await db.query<{ setl_id: string }>(
      `select setl_id from center_settlements where fixmedins_code = $1 and right(setl_id, 2) in ('17', '55')`,
      [SCALE_ORG],
    );
    expect(hide.rows.length).toBeGreaterThan(10);
    for (const { setl_id } of hide.rows)
      await mark(db, { id: setl_id, fixmedins_code: SCALE_ORG }, { hidden: true });
    // Moved to another day and reversed: the counts follow the first, the second changes none.
    await db.query(
      `update center_settlements set setl_time = setl_time - interval '3 days 5 hours', reversed = not reversed
        where fixmedins_code = $1 and right(setl_id, 2) = '21'`,
      [SCALE_ORG],
    );
    const { rows } = await db.query<{ counted: number; actual: number }>(
      `select (select sum(n)::int from settlement_hours where fixmedins_code = $1) as counted,
              (select count(*)::int from center_settlements where fixmedins_code = $1) as actual`,
      [SCALE_ORG],
    );
    expect(rows[0]!.counted).toBe(rows[0]!.actual);
    for (const orgCode of [SCALE_ORG, undefined]) {
      const f = { orgCode, ...twoMonths };
      expect(await expectNumberedPagesWalked((page) => list(f, page), 20)).toBeGreaterThan(60);
    }
  }, 120_000);
});
