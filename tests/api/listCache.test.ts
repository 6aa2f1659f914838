/**
 * The menu and user list pages are cached per instance, and a change committed anywhere (the
 * other instance's screens, or SQL straight into the database) shows on this instance's next call. Two
 * instances: on PostgreSQL (DATABASE_URL) two pools on one schema; on PGlite two apps of one process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config';
import type { Db, Stamp } from '../../server/db';
import { CACHE_MAX, cachedList, listCacheStats } from '../../server/repositories/listCache';
import { BOOT_TIMEOUT, build, type Harness } from './helpers';
import { pairDrivers, type Pair } from './instancePair';
import { templatedPgliteDb } from './pgliteTemplate';

const MENUS = '/commondeal/platformmenu/menus';
const USERS = '/commondeal/api/user-manage';

interface Page<T> {
  records: T[];
  total: number;
}

/** A Db that counts the page queries of the two lists it runs (everything else passes through). */
function counting(db: Db) {
  const counter = { menus: 0, users: 0 };
  const wrapped: Db = {
    ...db,
    query: (sql, params, options) => {
      if (/^select m\.menu_id .* from menus m .*limit/s.test(sql.trim())) counter.menus += 1;
      if (/from users u\s+where .*offset/s.test(sql)) counter.users += 1;
      return db.query(sql, params, options);
    },
  };
  return { db: wrapped, counter };
}

const DRIVERS = pairDrivers('t_list');

describe.each(DRIVERS)('cached list pages: %s', (_name, open) => {
  let pair: Pair;
  let a: Harness;
  let b: Harness;
  let counter: { menus: number; users: number };
  let adminA: string;
  let adminB: string;

  beforeAll(async () => {
    pair = await open();
    const counted = counting(pair.dbs[0]);
    counter = counted.counter;
    [a, b] = await Promise.all([build({ db: counted.db }), build({ db: pair.dbs[1] })]);
    [adminA, adminB] = await Promise.all([a.tokenOf('admin'), b.tokenOf('admin')]);
  }, BOOT_TIMEOUT);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await pair?.close();
  });

  const menusOn = (
    h: Harness,
    token: string,
    body: Record<string, unknown> = { page: { size: 100, current: 1 } },
  ) => h.call<Page<{ menuId: number; menuname: string }>>('POST', MENUS, { token, body });
  const usersOn = (
    h: Harness,
    token: string,
    body: Record<string, unknown> = { page: { size: 10, current: 1 } },
  ) => h.call<Page<{ username: string; contact: string; orgCode: string }>>('POST', USERS, { token, body });

  it('a page is queried once, then served from the cache while nothing changed', async () => {
    const first = await menusOn(a, adminA);
    expect(first.code).toBe(0);
    const before = counter.menus;
    for (let i = 0; i < 5; i++) expect(await menusOn(a, adminA)).toEqual(first);
    expect(counter.menus - before).toBe(0);
    // Another page is another entry.
    await menusOn(a, adminA, { page: { size: 10, current: 2 } });
    expect(counter.menus - before).toBe(1);
  });

  it('a menu added on the other instance is on this instance’s list at once', async () => {
    const before = (await menusOn(a, adminA)).data;
    const parent = before.records.find((m) => m.menuname === '系统管理')!;
    const added = await b.call<{ menuId: number }>('POST', '/commondeal/platformmenu/insert', {
      token: adminB,
      body: {
        menupath: '/home/cache-check',
        menuname: '缓存检查',
        parentId: parent.menuId,
        gradation: 99,
        icon: '',
      },
    });
    expect(added.code).toBe(0);
    const after = (await menusOn(a, adminA)).data;
    expect(after.total).toBe(before.total + 1);
    expect(after.records.map((m) => m.menuname)).toContain('缓存检查');
    const removed = await b.call('DELETE', `/commondeal/platformmenu/delete/${added.data.menuId}`, {
      token: adminB,
    });
    expect(removed.code).toBe(0);
    expect((await menusOn(a, adminA)).data.records.map((m) => m.menuname)).not.toContain('缓存检查');
  });

  it('a user changed by SQL straight into the database is on this instance’s list at once', async () => {
    const before = await usersOn(a, adminA);
    const first = before.data.records[0]!;
    const queries = counter.users;
    expect(await usersOn(a, adminA)).toEqual(before);
    expect(counter.users).toBe(queries);
    await b.rows('update users set contact = $2 where username = $1', [first.username, '缓存检查联系人']);
    const after = await usersOn(a, adminA);
    expect(after.data.records[0]).toMatchObject({ username: first.username, contact: '缓存检查联系人' });
    await b.rows('update users set contact = $2 where username = $1', [first.username, first.contact]);
  });

  it('accounts added at once on both instances all land (the version row queues them) and all show on the list', async () => {
    const add = async (h: Harness, token: string, n: number) =>
      h.call('POST', `${USERS}/add`, {
        token,
        body: {
          userName: `1377777${String(n).padStart(4, '0')}`,
          orgCode: 'H21010200001',
          orgName: '沈阳市示范医院',
          passWord: await h.encrypt('Cache@2026'),
        },
      });
    const filter = { page: { size: 20, current: 1 }, user: '1377777' };
    expect((await usersOn(a, adminA, filter)).data.total).toBe(0);
    const added = await Promise.all(
      Array.from({ length: 8 }, (_, n) => (n % 2 ? add(a, adminA, n) : add(b, adminB, n))),
    );
    expect(added.map((r) => r.code)).toEqual(Array(8).fill(0));
    const listed = (await usersOn(a, adminA, filter)).data;
    expect(listed.total).toBe(8);
    expect(listed.records.map((u) => u.username).sort()).toEqual(
      Array.from({ length: 8 }, (_, n) => `1377777${String(n).padStart(4, '0')}`),
    );
  });

  it('each caller’s scope is its own entry: an institution admin never gets the operator’s cached page', async () => {
    const all = await usersOn(a, adminA);
    expect(new Set(all.data.records.map((u) => u.orgCode)).size).toBeGreaterThan(1);
    const hospital = await usersOn(a, await a.tokenOf('H21010200001'));
    expect(hospital.code).toBe(0);
    expect(hospital.data.records.length).toBeGreaterThan(0);
    expect(new Set(hospital.data.records.map((u) => u.orgCode))).toEqual(new Set(['H21010200001']));
  });

  it('a cached answer cannot be changed by whoever received it', async () => {
    const stamp: Stamp = { gen: 0, versions: new Map([['menus', 1]]) };
    const answer = await cachedList(pair.dbs[0], stamp, ['menus'], 'frozen-check', async () => ({
      records: [{ menuname: '甲' }],
      total: 1,
    }));
    expect(() => {
      (answer.records[0] as { menuname: string }).menuname = '乙';
    }).toThrow(TypeError);
    expect(Object.isFrozen(answer.records)).toBe(true);
  });
});

