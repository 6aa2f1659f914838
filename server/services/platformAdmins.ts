/**
 * The platform keeps an administrator: at least one enabled ROLE_ADMIN account of the 9999 operator, and
 * ROLE_ADMIN's menu tree keeps the pages of user, role and menu management. Losing either can only be
 * undone in the database: nobody else grants ROLE_ADMIN, and the console reaches the role and menu pages
 * only through the caller's menus.
 */
import { OPERATOR_ORG_CODE } from '../../schemas/patterns';
import type { Db } from '../db';
import { fail } from '../errors';
import { menusOfRoles } from '../repositories/menus';
import { ADMIN_ROLE, countPlatformAdmins, lockPlatformAdmins } from '../repositories/platformAdmins';
import { buildMenuTree, type MenuTreeItem } from './menuTree';

export const LAST_ADMIN = '至少须保留一个启用的平台管理员账号（9999 机构的 ROLE_ADMIN），此操作已拒绝';
export const ADMIN_MENUS = 'ROLE_ADMIN 角色须保留用户管理、角色管理和菜单管理菜单，此操作已拒绝';

/** The console routes of user, role (with its permissions page) and menu management. */
export const ADMIN_PAGES = ['/home/userIndex', '/home/roleIndex', '/home/menuIndex'] as const;

/** Whether an account is one of the platform's administrators: of the 9999 operator, with ROLE_ADMIN. */
export const isPlatformAdmin = (user: { orgCode: string }, roles: readonly string[]) =>
  user.orgCode === OPERATOR_ORG_CODE && roles.includes(ADMIN_ROLE);

/** What a change must not take away: the accounts, or ROLE_ADMIN's management menus. */
export type Kept = 'accounts' | 'menus';

function routesOf(items: MenuTreeItem[], into = new Set<string>()): Set<string> {
  for (const m of items) {
    if (m.name) into.add(m.name);
    routesOf(m.child, into);
  }
  return into;
}

/** Whether ROLE_ADMIN's menu tree, as the console gets it, holds every management page. */
async function adminPagesKept(db: Db): Promise<boolean> {
  const routes = routesOf(buildMenuTree(await menusOfRoles(db, [ADMIN_ROLE])));
  return ADMIN_PAGES.every((p) => routes.has(p));
}

async function state(db: Db, kept: readonly Kept[]) {
  return {
    accounts: kept.includes('accounts') ? await countPlatformAdmins(db) : 0,
    pages: kept.includes('menus') ? await adminPagesKept(db) : false,
  };
}

/**
 * Runs `write` in a transaction, under the lock every such change takes first, and rolls it back with a
 * refusal when it took away what `kept` names: the last enabled administrator account, or a management
 * page of ROLE_ADMIN. What was already missing before the change does not refuse it.
 */
export async function keepingPlatformAdmin<T>(
  db: Db,
  kept: readonly Kept[],
  write: (t: Db) => Promise<T>,
): Promise<T> {
  return db.tx(async (t) => {
    await lockPlatformAdmins(t);
    const before = await state(t, kept);
    const result = await write(t);
    const after = await state(t, kept);
    if (before.accounts > 0 && after.accounts === 0) throw fail(LAST_ADMIN);
    if (before.pages && !after.pages) throw fail(ADMIN_MENUS);
    return result;
  });
}
