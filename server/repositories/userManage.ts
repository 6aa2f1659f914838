/** User management queries: the list, one row, roles, validity, add and delete. */
import type { Db, Stamp } from '../db';
import { versionUpdated } from '../recordVersions';
import { cachedList } from './listCache';
import { pageByKeys, pageTotal } from './paging';
import { containing } from './likePattern';

export interface UserRowRecord {
  userId: number;
  username: string;
  orgCode: string;
  orgName: string;
  contact: string;
  mobile: string;
  ifValid: '0' | '1';
  /** Raised by enabling, disabling and each change of the roles (docs/server.md#record-versions). */
  version: number;
}

const COLUMNS = `
  select u.user_id as "userId", u.username, u.org_code as "orgCode", u.org_name as "orgName", u.contact,
         u.mobile, u.if_valid as "ifValid", u.version`;
const SELECT_ROW = `${COLUMNS} from users u`;

/**
 * A page of users, filtered by a part of the user name or contact and an organisation (undefined = all).
 * The substring filter is a LIKE the trigram indexes of migration 014 serve (two characters: the pieces
 * of migration 033); the total is cheap (exact up to 1,000 matches, estimated above; not counted at all
 * when the first page is not full). Cached per instance while no user changed (`cachedList`) when the
 * request's `stamp` is given.
 */
export function listUsers(db: Db, filter: UserFilter, stamp?: Stamp): Promise<UserPage> {
  const { user, orgCode, size, current } = filter;
  const key = JSON.stringify(['users', user ?? null, orgCode ?? null, size, current]);
  return cachedList(db, stamp, ['users'], key, () => loadUsers(db, filter));
}

/** A two-character filter matching at most this many accounts is paged from its pieces (`loadByPiece`). */
const FEW_PIECE_MATCHES = 2_000;

type UserFilter = { user?: string; orgCode?: string; size: number; current: number };
type UserPage = { records: UserRowRecord[]; total: number };

/**
 * A two-character filter (migration 033: the trigram indexes need three). Its accounts are counted from the
 * index of the names' pieces (at most FEW_PIECE_MATCHES + 1). When few match, the page is read from that
 * index in user id order and only its rows from the users, and the count is the total: 张伟 at 100,000
 * users reads 20 index entries and 10 rows, not its 1,592 accounts. With an organisation, its few accounts
 * are joined and filtered. Many matches are met soon walking the users in order (`undefined`: the caller
 * pages them as any substring).
 */
async function loadByPiece(db: Db, piece: string, filter: UserFilter): Promise<UserPage | undefined> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from (select 1 from user_name_pieces where piece = $1 limit $2) m',
    [piece, FEW_PIECE_MATCHES + 1],
    { prepare: true },
  );
  const matches = rows[0]?.n ?? 0;
  if (matches > FEW_PIECE_MATCHES) return undefined;
  const offset = (filter.current - 1) * filter.size;
  if (filter.orgCode === undefined) {
    const page = await db.query<UserRowRecord>(
      `${COLUMNS} from (select user_id from user_name_pieces where piece = $1 order by user_id limit $2 offset $3) p
         join users u on u.user_id = p.user_id order by u.user_id`,
      [piece, filter.size, offset],
      { prepare: true },
    );
    return { records: page.rows, total: matches };
  }
  // Fenced (`offset 0`): the planner would otherwise walk the users in order looking for the piece.
  const fromWhere = `from (select user_id from user_name_pieces where piece = $1 offset 0) p
      join users u on u.user_id = p.user_id where u.org_code = $2`;
  const page = await db.query<UserRowRecord>(
    `${COLUMNS} ${fromWhere} order by u.user_id limit $3 offset $4`,
    [piece, filter.orgCode, filter.size, offset],
  );
  return {
    records: page.rows,
    total: await pageTotal(db, fromWhere, [piece, filter.orgCode], filter, page.rows.length),
  };
}

async function loadUsers(db: Db, filter: UserFilter): Promise<UserPage> {
  if (filter.user && Array.from(filter.user).length === 2) {
    const few = await loadByPiece(db, filter.user, filter);
    if (few) return few;
  }
  // Only the filters given, in the statement's text: a prepared statement's generic plan cannot use the
  // trigram indexes behind `$1 is null or …`, and walks every user instead.
  const params: string[] = [];
  const conditions: string[] = [];
  if (filter.user) {
    params.push(containing(filter.user));
    conditions.push(`(u.username like $${params.length} or u.contact like $${params.length})`);
  }
  if (filter.orgCode !== undefined) {
    params.push(filter.orgCode);
    conditions.push(`u.org_code = $${params.length}`);
  }
  const fromWhere = conditions.length ? `from users u where ${conditions.join(' and ')}` : 'from users u';
  const n = params.length;
  // A deep page: its user ids from the key's index (or the filter's), then its rows.
  const rows = await pageByKeys<UserRowRecord>(
    db,
    filter,
    {
      keysSql: `select u.user_id as key ${fromWhere} order by u.user_id`,
      params,
      rowsSql: `${COLUMNS} from users u where u.user_id = any($1::int[])`,
      keyOf: (r) => r.userId,
    },
    async () =>
      (
        await db.query<UserRowRecord>(
          `${COLUMNS} ${fromWhere} order by u.user_id limit $${n + 1} offset $${n + 2}`,
          // Not prepared: a generic plan knows neither the substring (a trigram index for a rare one, the
          // key's order for a common one) nor the page (with `offset $n` it sorts every user).
          [...params, filter.size, (filter.current - 1) * filter.size],
        )
      ).rows,
  );
  const total = await pageTotal(db, fromWhere, params, filter, rows.length);
  return { records: rows, total };
}

