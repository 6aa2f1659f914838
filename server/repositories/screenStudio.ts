/**
 * Screens as data (migration 031, docs/studio.md): published versions, the head each instance serves,
 * the configurators' drafts and the audit of what was published, rolled back, archived and restored
 * (the statements shared with the deal catalogue's studio, studioTables.ts), and a screen's menu entry.
 */
import type { Db } from '../db';
import {
  StudioStore,
  type StudioAction,
  type StudioDraft,
  type StudioEvent,
  type StudioHead,
  type StudioServedHead,
  type StudioVersion,
} from './studioTables';

/** What every instance serves for a screen the studio has touched (version null: the file of screens/). */
export type ScreenHead = StudioHead<'screenId'>;
/** A head with the body of its published version (null when the file is served). */
export type ServedHead = StudioServedHead<'screenId'>;
export type ScreenVersion = StudioVersion;
export type ScreenDraft = StudioDraft;
export type ScreenAction = StudioAction;
export type ScreenEvent = StudioEvent<'screenId'>;

/** The screen studio's tables (shared statements, studioTables.ts). */
export const screenStudio = new StudioStore({
  versions: 'screen_versions',
  heads: 'screen_heads',
  drafts: 'screen_drafts',
  events: 'screen_events',
  key: 'screen_id',
  as: 'screenId',
});

export const servedHeads = (db: Db) => screenStudio.servedHeads(db);
export const headOf = (db: Db, screenId: string, lock = false) => screenStudio.headOf(db, screenId, lock);
export const versionsOf = (db: Db, screenId: string) => screenStudio.versionsOf(db, screenId);
export const versionBody = (db: Db, screenId: string, version: number) =>
  screenStudio.versionBody(db, screenId, version);
export const publishVersion = (db: Db, screenId: string, body: string, comment: string, author: string) =>
  screenStudio.publishVersion(db, screenId, body, comment, author);
export const setHead = (
  db: Db,
  screenId: string,
  head: { version: number | null; archived: boolean },
  actor: string,
) => screenStudio.setHead(db, screenId, head, actor);
export const recordEvent = (db: Db, e: Omit<ScreenEvent, 'id' | 'at'>) => screenStudio.recordEvent(db, e);
export const listEvents = (db: Db, screenId: string | undefined, page: { size: number; current: number }) =>
  screenStudio.listEvents(db, screenId, page);
export const draftOf = (db: Db, screenId: string, userId: number) =>
  screenStudio.draftOf(db, screenId, userId);
export const draftIds = (db: Db, userId: number) => screenStudio.draftIds(db, userId);
export const saveDraft = (
  db: Db,
  screenId: string,
  userId: number,
  draft: { body: string; baseVersion: number },
) => screenStudio.saveDraft(db, screenId, userId, draft);
export const deleteDraft = (db: Db, screenId: string, userId: number) =>
  screenStudio.deleteDraft(db, screenId, userId);

/** Where a screen sits in the side menu, and which roles see it. */
export interface MenuPlacement {
  /** The top-level group (系统管理, 对账管理…). */
  parentId: number;
  name: string;
  /** Absent: after the group's last entry (or where the entry is, when it stays in its group). */
  order?: number;
  icon: string;
  roleIds: number[];
}

/** The menu entry of a route, with the roles granted it; undefined when no menu names the route. */
export async function placementOf(db: Db, route: string): Promise<MenuPlacement | undefined> {
  const { rows } = await db.query<MenuPlacement & { menuId: number }>(
    `select m.menu_id as "menuId", m.parent_id as "parentId", m.menuname as name, m.gradation as "order", m.icon,
        coalesce(array(select rm.role_id from role_menus rm where rm.menu_id = m.menu_id order by rm.role_id),
          '{}') as "roleIds"
       from menus m where m.menupath = $1 and m.parent_id is not null order by m.menu_id limit 1`,
    [route],
  );
  const row = rows[0];
  return (
    row && { parentId: row.parentId, name: row.name, order: row.order, icon: row.icon, roleIds: row.roleIds }
  );
}

/** The top-level groups of the menu (a published screen goes under one of them). */
export async function menuGroups(db: Db): Promise<{ menuId: number; menuname: string }[]> {
  const { rows } = await db.query<{ menuId: number; menuname: string }>(
    `select menu_id as "menuId", menuname from menus where parent_id is null and menupath = ''
      order by gradation, menu_id`,
  );
  return rows;
}

/**
 * Puts `route` in the menu as `placement` says (its entry updated, or added) and grants it to exactly
 * the roles given; answers what is wrong instead when the group or a role does not exist.
 */
export async function placeInMenu(
  db: Db,
  route: string,
  placement: MenuPlacement,
): Promise<string | undefined> {
  const group = await db.query(
    "select 1 from menus where menu_id = $1 and parent_id is null and menupath = ''",
    [placement.parentId],
  );
  if (!group.rows.length) return '上级菜单不存在（应为一个菜单分组）';
  const roles = await db.query<{ role_id: number }>(
    'select role_id from roles where role_id = any($1::int[])',
    [placement.roleIds],
  );
  if (roles.rows.length !== new Set(placement.roleIds).size) return '可见角色中有不存在的角色';
  const { rows } = await db.query<{ menu_id: number }>(
    `with found as (select menu_id from menus where menupath = $1 and parent_id is not null order by menu_id limit 1),
     last as (select coalesce(max(gradation), 0) + 1 as last from menus where parent_id = $3),
     changed as (
       update menus m set menuname = $2, parent_id = $3, icon = $4,
         gradation = coalesce($5::int, case when m.parent_id = $3 then m.gradation end, (select last from last)),
         is_valid = '1', version = m.version + 1
        where menu_id in (select menu_id from found) returning menu_id),
     added as (
       insert into menus (menupath, menuname, parent_id, icon, gradation)
       select $1, $2, $3, $4, coalesce($5::int, (select last from last))
        where not exists (select 1 from found) returning menu_id)
     select menu_id from changed union all select menu_id from added`,
    [route, placement.name, placement.parentId, placement.icon, placement.order ?? null],
  );
  const menuId = rows[0]!.menu_id;
  const removed = await db.query<{ role_id: number }>(
    'delete from role_menus where menu_id = $1 and role_id <> all($2::int[]) returning role_id',
    [menuId, placement.roleIds],
  );
  const added = await db.query<{ role_id: number }>(
    `insert into role_menus (role_id, menu_id) select r, $1 from unnest($2::int[]) r on conflict do nothing
     returning role_id`,
    [menuId, placement.roleIds],
  );
  // The menu sets that changed have a new version (docs/server.md#record-versions).
  await db.query('update roles set version = version + 1 where role_id = any($1::int[])', [
    [...removed.rows, ...added.rows].map((r) => r.role_id),
  ]);
  return undefined;
}
