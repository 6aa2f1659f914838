import type { Db } from '../db';
import { versionUpdated } from '../recordVersions';
import { DEFAULT_PAGE, pageClause, pageTotal, type PageAnswer, type PageRequest } from './paging';

export interface RoleRow {
  roleId: number;
  roleName: string;
  roleCnname: string;
  /** Raised by every change of the role's menu set (docs/server.md#record-versions). */
  version: number;
}

const SELECT_ROLE =
  'select role_id as "roleId", role_name as "roleName", role_cnname as "roleCnname", version from roles';

/** Every role, by id (the role options of user management). */
export async function listRoles(db: Db): Promise<RoleRow[]> {
  return (await db.query<RoleRow>(`${SELECT_ROLE} order by role_id`)).rows;
}

/** One page of the roles, by id (the role list). */
export async function pageRoles(db: Db, asked: Partial<PageRequest>): Promise<PageAnswer<RoleRow>> {
  const page = { ...DEFAULT_PAGE, ...asked };
  const limit = pageClause(page, 0);
  const { rows } = await db.query<RoleRow>(`${SELECT_ROLE} order by role_id ${limit.sql}`, limit.params);
  const total = await pageTotal(db, 'from roles', [], page, rows.length);
  return { records: rows, total };
}

export async function getRole(db: Db, roleId: number): Promise<RoleRow | undefined> {
  return (await db.query<RoleRow>(`${SELECT_ROLE} where role_id = $1`, [roleId])).rows[0];
}

export async function findRoleByName(db: Db, roleName: string): Promise<RoleRow | undefined> {
  return (await db.query<RoleRow>(`${SELECT_ROLE} where upper(role_name) = upper($1)`, [roleName])).rows[0];
}

export async function insertRole(db: Db, roleName: string, roleCnname: string): Promise<RoleRow> {
  const { rows } = await db.query<RoleRow>(
    `insert into roles (role_name, role_cnname) values ($1, $2)
     returning role_id as "roleId", role_name as "roleName", role_cnname as "roleCnname", version`,
    [roleName, roleCnname],
  );
  return rows[0]!;
}

/** Deletes a role with its menu grants and user assignments, in one transaction. */
export async function deleteRole(db: Db, roleId: number): Promise<void> {
  await db.tx(async (t) => {
    await t.query('delete from role_menus where role_id = $1', [roleId]);
    await t.query('delete from user_roles where role_id = $1', [roleId]);
    await t.query('delete from roles where role_id = $1', [roleId]);
  });
}

/**
 * A role's menu set, as `menuId,parentId` pairs by parent then order number, and the role's version it
 * was read at, in one statement (one snapshot); undefined when the role does not exist.
 */
export async function roleMenuSet(
  db: Db,
  roleId: number,
): Promise<{ pairs: Array<{ menuId: number; parentId: number | null }>; version: number } | undefined> {
  const { rows } = await db.query<{ version: number; menuId: number | null; parentId: number | null }>(
    `select r.version, m.menu_id as "menuId", m.parent_id as "parentId"
       from roles r left join role_menus rm on rm.role_id = r.role_id left join menus m on m.menu_id = rm.menu_id
      where r.role_id = $1 order by m.parent_id nulls first, m.gradation, m.menu_id`,
    [roleId],
  );
  if (!rows[0]) return undefined;
  const pairs = rows.flatMap((r) => (r.menuId === null ? [] : [{ menuId: r.menuId, parentId: r.parentId }]));
  return { pairs, version: rows[0].version };
}

/**
 * Replaces a role's menus when its version is still `version` (docs/server.md#record-versions), in one
 * transaction, and answers the new version. Raising the version locks the role's row first, so that
 * concurrent replacements run one after the other, and the second one, read before the first was saved,
 * is refused with nothing changed (a stale tab neither drops a new grant nor restores a revoked one).
 */
export async function replaceRoleMenus(
  db: Db,
  roleId: number,
  menuIds: readonly number[],
  version: number,
): Promise<number> {
  return db.tx(async (t) => {
    const { rows } = await t.query<{ version: number }>(
      'update roles set version = version + 1 where role_id = $1 and version = $2 returning version',
      [roleId, version],
    );
    const next = versionUpdated(rows);
    await t.query('delete from role_menus where role_id = $1', [roleId]);
    await t.query(
      'insert into role_menus (role_id, menu_id) select $1, unnest($2::int[]) on conflict do nothing',
      [roleId, menuIds],
    );
    return next;
  });
}

/** The ids among `menuIds` that name no menu. */
export async function missingMenus(db: Db, menuIds: readonly number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'select id from unnest($1::int[]) as id where id not in (select menu_id from menus)',
    [menuIds],
  );
  return rows.map((r) => r.id);
}
