/**
 * Whole-set replacements are atomic under concurrency: 50 concurrent saves of a user's roles, or of a role's
 * menus, each with a different set, end as exactly one request's set — never a union of several. On
 * PostgreSQL the parent row (the user, the role) is locked for the replacement; PGlite runs one transaction
 * at a time, the test runs there as well.
 */
import { describe, expect, it } from 'vitest';
import { fileHarness } from './helpers';

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
        h.call('POST', '/commondeal/api/user-manage/role', { token, body: { userId, roleIds: set } }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(sets.map(() => 0));
    const final = (
      await h.rows<{ role_id: number }>('select role_id from user_roles where user_id = $1 order by 1', [
        userId,
      ])
    ).map((r) => r.role_id);
    expect(sets.map(sorted)).toContainEqual(final);
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
        h.call('POST', '/commondeal/api/platformrolemenu/insert', { token, body: { roleId, menuId } }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(sets.map(() => 0));
    const final = (
      await h.rows<{ menu_id: number }>('select menu_id from role_menus where role_id = $1 order by 1', [
        roleId,
      ])
    ).map((r) => r.menu_id);
    expect(sets.map(sorted)).toContainEqual(final);
  });
});
