/**
 * The list routes' limits (server/plugins/listLimits.ts, docs/server.md#list-routes-timeout-and-concurrency):
 * a list whose statement runs past LIST_STATEMENT_TIMEOUT_MS answers 503 查询超时，请缩小查询范围后重试 and
 * gives its connection back (PostgreSQL ends the statement); a caller with LIST_CONCURRENCY_PER_CALLER
 * lists running has one more wait its turn up to LIST_QUEUE_WAIT_MS, and refused with 429
 * 查询过于频繁，请等上一次查询完成后再试 when no turn comes (at once with no wait); another caller is not.
 * The slow statement is forced: `select pg_sleep(…)` before each statement of the 交易日志 list, sent to the
 * same database (so on PostgreSQL to the list's connections, with their timeout).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db';
import { LIST_BUSY_MESSAGE, LIST_TIMEOUT_MESSAGE } from '../../server/plugins/listLimits';
import { BOOT_TIMEOUT, build, fileHarness, type Harness } from './helpers';

const Q = '/commondeal/deal-log/query';
const BODY = { beginTime: '2026-01-01', endTime: '2026-12-31', page: { size: 10, current: 1 } };

/** Seconds each 交易日志 page statement sleeps first; 0: none. */
let sleep = 0;

/** `db` whose 交易日志 page statements sleep `sleep` seconds first, on the same connections (and timeout). */
function slowed(db: Db): Db {
  const query: Db['query'] = async (sql, params, options) => {
    if (sleep > 0 && /\bdeal_log\b[^]*\border by\b/.test(sql)) await db.query('select pg_sleep($1)', [sleep]);
    return db.query(sql, params, options);
  };
  const timed = db.withStatementTimeout;
  return {
    ...db,
    query,
    ...(timed ? { withStatementTimeout: (ms: number) => slowed(timed(ms)) } : {}),
  };
}

const {
  h: base,
  hospital,
  pharmacy,
} = await fileHarness({
  hospital: 'H21010200001',
  pharmacy: 'P21010200002',
});
const POOL_MAX = 4;
/**
 * `h`: a 300 ms list timeout; `busy`: no timeout (the statements of one caller queue on PGlite) and no
 * wait for a turn; `queued`: no timeout, and a turn awaited up to 1.5 s.
 */
let h: Harness;
let busy: Harness;
let queued: Harness;
beforeAll(async () => {
  h = await build({
    db: slowed(base.db),
    config: { listStatementTimeoutMs: 300, listConcurrencyPerCaller: 2 },
  });
  busy = await build({
    db: slowed(base.db),
    config: { listStatementTimeoutMs: 0, listConcurrencyPerCaller: 2, listQueueWaitMs: 0 },
  });
  queued = await build({
    db: slowed(base.db),
    config: { listStatementTimeoutMs: 0, listConcurrencyPerCaller: 2, listQueueWaitMs: 1_500 },
  });
}, BOOT_TIMEOUT);
afterAll(async () => {
  // A statement PGlite could not end is still sleeping: let it finish before the database closes.
  sleep = 0;
  await new Promise((r) => setTimeout(r, 2_500));
  await h?.close();
  await busy?.close();
  await queued?.close();
}, BOOT_TIMEOUT);

const list = (token: string, on = h) => on.call<{ records: unknown[] }>('POST', Q, { token, body: BODY });

describe('a list route whose statement runs too long', () => {
  it('answers 503 查询超时，请缩小查询范围后重试 at the timeout, not when the statement would end', async () => {
    sleep = 2;
    const started = performance.now();
    const res = await list(hospital);
    const took = performance.now() - started;
    expect(res.status).toBe(503);
    expect(res.message).toBe(LIST_TIMEOUT_MESSAGE);
    expect(took).toBeLessThan(1_500);
  });

  it('gives its connection back: more timed-out lists than the pool holds, then every list and other call answers', async () => {
    sleep = 1.5;
    // One at a time (the caller's limit is 2): on PostgreSQL each ends its statement at the timeout.
    for (let i = 0; i < POOL_MAX + 2; i++) {
      const res = await list(pharmacy);
      expect(res.message).toBe(LIST_TIMEOUT_MESSAGE);
      // PGlite cannot end the statement: it sleeps on, and the caller's next list waits for it.
      if (h.db.driver === 'pglite') await new Promise((r) => setTimeout(r, 1_800));
    }
    sleep = 0;
    const again = await list(pharmacy);
    expect(again.code).toBe(0);
    expect((await h.call('GET', '/commondeal/api/menus/tree', { token: pharmacy })).status).toBe(200);
    if (h.db.driver === 'pg') {
      // The server ends a cancelled statement on its own time: its session is read until it is idle.
      const sleeping = async () =>
        (
          await base.rows<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and query like 'select pg_sleep%' and state = 'active'`,
          )
        )[0]!.n;
      await expect.poll(sleeping, { timeout: 5_000 }).toBe(0);
      expect(h.db.poolStats?.().waiting).toBe(0);
    }
  }, 30_000);
});

describe('the lists one caller may have running at once', () => {
  it('refuses one more with 429 查询过于频繁，请等上一次查询完成后再试; another caller is answered; the caller may list again once they end', async () => {
    await new Promise((r) => setTimeout(r, 2_500));
    sleep = 0.2;
    const three = [list(hospital, busy), list(hospital, busy), list(hospital, busy)];
    const other = list(pharmacy, busy);
    const answers = await Promise.all(three);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.message).toBe(LIST_BUSY_MESSAGE);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(2);
    expect((await other).code).toBe(0);
    sleep = 0;
    expect((await list(hospital, busy)).code).toBe(0);
  }, 30_000);
});

describe("a list over the caller's limit waits its turn", () => {
  it("is answered once one of the caller's lists ends, not refused", async () => {
    await new Promise((r) => setTimeout(r, 2_500));
    sleep = 0.3;
    const ended: number[] = [];
    const three = [0, 1, 2].map((i) =>
      list(hospital, queued).then((a) => {
        ended.push(i);
        return a;
      }),
    );
    const answers = await Promise.all(three);
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0]);
    // The third started only when one of the first two had ended.
    expect(ended.indexOf(2)).toBe(2);
    sleep = 0;
  }, 30_000);

  it('is refused with 429 查询过于频繁，请等上一次查询完成后再试 when no turn comes within LIST_QUEUE_WAIT_MS', async () => {
    await new Promise((r) => setTimeout(r, 2_500));
    sleep = 2;
    const three = [list(hospital, queued), list(hospital, queued), list(hospital, queued)];
    const answers = await Promise.all(three);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.message).toBe(LIST_BUSY_MESSAGE);
    sleep = 0;
  }, 30_000);
});
