/**
 * Screens as data (migration 031, docs/studio.md): published versions, the head each instance serves,
 * the configurators' drafts and the audit of what was published, rolled back, archived and restored.
 */
import type { Db } from '../db';
import { chinaTime } from './chinaTime';

/** What every instance serves for a screen the studio has touched. */
export interface ScreenHead {
  screenId: string;
  /** The published version; null: the file of screens/. */
  version: number | null;
  archived: boolean;
  changedBy: string;
  changedAt: string;
}

/** A head with the body of its published version (null when the file is served). */
export interface ServedHead extends ScreenHead {
  body: string | null;
}

export interface ScreenVersion {
  version: number;
  comment: string;
  author: string;
  createdAt: string;
}

export interface ScreenDraft {
  body: string;
  /** The published version the draft was started from (0: the file). */
  baseVersion: number;
  savedAt: string;
}

export type ScreenAction = 'publish' | 'rollback' | 'archive' | 'restore' | 'submit' | 'reject';

export interface ScreenEvent {
  id: number;
  screenId: string;
  action: ScreenAction;
  /** 0: the file. */
  fromVersion: number | null;
  toVersion: number | null;
  comment: string;
  actor: string;
  at: string;
}

const HEAD = `h.screen_id as "screenId", h.version, h.archived, h.changed_by as "changedBy",
  ${chinaTime('h.changed_at')} as "changedAt"`;

/** Every head with its published body: what the screen index overlays on the files. */
export async function servedHeads(db: Db): Promise<ServedHead[]> {
  const { rows } = await db.query<ServedHead>(
    `select ${HEAD}, v.body from screen_heads h
       left join screen_versions v on v.screen_id = h.screen_id and v.version = h.version
      order by h.screen_id`,
  );
  return rows;
}

/** One screen's head, locked for the change that reads it when `lock`. */
export async function headOf(db: Db, screenId: string, lock = false): Promise<ScreenHead | undefined> {
  const { rows } = await db.query<ScreenHead>(
    `select ${HEAD} from screen_heads h where h.screen_id = $1${lock ? ' for update' : ''}`,
    [screenId],
  );
  return rows[0];
}

/** Every version of a screen, newest first (without bodies). */
export async function versionsOf(db: Db, screenId: string): Promise<ScreenVersion[]> {
  const { rows } = await db.query<ScreenVersion>(
    `select version, comment, author, ${chinaTime('created_at')} as "createdAt"
       from screen_versions where screen_id = $1 order by version desc`,
    [screenId],
  );
  return rows;
}

export async function versionBody(db: Db, screenId: string, version: number): Promise<string | undefined> {
  const { rows } = await db.query<{ body: string }>(
    'select body from screen_versions where screen_id = $1 and version = $2',
    [screenId, version],
  );
  return rows[0]?.body;
}

/** Writes the next version of a screen and makes it the served one; answers its number. */
export async function publishVersion(
  db: Db,
  screenId: string,
  body: string,
  comment: string,
  author: string,
): Promise<number> {
  const { rows } = await db.query<{ version: number }>(
    `insert into screen_versions (screen_id, version, body, comment, author)
     values ($1::text, coalesce((select max(version) from screen_versions where screen_id = $1::text), 0) + 1, $2, $3, $4)
     returning version`,
    [screenId, body, comment, author],
  );
  const version = rows[0]!.version;
  await setHead(db, screenId, { version, archived: false }, author);
  return version;
}

/** Sets what is served for a screen: a version (null: the file), or archived. */
export async function setHead(
  db: Db,
  screenId: string,
  head: { version: number | null; archived: boolean },
  actor: string,
): Promise<void> {
  await db.query(
    `insert into screen_heads (screen_id, version, archived, changed_by) values ($1, $2, $3, $4)
     on conflict (screen_id) do update set version = excluded.version, archived = excluded.archived,
       changed_by = excluded.changed_by, changed_at = now()`,
    [screenId, head.version, head.archived, actor],
  );
}

export async function recordEvent(db: Db, e: Omit<ScreenEvent, 'id' | 'at'>): Promise<void> {
  await db.query(
    `insert into screen_events (screen_id, action, from_version, to_version, comment, actor)
     values ($1, $2, $3, $4, $5, $6)`,
    [e.screenId, e.action, e.fromVersion, e.toVersion, e.comment, e.actor],
  );
}

/** The audit, newest first; one screen's when `screenId` is given. */
export async function listEvents(
  db: Db,
  screenId: string | undefined,
  page: { size: number; current: number },
): Promise<{ records: ScreenEvent[]; total: number }> {
  const where = screenId === undefined ? '' : 'where screen_id = $3';
  const params: unknown[] = [page.size, (page.current - 1) * page.size];
  if (screenId !== undefined) params.push(screenId);
  const { rows } = await db.query<ScreenEvent & { total: number }>(
    `select id::int as id, screen_id as "screenId", action, from_version as "fromVersion",
        to_version as "toVersion", comment, actor, ${chinaTime('at')} as at, count(*) over ()::int as total
       from screen_events ${where} order by at desc, id desc limit $1 offset $2`,
    params,
  );
  return { records: rows.map(({ total: _, ...r }) => r), total: rows[0]?.total ?? 0 };
}

export async function draftOf(db: Db, screenId: string, userId: number): Promise<ScreenDraft | undefined> {
  const { rows } = await db.query<ScreenDraft>(
    `select body, base_version as "baseVersion", ${chinaTime('saved_at')} as "savedAt"
       from screen_drafts where screen_id = $1 and user_id = $2`,
    [screenId, userId],
  );
  return rows[0];
}

/** The screens this configurator has a draft of. */
export async function draftIds(db: Db, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ screenId: string }>(
    'select screen_id as "screenId" from screen_drafts where user_id = $1',
    [userId],
  );
  return rows.map((r) => r.screenId);
}

export async function saveDraft(
  db: Db,
  screenId: string,
  userId: number,
  draft: { body: string; baseVersion: number },
): Promise<ScreenDraft> {
  const { rows } = await db.query<ScreenDraft>(
    `insert into screen_drafts (screen_id, user_id, body, base_version) values ($1, $2, $3, $4)
     on conflict (screen_id, user_id) do update set body = excluded.body, base_version = excluded.base_version,
       saved_at = now()
     returning body, base_version as "baseVersion", ${chinaTime('saved_at')} as "savedAt"`,
    [screenId, userId, draft.body, draft.baseVersion],
  );
  return rows[0]!;
}

export async function deleteDraft(db: Db, screenId: string, userId: number): Promise<void> {
  await db.query('delete from screen_drafts where screen_id = $1 and user_id = $2', [screenId, userId]);
}

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
