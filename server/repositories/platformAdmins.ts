/**
 * The platform's administrators: the enabled ROLE_ADMIN accounts of the 9999 operator, and the lock under
 * which every change that could leave none of them (or leave ROLE_ADMIN without its management menus) runs.
 */
import { OPERATOR_ORG_CODE } from '../../schemas/patterns';
import type { Db } from '../db';

export const ADMIN_ROLE = 'ROLE_ADMIN';

/**
 * Holds, until the transaction ends, the lock those changes share: they run one after the other, and the
 * count each reads after taking it already includes what the one before committed (each statement of a
 * READ COMMITTED transaction reads what is committed when it starts). Per schema, like the migrations'.
 */
export async function lockPlatformAdmins(db: Db): Promise<void> {
  await db.query("select pg_advisory_xact_lock(hashtext('platform_admins:' || current_schema()))");
}

/** How many enabled accounts of the 9999 operator hold ROLE_ADMIN. */
export async function countPlatformAdmins(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from users u
      where u.org_code = $1 and u.if_valid = '1'
        and exists (select 1 from user_roles ur join roles r on r.role_id = ur.role_id
                     where ur.user_id = u.user_id and r.role_name = $2)`,
    [OPERATOR_ORG_CODE, ADMIN_ROLE],
  );
  return rows[0]?.n ?? 0;
}

/** A platform administrator (`npm run admin -- create`): an account of the 9999 operator holding ROLE_ADMIN. */
export async function insertPlatformAdmin(
  db: Db,
  a: { username: string; passwordHash: string; orgName: string; mobile: string },
): Promise<void> {
  const { rows } = await db.query<{ userId: number }>(
    `insert into users (username, password_hash, org_code, org_name, contact, mobile, user_type_id)
     values ($1, $2, $3, $4, '平台管理员', $5, 1) returning user_id as "userId"`,
    [a.username, a.passwordHash, OPERATOR_ORG_CODE, a.orgName, a.mobile],
  );
  await db.query(
    `insert into user_roles (user_id, role_id) select $1, role_id from roles where role_name = 'ROLE_ADMIN'`,
    [rows[0]!.userId],
  );
}