describe('LIST_CACHE=0', () => {
  it('turns the cache off: every call of a list queries the database', async () => {
    expect(configFromEnv({}).listCache).toBe(true);
    expect(configFromEnv({ LIST_CACHE: '0' }).listCache).toBe(false);
    const db = await templatedPgliteDb();
    const counted = counting(db);
    const h = await build({ db: counted.db, config: { listCache: false } });
    try {
      const token = await h.tokenOf('admin');
      for (let i = 0; i < 3; i++)
        expect(
          await h.call('POST', MENUS, { token, body: { page: { size: 10, current: 1 } } }),
        ).toMatchObject({
          code: 0,
        });
      expect(counted.counter.menus).toBe(3);
    } finally {
      await h.close();
      await db.close();
    }
  });
});

describe('cachedList: the newest page, loads shared, the least recently used page dropped', () => {
  const db = {} as Db;
  const at = (version: number): Stamp => ({ gen: 0, versions: new Map([['users', version]]) });

  it('an older load finishing last does not replace the newer page, and without a version nothing is kept', async () => {
    let releaseOld!: (v: string) => void;
    const old = cachedList(db, at(1), ['users'], 'k', () => new Promise<string>((r) => (releaseOld = r)));
    expect(await cachedList(db, at(2), ['users'], 'k', async () => 'new')).toBe('new');
    releaseOld('old');
    expect(await old).toBe('old');
    let loads = 0;
    expect(await cachedList(db, at(2), ['users'], 'k', async () => (loads++, 'again'))).toBe('new');
    expect(loads).toBe(0);
    // A stamp without the table's version (not migrated), or no stamp: loaded every time.
    await cachedList(db, at(2), ['menus'], 'm', async () => (loads++, 'x'));
    await cachedList(db, at(2), ['menus'], 'm', async () => (loads++, 'x'));
    await cachedList(db, undefined, ['users'], 'k', async () => (loads++, 'x'));
    expect(loads).toBe(3);
  });

  it('the requests that miss together share one load, and a request of newer versions never joins it', async () => {
    const shared = {} as Db;
    let loads = 0;
    let release!: () => void;
    const slow = () =>
      new Promise<string>((r) => {
        loads++;
        release = () => r('第一页');
      });
    const first = cachedList(shared, at(1), ['users'], 'k', slow);
    const second = cachedList(shared, at(1), ['users'], 'k', slow);
    const newer = cachedList(shared, at(2), ['users'], 'k', async () => (loads++, '新的一页'));
    release();
    expect(await Promise.all([first, second, newer])).toEqual(['第一页', '第一页', '新的一页']);
    expect(loads).toBe(2);
    expect(listCacheStats(shared)).toEqual({ hit: 0, joined: 1, miss: 2 });
    expect(await cachedList(shared, at(2), ['users'], 'k', slow)).toBe('新的一页');
    expect(listCacheStats(shared)).toEqual({ hit: 1, joined: 1, miss: 2 });
  });

  it(`keeps the page in use when more than ${CACHE_MAX} others are cached: the least recently used goes`, async () => {
    const full = {} as Db;
    const loads: string[] = [];
    const load = (page: string) => async () => (loads.push(page), page);
    await cachedList(full, at(1), ['users'], 'in use', load('常用'));
    for (let i = 0; i < CACHE_MAX + 50; i++) {
      await cachedList(full, at(1), ['users'], `other ${i}`, load(`其他 ${i}`));
      if (i % 100 === 0) await cachedList(full, at(1), ['users'], 'in use', load('常用'));
    }
    expect(await cachedList(full, at(1), ['users'], 'in use', load('常用'))).toBe('常用');
    expect(loads.filter((p) => p === '常用')).toHaveLength(1);
    expect(await cachedList(full, at(1), ['users'], 'other 0', load('其他 0'))).toBe('其他 0');
    expect(loads.filter((p) => p === '其他 0')).toHaveLength(2);
  });

  it(`a load still in flight when ${CACHE_MAX} other pages push it out answers its requests`, async () => {
    const busy = {} as Db;
    let release!: () => void;
    const slow = cachedList(
      busy,
      at(1),
      ['users'],
      'slow',
      () => new Promise<string>((r) => (release = () => r('慢的一页'))),
    );
    const joined = cachedList(busy, at(1), ['users'], 'slow', async () => '不应加载');
    for (let i = 0; i < CACHE_MAX + 10; i++)
      await cachedList(busy, at(1), ['users'], `other ${i}`, async () => `其他 ${i}`);
    release();
    expect(await Promise.all([slow, joined])).toEqual(['慢的一页', '慢的一页']);
  });
});
