import type { Db, Stamp } from '../db';
import { versionUpdated } from '../recordVersions';
import { conditions } from './conditions';
import { cachedList } from './listCache';
import { DEFAULT_PAGE, pageClause, pageTotal, type PageAnswer, type PageRequest } from './paging';

export interface MenuRow {
  menuId: number;
  menupath: string;
  menuname: string;
  parentId: number | null;
  icon: string;
  gradation: number;
  isValid: '0' | '1';
  /** Raised by every update (docs/server.md#record-versions). */
  version: number;
}

export type MenuInput = Omit<MenuRow, 'menuId' | 'parentId' | 'menupath' | 'icon' | 'isValid' | 'version'> &
  Partial<Pick<MenuRow, 'menupath' | 'icon' | 'isValid'>> & { parentId?: number };

export interface MenuFilter {
  isValid?: string;
  parentId?: number;
  menuId?: number;
}

const SELECT_MENU = `select m.menu_id as "menuId", m.menupath, m.menuname, m.parent_id as "parentId", m.icon,
                            m.gradation, m.is_valid as "isValid", m.version from menus m`;
const ORDER = 'order by m.parent_id nulls first, m.gradation, m.menu_id';

function menuWhere(filter: MenuFilter): { clause: string; params: unknown[] } {
  const c = conditions();
  if (filter.isValid !== undefined) c.add((p) => `m.is_valid = ${p}`, filter.isValid);
  if (filter.parentId !== undefined) c.add((p) => `m.parent_id = ${p}`, filter.parentId);
  if (filter.menuId !== undefined) c.add((p) => `m.menu_id = ${p}`, filter.menuId);
  return { clause: c.where(), params: c.params };
}

/** Every menu matching the filters (absent = no filter), by parent then order number (the permission tree). */
export async function allMenus(db: Db, filter: MenuFilter): Promise<MenuRow[]> {
  const { clause, params } = menuWhere(filter);
  return (await db.query<MenuRow>(`${SELECT_MENU} ${clause} ${ORDER}`, params)).rows;
}

/**
 * One page of the menus matching the filters, by parent then order number (the menu list). Cached per
 * instance while no menu changed (`cachedList`) when the request's `stamp` is given.
 */
export function listMenus(
  db: Db,
  filter: MenuFilter & { page?: Partial<PageRequest> },
  stamp?: Stamp,
): Promise<PageAnswer<MenuRow>> {
  const where = menuWhere(filter);
  const page = { ...DEFAULT_PAGE, ...filter.page };
  // The key is what the query is built from, so a filter added to menuWhere is in it too.
  const key = JSON.stringify(['menus', where, page.size, page.current]);
  return cachedList(db, stamp, ['menus'], key, () => loadMenus(db, where, page));
}

async function loadMenus(
  db: Db,
  { clause, params }: { clause: string; params: unknown[] },
  page: PageRequest,
): Promise<PageAnswer<MenuRow>> {
  const limit = pageClause(page, params.length);
  // One of eight texts (which filters are given): prepared.
  const { rows } = await db.query<MenuRow>(
    `${SELECT_MENU} ${clause} ${ORDER} ${limit.sql}`,
    [...params, ...limit.params],
    { prepare: true },
  );
  const total = await pageTotal(db, `from menus m ${clause}`, params, page, rows.length);
  return { records: rows, total };
}

export async function getMenu(db: Db, menuId: number): Promise<MenuRow | undefined> {
  return (await db.query<MenuRow>(`${SELECT_MENU} where m.menu_id = $1`, [menuId])).rows[0];
}

export async function countChildren(db: Db, menuId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from menus where parent_id = $1',
    [menuId],
  );
  return rows[0]?.n ?? 0;
}

const values = (m: MenuInput) => [
  m.menupath ?? '',
  m.menuname,
  m.parentId ?? null,
  m.icon ?? '',
  m.gradation,
  m.isValid ?? '1',
];

export async function insertMenu(db: Db, input: MenuInput): Promise<MenuRow> {
  const { rows } = await db.query<{ menu_id: number }>(
    `insert into menus (menupath, menuname, parent_id, icon, gradation, is_valid)
     values ($1, $2, $3, $4, $5, $6) returning menu_id`,
    values(input),
  );
  return (await getMenu(db, rows[0]!.menu_id))!;
}

/** Updates a menu read at `version`; refused (409) with nothing changed when it has moved on since. */
export async function updateMenu(
  db: Db,
  menuId: number,
  input: MenuInput,
  version: number,
): Promise<MenuRow> {
  const { rows } = await db.query<{ version: number }>(
    `update menus set menupath = $1, menuname = $2, parent_id = $3, icon = $4, gradation = $5, is_valid = $6,
            version = version + 1
      where menu_id = $7 and version = $8 returning version`,
    [...values(input), menuId, version],
  );
  versionUpdated(rows);
  return (await getMenu(db, menuId))!;
}

/** Deletes a menu and its role grants, in one transaction. */
export async function deleteMenu(db: Db, menuId: number): Promise<void> {
  await db.tx(async (t) => {
    await t.query('delete from role_menus where menu_id = $1', [menuId]);
    await t.query('delete from menus where menu_id = $1', [menuId]);
  });
}

/** Valid menus granted to any of `roles`, with the valid parents of granted children. */
export async function menusOfRoles(db: Db, roles: readonly string[]): Promise<MenuRow[]> {
  const { rows } = await db.query<MenuRow>(
    `with granted as (
       select rm.menu_id from role_menus rm join roles r on r.role_id = rm.role_id where r.role_name = any($1::text[])
     )
     ${SELECT_MENU}
      where m.is_valid = '1'
        and (m.menu_id in (select menu_id from granted)
             or m.menu_id in (select c.parent_id from menus c where c.menu_id in (select menu_id from granted)))
     ${ORDER}`,
    [roles],
  );
  return rows;
}