export async function getUserRow(db: Db, userId: number): Promise<UserRowRecord | undefined> {
  const { rows } = await db.query<UserRowRecord>(`${SELECT_ROW} where u.user_id = $1`, [userId], {
    prepare: true,
  });
  return rows[0];
}

export async function getUserRowByName(db: Db, username: string): Promise<UserRowRecord | undefined> {
  const { rows } = await db.query<UserRowRecord>(`${SELECT_ROW} where u.username = $1`, [username]);
  return rows[0];
}

/** Whether an account is named after this mobile number or uses it. */
export async function mobileTaken(db: Db, mobile: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from users where username = $1 or mobile = $1 limit 1', [mobile]);
  return rows.length > 0;
}

export async function userRoleIds(db: Db, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ roleId: number }>(
    'select role_id as "roleId" from user_roles where user_id = $1 order by role_id',
    [userId],
  );
  return rows.map((r) => r.roleId);
}

/** The names of an account's roles. */
export async function userRoleNames(db: Db, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ roleName: string }>(
    `select r.role_name as "roleName" from user_roles ur join roles r on r.role_id = ur.role_id
      where ur.user_id = $1 order by r.role_name`,
    [userId],
    // A key's lookup: one plan serves every account.
    { prepare: true },
  );
  return rows.map((r) => r.roleName);
}

/** How many of these role ids exist. */
export async function countRoles(db: Db, roleIds: number[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from roles where role_id = any($1::int[])',
    [roleIds],
  );
  return rows[0]?.n ?? 0;
}

/** Locks the user's row until the transaction ends: whole-set changes of its roles queue behind it. */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.query('select user_id from users where user_id = $1 for update', [userId]);
}

/**
 * Replaces a user's roles when the user's version is still `version` (the roles were read at it), and
 * answers the new version; refused (409) with nothing changed when another save came first.
 */
export async function replaceUserRoles(
  db: Db,
  userId: number,
  roleIds: number[],
  version: number,
): Promise<number> {
  return db.tx(async (t) => {
    const { rows } = await t.query<{ version: number }>(
      'update users set version = version + 1 where user_id = $1 and version = $2 returning version',
      [userId, version],
    );
    const next = versionUpdated(rows);
    await t.query('delete from user_roles where user_id = $1', [userId]);
    await t.query(
      'insert into user_roles (user_id, role_id) select $1, r from unnest($2::int[]) as r on conflict do nothing',
      [userId, roleIds],
    );
    return next;
  });
}

/** Enables or disables a user read at `version`; refused (409) with nothing changed when it moved on. */
export async function setUserValid(
  db: Db,
  userId: number,
  ifValid: '1' | '0',
  version: number,
): Promise<number> {
  const { rows } = await db.query<{ version: number }>(
    `update users set if_valid = $2, updated_at = now(), version = version + 1
      where user_id = $1 and version = $3 returning version`,
    [userId, ifValid, version],
  );
  return versionUpdated(rows);
}

export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.query('delete from users where user_id = $1', [userId]);
}

/** The organisation's name, undefined when it does not exist. */
export async function orgNameOf(db: Db, orgCode: string): Promise<string | undefined> {
  const { rows } = await db.query<{ orgName: string }>(
    'select org_name as "orgName" from orgs where org_code = $1',
    [orgCode],
  );
  return rows[0]?.orgName;
}

/** A new organisation, not yet collected; type and area follow the code (H… 1, P… 2). */
export async function insertOrg(db: Db, orgCode: string, orgName: string): Promise<void> {
  const orgType = orgCode.startsWith('H') ? 1 : orgCode.startsWith('P') ? 2 : 0;
  const areaCode = orgCode === '9999' ? '' : orgCode.slice(1, 5);
  await db.query(
    'insert into orgs (org_code, org_name, org_type, area_code) values ($1, $2, $3, $4) on conflict do nothing',
    [orgCode, orgName, orgType, areaCode],
  );
}

/** A new account with the given roles (by name); answers its id. */
export async function insertUser(
  db: Db,
  user: { username: string; passwordHash: string; orgCode: string; orgName: string; mobile: string },
  roleNames: string[],
): Promise<number> {
  const { rows } = await db.query<{ userId: number }>(
    `insert into users (username, password_hash, org_code, org_name, mobile, user_type_id)
     values ($1, $2, $3, $4, $5, 3) returning user_id as "userId"`,
    [user.username, user.passwordHash, user.orgCode, user.orgName, user.mobile],
  );
  const userId = rows[0]!.userId;
  await db.query(
    'insert into user_roles (user_id, role_id) select $1, role_id from roles where role_name = any($2::text[])',
    [userId, roleNames],
  );
  return userId;
}
