/**
 * The planner's estimates behind the totals of large lists (docs/performance.md): kept a few seconds per
 * database, query and parameters, planned once by the requests that miss together, the least recently
 * used dropped first when the cache is full.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db';
import {
  cheapTotal,
  ESTIMATE_TTL_MS,
  ESTIMATES_MAX,
  EXACT_TOTAL_MAX,
} from '../../server/repositories/paging';

/** A database whose planner estimates `rows` for every list and counts the plans it made, by query. */
function planner(rows: number, hold?: Promise<void>) {
  const plans: string[] = [];
  const db = {
    query: async (sql: string, params: unknown[]) => {
      if (!sql.startsWith('explain')) return { rows: [{ n: rows }] };
      plans.push(JSON.stringify(params));
      if (hold && params[0] === 'slow') await hold;
      return { rows: [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': rows } }] }] };
    },
  } as unknown as Db;
  return { db, plans };
}

const LIST = 'from users where org_code = $1';
const BIG = EXACT_TOTAL_MAX * 50;

afterEach(() => {
  vi.restoreAllMocks();
});

/** Moves the clocks (`performance.now`, `Date.now`) by `ms`; the cache reads its clock again after 1 ms. */
function clock() {
  let moved = 0;
  const [perf, date] = [performance.now(), Date.now()];
  vi.spyOn(performance, 'now').mockImplementation(() => perf + moved);
  vi.spyOn(Date, 'now').mockImplementation(() => date + moved);
  return async (ms: number) => {
    moved += ms;
    await new Promise((r) => setTimeout(r, 5));
  };
}

describe('the estimated totals of large lists', () => {
  it('two requests missing together make one plan and get the same total', async () => {
    const { db, plans } = planner(BIG);
    const totals = await Promise.all([cheapTotal(db, LIST, ['H1']), cheapTotal(db, LIST, ['H1'])]);
    expect(totals).toEqual([BIG, BIG]);
    expect(plans).toEqual(['["H1"]']);
  });

  it(`an estimate is served for ${ESTIMATE_TTL_MS} ms, then planned again`, async () => {
    const advance = clock();
    const { db, plans } = planner(BIG);
    expect(await cheapTotal(db, LIST, ['H2'])).toBe(BIG);
    await advance(ESTIMATE_TTL_MS - 100);
    expect(await cheapTotal(db, LIST, ['H2'])).toBe(BIG);
    expect(plans).toHaveLength(1);
    await advance(200);
    expect(await cheapTotal(db, LIST, ['H2'])).toBe(BIG);
    expect(plans).toHaveLength(2);
  });

  it(`a total of at most ${EXACT_TOTAL_MAX} rows is planned and counted at every call`, async () => {
    const { db, plans } = planner(EXACT_TOTAL_MAX);
    expect(await cheapTotal(db, LIST, ['H3'])).toBe(EXACT_TOTAL_MAX);
    expect(await cheapTotal(db, LIST, ['H3'])).toBe(EXACT_TOTAL_MAX);
    expect(plans).toHaveLength(2);
  });

  it(`keeps the list in use when more than ${ESTIMATES_MAX} others are planned: the least recently used goes`, async () => {
    const { db, plans } = planner(BIG);
    await cheapTotal(db, LIST, ['in use']);
    for (let i = 0; i < ESTIMATES_MAX + 50; i++) {
      await cheapTotal(db, LIST, [`other ${i}`]);
      if (i % 100 === 0) await cheapTotal(db, LIST, ['in use']);
    }
    await cheapTotal(db, LIST, ['in use']);
    expect(plans.filter((p) => p === '["in use"]')).toHaveLength(1);
    await cheapTotal(db, LIST, ['other 0']);
    expect(plans.filter((p) => p === '["other 0"]')).toHaveLength(2);
  });

  it(`a plan still in flight when ${ESTIMATES_MAX} other lists push it out answers its requests`, async () => {
    let release!: () => void;
    const { db, plans } = planner(BIG, new Promise<void>((r) => (release = r)));
    const waiting = [cheapTotal(db, LIST, ['slow']), cheapTotal(db, LIST, ['slow'])];
    for (let i = 0; i < ESTIMATES_MAX + 10; i++) await cheapTotal(db, LIST, [`other ${i}`]);
    release();
    expect(await Promise.all(waiting)).toEqual([BIG, BIG]);
    expect(plans.filter((p) => p === '["slow"]')).toHaveLength(1);
  });
});
