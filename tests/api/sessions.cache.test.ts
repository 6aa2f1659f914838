/**
 * Sessions are cached per instance, and logout, revocation, a disabled account and a role
 * change still end or change a cached session at once, on the instance that did it and on another one.
 * Two instances: on PostgreSQL (DATABASE_URL) two pools on one schema; on PGlite two apps of one process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db';
import { BOOT_TIMEOUT, build, type Harness } from './helpers';
import { pairDrivers, type Pair } from './instancePair';

const TREE = '/commondeal/api/menus/tree';
const EXPIRED = { status: 401, message: '登录已过期，请重新登录' };

/** A Db that counts the session lookups (the join of sessions and users) it runs. */
function counting(db: Db) {
  const counter = { lookups: 0 };
  const wrapped: Db = {
    driver: db.driver,
    query: (sql, params) => {
      if (/from sessions s join users u/.test(sql)) counter.lookups += 1;
      return db.query(sql, params);
    },
    tx: (fn) => db.tx(fn),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
  return { db: wrapped, counter };
}

const DRIVERS = pairDrivers('t_sess');

describe.each(DRIVERS)('cached sessions: %s', (_name, open) => {
  let pair: Pair;
  let a: Harness;
  let b: Harness;
  let counterA: { lookups: number };

  beforeAll(async () => {
    pair = await open();
    const countedA = counting(pair.dbs[0]);
    counterA = countedA.counter;
    [a, b] = await Promise.all([build({ db: countedA.db }), build({ db: pair.dbs[1] })]);
  }, BOOT_TIMEOUT);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await pair?.close();
  });

  it('a session is looked up once, then served from the cache while nothing changed', async () => {
    const token = await a.tokenOf('H21010200001');
    const before = counterA.lookups;
    for (let i = 0; i < 5; i++) expect(await a.call('GET', TREE, { token })).toMatchObject({ code: 0 });
    expect(counterA.lookups - before).toBe(1);
  });

  it('logging out on this instance ends the cached session at once', async () => {
    const token = await a.tokenOf('H21010200001');
    expect(await a.call('GET', TREE, { token })).toMatchObject({ code: 0 });
    expect(await a.call('POST', '/commondeal/api/auth/logout', { token })).toMatchObject({ code: 0 });
    expect(await a.call('GET', TREE, { token })).toMatchObject(EXPIRED);
  });

  it('logging out on the other instance ends the session cached here at once', async () => {
    const token = await a.tokenOf('H21010200001');
    expect(await a.call('GET', TREE, { token })).toMatchObject({ code: 0 });
    expect(await b.call('GET', TREE, { token })).toMatchObject({ code: 0 });
    expect(await b.call('POST', '/commondeal/api/auth/logout', { token })).toMatchObject({ code: 0 });
    expect(await a.call('GET', TREE, { token })).toMatchObject(EXPIRED);
  });

  it('disabling an account on the other instance ends its cached session here at once', async () => {
    const token = await a.tokenOf('P21010200002');
    expect(await a.call('GET', TREE, { token })).toMatchObject({ code: 0 });
    // The account is disabled in the database (as 停用 on the other instance does), its sessions left in place.
    await b.rows("update users set if_valid = '0' where username = 'P21010200002'");
    expect(await a.call('GET', TREE, { token })).toMatchObject(EXPIRED);
    await b.rows("update users set if_valid = '1' where username = 'P21010200002'");
    expect(await a.call('GET', TREE, { token })).toMatchObject({ code: 0 });
  });

  it('revoking every session of a user (a direct delete) ends the cached one here at once', async () => {
    const token = await a.tokenOf('H21010200001');
    expect(await a.call('GET', TREE, { token })).toMatchObject({ code: 0 });
    await b.rows(
      "delete from sessions where user_id = (select user_id from users where username = 'H21010200001')",
    );
    expect(await a.call('GET', TREE, { token })).toMatchObject(EXPIRED);
  });

  it('a role taken away on the other instance is no longer carried by the cached session', async () => {
    const token = await a.tokenOf('admin');
    const roles = '/commondeal/api/platformrole/list';
    expect(await a.call('GET', roles, { token })).toMatchObject({ code: 0 });
    const taken = await b.rows<{ user_id: number; role_id: number }>(
      `delete from user_roles where user_id = (select user_id from users where username = 'admin')
         and role_id = (select role_id from roles where role_name = 'ROLE_ADMIN') returning user_id, role_id`,
    );
    expect(taken).toHaveLength(1);
    expect(await a.call('GET', roles, { token })).toMatchObject({ status: 403 });
    await b.rows('insert into user_roles (user_id, role_id) values ($1, $2)', [
      taken[0]!.user_id,
      taken[0]!.role_id,
    ]);
    expect(await a.call('GET', roles, { token })).toMatchObject({ code: 0 });
  });
});
