import type { Db } from '../db';

export interface UserRecord {
  userId: number;
  username: string;
  passwordHash: string;
  orgCode: string;
  orgName: string;
  mobile: string;
  contact: string;
  idCard: string | null;
  userTypeId: number;
  ifValid: '0' | '1';
  roles: string[];
}

const SELECT_USER = `
  select u.user_id as "userId", u.username, u.password_hash as "passwordHash", u.org_code as "orgCode",
         u.org_name as "orgName", u.mobile, u.contact, u.id_card as "idCard", u.user_type_id as "userTypeId",
         u.if_valid as "ifValid",
         array(select r.role_name from user_roles ur join roles r on r.role_id = ur.role_id
               where ur.user_id = u.user_id order by r.role_name) as roles
    from users u`;

export async function findUserByUsername(db: Db, username: string): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(`${SELECT_USER} where u.username = $1`, [username]);
  return rows[0];
}

export async function findUserById(db: Db, userId: number): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(`${SELECT_USER} where u.user_id = $1`, [userId]);
  return rows[0];
}

/** The account a mobile number logs into: the one named after it, else the oldest with that number. */
export async function findUserByMobile(db: Db, mobile: string): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(
    `${SELECT_USER} where u.mobile = $1 order by (u.username = $1) desc, u.user_id limit 1`,
    [mobile],
  );
  return rows[0];
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2, updated_at = now() where user_id = $1', [
    userId,
    passwordHash,
  ]);
}

/** Whether the caller may go straight to work: their organisation info is collected and they have a mobile. */
export async function isBasicInfoComplete(db: Db, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ complete: boolean }>(
    `select (o.collected and u.mobile <> '') as complete
       from users u join orgs o on o.org_code = u.org_code where u.user_id = $1`,
    [userId],
  );
  return rows[0]?.complete ?? false;
}

export async function isOrgCollected(db: Db, orgCode: string): Promise<boolean> {
  const { rows } = await db.query<{ collected: boolean }>('select collected from orgs where org_code = $1', [
    orgCode,
  ]);
  return rows[0]?.collected ?? false;
}

/** The id of the account with this login name, undefined when there is none. */
export async function userIdByName(db: Db, username: string): Promise<number | undefined> {
  const { rows } = await db.query<{ userId: number }>(
    'select user_id as "userId" from users where username = $1',
    [username],
  );
  return rows[0]?.userId;
}

/** How many accounts there are (a production start with none says how to create the first). */
export async function countUsers(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from users');
  return rows[0]?.n ?? 0;
}
