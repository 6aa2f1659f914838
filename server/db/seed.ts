import { hashPassword } from '../services/passwords';
import { runOnce } from './migrate';
import { seedDeals } from './seedDeals';
import { seedReversals } from './seedReversals';
import { DEMO_ACCOUNTS, SEED_ORGS, SEED_ROLES } from './seedData';
import { SEED_MENUS } from './seedMenus';
import type { Db } from './types';

export { DEMO_ACCOUNTS } from './seedData';

export const SEED_VERSION = 'seed_demo_v1';

/** Area code: characters 2-5 of the organisation code (none for the operator). */
export const areaCodeOf = (orgCode: string) => (orgCode === '9999' ? '' : orgCode.slice(1, 5));

async function insertMenus(db: Db, roleIds: Map<string, number>): Promise<void> {
  const grant = (role: string, menuId: number) =>
    db.query('insert into role_menus (role_id, menu_id) values ($1, $2) on conflict do nothing', [
      roleIds.get(role),
      menuId,
    ]);
  for (const [i, group] of SEED_MENUS.entries()) {
    const { rows } = await db.query<{ menu_id: number }>(
      `insert into menus (menupath, menuname, parent_id, icon, gradation) values ('', $1, null, $2, $3) returning menu_id`,
      [group.menuname, group.icon, i + 1],
    );
    const groupId = rows[0]!.menu_id;
    await grant('ROLE_ADMIN', groupId);
    for (const [j, [path, name, roles]] of group.children.entries()) {
      const child = await db.query<{ menu_id: number }>(
        `insert into menus (menupath, menuname, parent_id, icon, gradation) values ($1, $2, $3, '', $4) returning menu_id`,
        [path, name, groupId, j + 1],
      );
      for (const role of ['ROLE_ADMIN', ...roles]) {
        await grant(role, child.rows[0]!.menu_id);
        await grant(role, groupId);
      }
    }
  }
}

/** scrypt cost of the seeded demo accounts (at most; see seedDemo). */
const DEMO_SCRYPT_N = 2 ** 14;

/**
 * Writes the demo organisations, accounts, roles and menus, then the deals' demo data (seedDeals), each
 * step once per database (recorded in schema_migrations).
 */
export async function seedDemo(db: Db, opts: { scryptN?: number } = {}): Promise<boolean> {
  const base = await runOnce(db, SEED_VERSION, async (t) => {
    // The demo passwords are public (README, start banner): hashed at a cost that keeps the first start
    // quick (eight hashes at 2^17 take seconds), then upgraded to the configured cost at each first login.
    const cost = Math.min(opts.scryptN ?? DEMO_SCRYPT_N, DEMO_SCRYPT_N);
    const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password, cost)));
    for (const o of SEED_ORGS) {
      await t.query(
        `insert into orgs (org_code, org_name, org_type, area_code, collected, contact, mobile)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [o.orgCode, o.orgName, o.orgType, areaCodeOf(o.orgCode), o.collected, o.contact, o.mobile],
      );
    }
    const roleIds = new Map<string, number>();
    for (const [name, cnname] of SEED_ROLES) {
      const { rows } = await t.query<{ role_id: number }>(
        'insert into roles (role_name, role_cnname) values ($1, $2) returning role_id',
        [name, cnname],
      );
      roleIds.set(name, rows[0]!.role_id);
    }
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const org = SEED_ORGS.find((o) => o.orgCode === a.orgCode);
      const { rows } = await t.query<{ user_id: number }>(
        `insert into users (username, password_hash, org_code, org_name, contact, mobile, id_card, user_type_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning user_id`,
        [
          a.username,
          hashes[i],
          a.orgCode,
          org?.orgName ?? '',
          a.contact,
          a.mobile,
          a.idCard ?? null,
          a.userTypeId,
        ],
      );
      for (const role of a.roles) {
        await t.query('insert into user_roles (user_id, role_id) values ($1, $2)', [
          rows[0]!.user_id,
          roleIds.get(role),
        ]);
      }
    }
    await insertMenus(t, roleIds);
  });
  const deals = await seedDeals(db);
  const reversals = await seedReversals(db, Math.min(opts.scryptN ?? DEMO_SCRYPT_N, DEMO_SCRYPT_N));
  return base || deals || reversals;
}
