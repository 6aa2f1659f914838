/**
 * A deep page of a list ordered by its key (用户管理, 安全码 and 安全码审批, the service tickets and their
 * classification), asked by its number (docs/performance.md#deep-pages-and-isolation): the rows before it
 * are walked as keys alone (`pageByKeys`, paging.ts), then the page's rows are read by key. The page holds
 * the rows of the offset page, in the list's order, with the same total.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db';
import { JUMP_FROM } from '../../server/repositories/paging';
import { seedScale } from '../../server/seed/scale';
import { BOOT_TIMEOUT, build, fileHarness, type Harness } from './helpers';
import { TEST_SCRYPT_N } from './pgliteTemplate';

/** The statements sent, in order. */
const sent: string[] = [];
const noting = (db: Db): Db => {
  const timed = db.withStatementTimeout;
  return {
    ...db,
    query: (sql, params, options) => {
      sent.push(sql);
      return db.query(sql, params, options);
    },
    // PostgreSQL: the lists' statements go to the connections with their timeout.
    ...(timed ? { withStatementTimeout: (ms: number) => noting(timed(ms)) } : {}),
  };
};

const { h: base, admin } = await fileHarness({ admin: 'admin' });
let h: Harness;
beforeAll(async () => {
  const counts = { users: 3_000, dealLog: 0, settlements: 0, sec: 3_000, tickets: 4_000 };
  await seedScale(base.db, counts, 3, () => undefined, TEST_SCRYPT_N);
  await base.rows('analyze');
  h = await build({ db: noting(base.db), config: { listCache: false } });
  return () => h.close();
}, BOOT_TIMEOUT);

interface Page {
  records: Record<string, unknown>[];
  total: number;
}

const LISTS: {
  name: string;
  path: string;
  body: Record<string, unknown>;
  key: string;
  /** The list's keys in its order, by SQL. */
  expected: string;
}[] = [
  {
    name: '用户管理',
    path: '/commondeal/api/user-manage',
    body: {},
    key: 'userId',
    expected: 'select user_id as key from users order by user_id',
  },
  {
    name: '用户管理, a name part',
    path: '/commondeal/api/user-manage',
    body: { user: '1500' },
    key: 'userId',
    expected: `select user_id as key from users where username like '%1500%' or contact like '%1500%' order by user_id`,
  },
  {
    name: '安全码审批',
    path: '/commondeal/sec/applications',
    body: {},
    key: 'id',
    expected: 'select id as key from sec_applications order by id desc',
  },
  {
    name: '安全码申请查询 (9999, an institution code part)',
    path: '/commondeal/secCodes/query',
    body: { orgCode: 'H2101' },
    key: 'id',
    expected: `select id as key from sec_applications where org_code like '%H2101%' order by id desc`,
  },
  {
    name: '服务单申请与查询 (all statuses)',
    path: '/commondeal/order/ticket/query',
    body: { status: '4' },
    key: 'instId',
    expected: `select inst_id as key from order_tickets where if_valid = '1' order by inst_id desc`,
  },
  {
    name: '服务单分类查询 (处理中)',
    path: '/commondeal/order/query',
    body: { status: '2' },
    key: 'instId',
    expected: `select inst_id as key from order_tickets where if_valid = '1' and status = '2' order by inst_id desc`,
  },
];

describe('a deep page asked by its number', () => {
  it.each(LISTS)(
    '$name: holds the rows of the offset page, and the rows before it are read as keys alone',
    async ({ path, body, key, expected }) => {
      const keys = (await base.rows<{ key: number }>(expected)).map((r) => Number(r.key));
      const size = 20;
      const deep = Math.floor(keys.length / size) - 1;
      expect(deep * size).toBeGreaterThan(JUMP_FROM);
      for (const current of [2, deep, deep + 1, deep + 2]) {
        sent.length = 0;
        const res = await h.call<Page>('POST', path, {
          token: admin,
          body: { ...body, page: { size, current } },
        });
        expect(res.code, res.message).toBe(0);
        const want = keys.slice((current - 1) * size, current * size);
        expect(
          res.data.records.map((r) => Number(r[key])),
          `page ${current}`,
        ).toEqual(want);
        if ((current - 1) * size < JUMP_FROM) continue;
        // Every statement that skips rows selects their key and nothing else.
        const skipping = sent.filter((sql) => /\boffset\b/i.test(sql));
        expect(skipping.length).toBeGreaterThan(0);
        for (const sql of skipping) expect(sql).toMatch(/^select [\w.]+ as key from /);
      }
      sent.length = 0;
      const past = await h.call<Page>('POST', path, {
        token: admin,
        body: { ...body, page: { size, current: deep + 10 } },
      });
      expect(past.data.records).toEqual([]);
    },
    60_000,
  );
});
