import { hashPassword, SCRYPT_N } from '../services/passwords';
import { runOnce } from '../db/migrate';
import { seedDeals } from './seedDeals';
import { seedReversals } from './seedReversals';
import { seedOrders } from './seedOrders';
import { seedSec } from './seedSec';
import { seedLedger } from './seedLedger';
import { DEMO_ACCOUNTS, OPERATOR_ORG, SEED_ORGS, SEED_ROLES } from './seedData';
import { SEED_MENUS } from './seedMenus';
import type { Db } from '../db';

export { DEMO_ACCOUNTS } from './seedData';

export const SEED_VERSION = 'seed_demo_v1';
export const REFERENCE_SEED_VERSION = 'seed_reference_v1';

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

/** The roles by name, as the database numbered them. */
async function roleIdsOf(db: Db): Promise<Map<string, number>> {
  const { rows } = await db.query<{ role_id: number; role_name: string }>(
    'select role_id, role_name from roles',
  );
  return new Map(rows.map((r) => [r.role_name, r.role_id]));
}

/**
 * What the platform needs to work, in production as in the demo: the operator institution 9999, the
 * roles and the menu tree with each role's entries (the deal catalogue is in the code,
 * server/deals/catalogue). Once per database. A database seeded before this step existed got all of
 * it with the demo data (seed_demo_v1): nothing is written there again.
 */
export async function seedReference(db: Db): Promise<boolean> {
  return runOnce(db, REFERENCE_SEED_VERSION, async (t) => {
    const demo = await t.query('select 1 from schema_migrations where version = $1', [SEED_VERSION]);
    if (demo.rows.length > 0) return;
    const o = OPERATOR_ORG;
    await t.query(
      `insert into orgs (org_code, org_name, org_type, area_code, collected) values ($1, $2, $3, $4, $5)`,
      [o.orgCode, o.orgName, o.orgType, areaCodeOf(o.orgCode), o.collected],
    );
    for (const [name, cnname] of SEED_ROLES)
      await t.query('insert into roles (role_name, role_cnname) values ($1, $2)', [name, cnname]);
    await insertMenus(t, await roleIdsOf(t));
  });
}

/**
 * The reference data (seedReference), then the demo institutions and accounts and the deals' demo data
 * (seedDeals…), each step once per database (recorded in schema_migrations). Never in production: the
 * demo passwords are public (README, start banner).
 *
 * The accounts are hashed at the configured cost (2^17 unless a test lowers it), as every other hash:
 * a wrong password for a demo account then takes as long as one for a name that does not exist.
 */
export async function seedDemo(db: Db, opts: { scryptN?: number } = {}): Promise<boolean> {
  const cost = opts.scryptN ?? SCRYPT_N;
  const reference = await seedReference(db);
  const base = await runOnce(db, SEED_VERSION, async (t) => {
    // In parallel (libuv's threads): at 2^17 each hash takes about half a second.
    const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password, cost)));
    for (const o of SEED_ORGS) {
      if (o.orgCode === OPERATOR_ORG.orgCode) {
        // The operator institution is reference data; the demo gives it a contact.
        await t.query('update orgs set contact = $2, mobile = $3 where org_code = $1', [
          o.orgCode,
          o.contact,
          o.mobile,
        ]);
        continue;
      }
      await t.query(
        `insert into orgs (org_code, org_name, org_type, area_code, collected, contact, mobile)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [o.orgCode, o.orgName, o.orgType, areaCodeOf(o.orgCode), o.collected, o.contact, o.mobile],
      );
    }
    const roleIds = await roleIdsOf(t);
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
  });
  const deals = await seedDeals(db);
  const reversals = await seedReversals(db, cost);
  const orders = await seedOrders(db, { scryptN: cost });
  const sec = await seedSec(db);
  const ledger = await seedLedger(db);
  return reference || base || deals || reversals || orders || sec || ledger;
}
