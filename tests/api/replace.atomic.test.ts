/**
 * Whole-set replacements are atomic under concurrency: 50 concurrent saves of a user's roles, or of a role's
 * menus, each with a different set and all read at the same version, end as exactly one request's set —
 * never a union of several: one is saved, the 49 others are refused as stale (docs/server.md#record-versions).
 * On PostgreSQL the parent row (the user, the role) is locked for the replacement; PGlite runs one
 * transaction at a time, the test runs there as well.
 */
import { describe, expect, it } from 'vitest';
import { STALE_RECORD } from '../../server/recordVersions';
import { fileHarness, type Answer } from './helpers';

const { h, token } = await fileHarness({ token: 'admin' });

const SAVES = 50;

/** 50 different sets drawn from `ids`: every pair, then single ids. */
function differentSets(ids: number[]): number[][] {
  const sets: number[][] = [];
  for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) sets.push([ids[i]!, ids[j]!]);
  sets.push(...ids.map((id) => [id]));
  expect(sets.length).toBeGreaterThanOrEqual(SAVES);
  return sets.slice(0, SAVES);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** One answer saved, every other refused as stale: the saved one's set. */
function savedSet(answers: Answer[], sets: number[][]): number[] {
  const saved = answers.flatMap((a, i) => (a.code === 0 ? [sets[i]!] : []));
  expect(saved).toHaveLength(1);
  const others = answers.filter((a) => a.code !== 0);
  expect(others.every((a) => a.status === 409 && a.message === STALE_RECORD)).toBe(true);
  return sorted([...new Set(saved[0])]);
}

describe(`${SAVES} concurrent whole-set saves end as one request's set`, () => {
  it('POST /api/user-manage/role (a user’s roles)', async () => {
    for (let i = 1; i <= 10; i++)
      await h.rows('insert into roles (role_name, role_cnname) values ($1, $2)', [
        `ROLE_T${i}`,
        `测试角色${i}`,
      ]);
    const roleIds = (
      await h.rows<{ role_id: number }>("select role_id from roles where role_name like 'ROLE_T%' order by 1")
    ).map((r) => r.role_id);
    const userId = (
      await h.rows<{ user_id: number }>('select user_id from users where username = $1', ['13900000002'])
    )[0]!.user_id;
    const sets = differentSets(roleIds);
    const answers = await Promise.all(
      sets.map((set) =>
        h.call('POST', '/commondeal/api/user-manage/role', {
          token,
          body: { userId, roleIds: set, version: 0 },
        }),
      ),
    );
    const saved = savedSet(answers, sets);
    const final = (
      await h.rows<{ role_id: number }>('select role_id from user_roles where user_id = $1 order by 1', [
        userId,
      ])
    ).map((r) => r.role_id);
    expect(final).toEqual(saved);
  });

  it('POST /api/platformrolemenu/insert (a role’s menus)', async () => {
    const roleId = (
      await h.rows<{ role_id: number }>(
        "insert into roles (role_name, role_cnname) values ('ROLE_MENUS', '菜单测试') returning role_id",
      )
    )[0]!.role_id;
    const menuIds = (await h.rows<{ menu_id: number }>('select menu_id from menus order by 1 limit 11')).map(
      (r) => r.menu_id,
    );
    const sets = differentSets(menuIds);
    const answers = await Promise.all(
      sets.map((menuId) =>
        h.call('POST', '/commondeal/api/platformrolemenu/insert', {
          token,
          body: { roleId, menuId, version: 0 },
        }),
      ),
    );
    const saved = savedSet(answers, sets);
    const final = (
      await h.rows<{ menu_id: number }>('select menu_id from role_menus where role_id = $1 order by 1', [
        roleId,
      ])
    ).map((r) => r.menu_id);
    expect(final).toEqual(saved);
  });
});
